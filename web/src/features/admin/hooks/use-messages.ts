import { useCallback, useEffect, useRef, useState } from 'react';
import { getAllMessages } from '../api/messages';
import type { ContactMessageView } from '../../../../../functions/shared/schemas';

export type MessagesStatus = 'loading' | 'ready' | 'error';

/**
 * Received messages one server page at a time; the server searches sender names. A new search
 * starts over, and answers to an older search or page are dropped when they arrive late.
 */
export function useMessages(search: string) {
  const [messages, setMessages] = useState<ContactMessageView[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [status, setStatus] = useState<MessagesStatus>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const generation = useRef(0);

  const reload = useCallback(() => {
    const mine = ++generation.current;
    setStatus('loading');
    setLoadingMore(false);
    getAllMessages({ search })
      .then((page) => {
        if (mine !== generation.current) return;
        setMessages(page.messages);
        setNextCursor(page.nextCursor);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (mine !== generation.current) return;
        console.error('Loading messages failed', error);
        setStatus('error');
      });
  }, [search]);

  useEffect(reload, [reload]);

  /** ok false when the next page could not be fetched; firstNewId names the first message it added. */
  const loadMore = useCallback(async (): Promise<{ ok: boolean; firstNewId?: string }> => {
    if (!nextCursor) return { ok: true };
    const mine = generation.current;
    setLoadingMore(true);
    try {
      const page = await getAllMessages({ search, cursor: nextCursor });
      if (mine !== generation.current) return { ok: true };
      const shown = new Set(messages.map((m) => m._id));
      const fresh = page.messages.filter((m) => !shown.has(m._id));
      setMessages((list) => [...list, ...fresh.filter((m) => !list.some((known) => known._id === m._id))]);
      setNextCursor(page.nextCursor);
      return { ok: true, firstNewId: fresh[0]?._id };
    } catch (error) {
      console.error('Loading more messages failed', error);
      return { ok: mine !== generation.current };
    } finally {
      if (mine === generation.current) setLoadingMore(false);
    }
  }, [nextCursor, search, messages]);

  const update = useCallback((id: string, patch: Partial<ContactMessageView>) => {
    setMessages((list) => list.map((m) => (m._id === id ? { ...m, ...patch } : m)));
  }, []);

  const remove = useCallback((id: string) => setMessages((list) => list.filter((m) => m._id !== id)), []);

  return { messages, nextCursor, status, loadingMore, reload, loadMore, update, remove };
}
