import { useCallback, useEffect, useRef, useState } from 'react';

export type PagedStatus = 'loading' | 'ready' | 'error';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * A server-searched, server-paged list (students, messages): one page at a time, so the browser
 * never holds more than was asked for. A new search starts over, and answers to an older search or
 * page are dropped when they arrive late.
 */
export function usePagedSearch<T extends { _id: string }>(
  fetchPage: (query: { search: string; cursor?: string }) => Promise<Page<T>>,
  search: string,
  what: string,
) {
  const [items, setItems] = useState<T[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [status, setStatus] = useState<PagedStatus>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const generation = useRef(0);

  const reload = useCallback(() => {
    const mine = ++generation.current;
    setStatus('loading');
    setLoadingMore(false);
    fetchPage({ search })
      .then((page) => {
        if (mine !== generation.current) return;
        setItems(page.items);
        setNextCursor(page.nextCursor);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (mine !== generation.current) return;
        console.error(`Loading ${what} failed`, error);
        setStatus('error');
      });
  }, [fetchPage, search, what]);

  useEffect(reload, [reload]);

  /** ok false when the next page could not be fetched; firstNewId names the first item it added. */
  const loadMore = useCallback(async (): Promise<{ ok: boolean; firstNewId?: string }> => {
    if (!nextCursor) return { ok: true };
    const mine = generation.current;
    setLoadingMore(true);
    try {
      const page = await fetchPage({ search, cursor: nextCursor });
      if (mine !== generation.current) return { ok: true };
      // An item deleted or added between pages could shift the list: never show one twice.
      setItems((list) => {
        const known = new Set(list.map((item) => item._id));
        return [...list, ...page.items.filter((item) => !known.has(item._id))];
      });
      setNextCursor(page.nextCursor);
      const shown = new Set(items.map((item) => item._id));
      return { ok: true, firstNewId: page.items.find((item) => !shown.has(item._id))?._id };
    } catch (error) {
      console.error(`Loading more ${what} failed`, error);
      return { ok: mine !== generation.current };
    } finally {
      if (mine === generation.current) setLoadingMore(false);
    }
  }, [fetchPage, nextCursor, search, items, what]);

  const update = useCallback((id: string, patch: Partial<T>) => {
    setItems((list) => list.map((item) => (item._id === id ? { ...item, ...patch } : item)));
  }, []);

  const remove = useCallback((id: string) => setItems((list) => list.filter((item) => item._id !== id)), []);

  return { items, nextCursor, status, loadingMore, reload, loadMore, update, remove };
}
