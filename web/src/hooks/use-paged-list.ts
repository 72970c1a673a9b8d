import { useCallback, useEffect, useRef, useState } from 'react';

export interface Page<T> {
  list: T[];
  nextCursor: string | null;
}

export interface PagedList<T> {
  items: T[];
  status: 'loading' | 'ready' | 'error';
  error: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * A server list read page by page (the media lists are paginated, never whole-bucket): the first page
 * on mount and whenever `fetchPage` changes (keep it stable with useCallback), then more on request.
 */
export function usePagedList<T>(fetchPage: (cursor: string | null) => Promise<Page<T>>): PagedList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<PagedList<T>['status']>('loading');
  const [error, setError] = useState<unknown>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const generation = useRef(0);

  useEffect(() => {
    const mine = ++generation.current;
    setStatus('loading');
    setItems([]);
    setCursor(null);
    fetchPage(null)
      .then((page) => {
        if (mine !== generation.current) return;
        setItems(page.list);
        setCursor(page.nextCursor);
        setStatus('ready');
      })
      .catch((err: unknown) => {
        if (mine !== generation.current) return;
        setError(err);
        setStatus('error');
      });
    return () => {
      generation.current += 1;
    };
  }, [fetchPage]);

  const loadMore = useCallback(() => {
    if (!cursor || loadingMore) return;
    const mine = generation.current;
    setLoadingMore(true);
    fetchPage(cursor)
      .then((page) => {
        if (mine !== generation.current) return;
        setItems((list) => [...list, ...page.list]);
        setCursor(page.nextCursor);
      })
      .catch((err: unknown) => console.error('Loading more failed', err))
      .finally(() => setLoadingMore(false));
  }, [cursor, fetchPage, loadingMore]);

  return { items, status, error, hasMore: cursor !== null, loadingMore, loadMore };
}
