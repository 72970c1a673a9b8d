import { useCallback, useMemo, useState } from 'react';
import { usePagedList, type Page } from '../../../hooks/use-paged-list';

/** A server list read page by page that can be read again from its first page (after a delete, or to retry). */
export function useReloadableList<T>(fetchPage: (cursor: string | null) => Promise<Page<T>>) {
  const [version, setVersion] = useState(0);
  // A new function per version: usePagedList starts over whenever its fetcher changes.
  const versioned = useMemo(() => {
    void version;
    return (cursor: string | null) => fetchPage(cursor);
  }, [fetchPage, version]);
  const list = usePagedList(versioned);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...list, reload };
}
