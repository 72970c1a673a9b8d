/**
 * The shared frame of the admin's server-searched lists (students, messages): the search box, a
 * screen-reader count, the error with Retry, the empty text, the cards and "Load more". It also
 * keeps focus somewhere sensible when cards go away or a page arrives — never lost on the body.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { adminTexts } from '../../../texts/en-admin';
import type { PagedStatus } from '../hooks/use-paged-search';

interface PagedSearchTexts {
  search: string;
  searchHint: string;
  listLabel: string;
  shown: (count: number) => string;
  loadFailed: string;
  retry: string;
  empty: string;
  emptySearch: (search: string) => string;
}

interface PagedList<T> {
  items: readonly T[];
  nextCursor: string | null;
  status: PagedStatus;
  loadingMore: boolean;
  reload: () => void;
  loadMore: () => Promise<{ ok: boolean; firstNewId?: string }>;
}

/** Cards carry id `${idPrefix}-${_id}`; this moves focus to one once the list has re-rendered. */
export function useListFocus<T extends { _id: string }>(items: readonly T[], idPrefix: string) {
  const searchRef = useRef<HTMLInputElement>(null);
  const [focusId, setFocusId] = useState<string | null>(null);

  useEffect(() => {
    if (focusId === null) return;
    setFocusId(null);
    const card = focusId ? document.getElementById(`${idPrefix}-${focusId}`) : null;
    (card ?? searchRef.current)?.focus();
  }, [focusId, items, idPrefix]);

  /** Before removing a card: focus its next (or previous) neighbour, or the search box when none is left. */
  const focusNeighbourOf = (id: string) => {
    const index = items.findIndex((item) => item._id === id);
    setFocusId((items[index + 1] ?? items[index - 1])?._id ?? '');
  };
  return { searchRef, focusNeighbourOf, focusCard: setFocusId };
}

interface PagedSearchListProps<T extends { _id: string }> {
  idPrefix: string;
  texts: PagedSearchTexts;
  term: string;
  onTermChange: (term: string) => void;
  /** The debounced search the list was loaded for. */
  search: string;
  list: PagedList<T>;
  focus: ReturnType<typeof useListFocus<T>>;
  onLoadFailed: (text: string) => void;
  className: string;
  renderItem: (item: T) => ReactNode;
}

export function PagedSearchList<T extends { _id: string }>(props: PagedSearchListProps<T>) {
  const { idPrefix, texts: t, list, focus } = props;
  const searchId = `${idPrefix}-search`;

  const onLoadMore = async () => {
    const result = await list.loadMore();
    if (!result.ok) props.onLoadFailed(t.loadFailed);
    else if (result.firstNewId) focus.focusCard(result.firstNewId);
  };

  return (
    <>
      <div className="field admin-search">
        <label htmlFor={searchId}>{t.search}</label>
        <input
          ref={focus.searchRef}
          id={searchId}
          type="search"
          autoComplete="off"
          value={props.term}
          onChange={(e) => props.onTermChange(e.target.value)}
          aria-describedby={`${searchId}-hint`}
        />
        <p id={`${searchId}-hint`} className="muted">
          {t.searchHint}
        </p>
      </div>

      <p className="sr-only" role="status">
        {list.status === 'ready' ? t.shown(list.items.length) : ''}
      </p>

      {list.status === 'error' && (
        <div className="admin-note admin-note--error" role="alert">
          <p>{t.loadFailed}</p>
          <button type="button" className="btn btn--outline" onClick={list.reload}>
            {t.retry}
          </button>
        </div>
      )}

      {list.status === 'ready' && list.items.length === 0 && (
        <p className="admin-note">{props.search ? t.emptySearch(props.search) : t.empty}</p>
      )}

      <div className={props.className} aria-label={t.listLabel} role="list" aria-busy={list.status === 'loading'}>
        {list.items.map((item) => (
          <div role="listitem" key={item._id}>
            {props.renderItem(item)}
          </div>
        ))}
      </div>

      {list.status === 'ready' && list.nextCursor && (
        <p className="load-more">
          <button
            type="button"
            className="btn btn--outline"
            disabled={list.loadingMore}
            onClick={() => void onLoadMore()}
          >
            {adminTexts.loadMore}
          </button>
        </p>
      )}
    </>
  );
}
