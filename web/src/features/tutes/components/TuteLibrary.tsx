/**
 * The three PDF screens: a search box (by PDF name), a card per PDF, and Download opening the PDF
 * in a modal viewer. The server decides who may list a category: a visitor is asked to log in, a
 * student without the flag is told so; other list errors are only logged.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from '../../../components/Link';
import type { TuteCategory, TuteItem } from '@schemas';
import { usePagedList } from '../../../hooks/use-paged-list';
import { ApiError } from '../../../lib/api-client';
import { pageTexts } from '../../../texts/en-pages';
import { contentTexts } from '../../../texts/en-content';
import { getTutes } from '../api/get-tutes';
import { TuteCard } from './TuteCard';
import { PdfViewer } from './PdfViewer';
import '../../../styles/forms.css';
import '../../../styles/content.css';

const t = contentTexts.tutes;

interface TuteLibraryProps {
  category: TuteCategory;
  heading: string;
  intro: string;
  /** Revision tutes: the viewer also closes on a backdrop click. */
  closeOnBackdrop?: boolean;
  free?: boolean;
}

export function TuteLibrary({ category, heading, intro, closeOnBackdrop = false, free = false }: TuteLibraryProps) {
  const fetchPage = useCallback((cursor: string | null) => getTutes(category, cursor), [category]);
  const list = usePagedList(fetchPage);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<TuteItem | null>(null);

  useEffect(() => {
    if (list.status === 'error') console.error(`Loading ${category} failed`, list.error);
  }, [list.status, list.error, category]);

  const needle = query.trim().toLowerCase();
  const shown = useMemo(
    () => (needle ? list.items.filter((tute) => tute.name.toLowerCase().includes(needle)) : list.items),
    [list.items, needle],
  );
  const status = list.status === 'error' && list.error instanceof ApiError ? list.error.status : 0;
  const headingId = `${category}-heading`;

  return (
    <section className="content-page" aria-labelledby={headingId}>
      <header className="content-page__head">
        <h1 id={headingId}>{heading}</h1>
        <p className="lead">{intro}</p>
      </header>
      {status === 401 ? (
        <div className="notice">
          <p>{contentTexts.loginNeeded}</p>
          <Link to="/login" className="btn btn--primary">
            {contentTexts.loginNow}
          </Link>
        </div>
      ) : status === 403 ? (
        <p className="notice">{pageTexts.unauthorized.text}</p>
      ) : (
        <>
          <div className="search-box field">
            <label htmlFor={`${category}-search`}>{t.searchLabel}</label>
            <input
              id={`${category}-search`}
              type="search"
              placeholder={t.searchPlaceholder}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
          {list.status === 'ready' && shown.length === 0 && (
            <p className="empty-state">{needle ? t.noMatch(query.trim()) : t.none}</p>
          )}
          {shown.length > 0 && (
            <ul className="card-grid card-grid--pdf" aria-labelledby={headingId}>
              {shown.map((tute) => (
                <li key={tute.name}>
                  <TuteCard tute={tute} category={category} onOpen={setOpen} free={free} />
                </li>
              ))}
            </ul>
          )}
          {list.hasMore && (
            <p className="load-more">
              <button type="button" className="btn btn--outline" onClick={list.loadMore} disabled={list.loadingMore}>
                {contentTexts.loadMore}
              </button>
            </p>
          )}
        </>
      )}
      {open && <PdfViewer pdf={open} onClose={() => setOpen(null)} closeOnBackdrop={closeOnBackdrop} />}
    </section>
  );
}
