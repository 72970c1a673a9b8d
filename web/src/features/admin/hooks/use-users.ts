import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminUserView } from '../../../../../functions/shared/schemas';
import { getAllUsers } from '../api/get-all-users';

export type UsersStatus = 'loading' | 'ready' | 'error';

/**
 * The student list of the Users screen, one server page at a time (thousands of students: the
 * server searches and pages, the browser never holds more than was asked for). A new search starts
 * over; answers to an older search or page are dropped when they arrive late.
 */
export function useUsers(search: string) {
  const [users, setUsers] = useState<AdminUserView[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [status, setStatus] = useState<UsersStatus>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const generation = useRef(0);

  const reload = useCallback(() => {
    const mine = ++generation.current;
    setStatus('loading');
    setLoadingMore(false);
    getAllUsers({ search })
      .then((page) => {
        if (mine !== generation.current) return;
        setUsers(page.users);
        setNextCursor(page.nextCursor);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (mine !== generation.current) return;
        console.error('Loading students failed', error);
        setStatus('error');
      });
  }, [search]);

  useEffect(reload, [reload]);

  /** ok false when the next page could not be fetched; firstNewId names the first student it added. */
  const loadMore = useCallback(async (): Promise<{ ok: boolean; firstNewId?: string }> => {
    if (!nextCursor) return { ok: true };
    const mine = generation.current;
    setLoadingMore(true);
    try {
      const page = await getAllUsers({ search, cursor: nextCursor });
      if (mine !== generation.current) return { ok: true };
      // A student deleted or added between pages could shift the list: never show one twice.
      setUsers((list) => {
        const known = new Set(list.map((u) => u._id));
        return [...list, ...page.users.filter((u) => !known.has(u._id))];
      });
      setNextCursor(page.nextCursor);
      const shown = new Set(users.map((u) => u._id));
      return { ok: true, firstNewId: page.users.find((u) => !shown.has(u._id))?._id };
    } catch (error) {
      console.error('Loading more students failed', error);
      return { ok: mine !== generation.current };
    } finally {
      if (mine === generation.current) setLoadingMore(false);
    }
  }, [nextCursor, search, users]);

  const update = useCallback((id: string, patch: Partial<AdminUserView>) => {
    setUsers((list) => list.map((u) => (u._id === id ? { ...u, ...patch } : u)));
  }, []);

  const remove = useCallback((id: string) => setUsers((list) => list.filter((u) => u._id !== id)), []);

  return { users, nextCursor, status, loadingMore, reload, loadMore, update, remove };
}
