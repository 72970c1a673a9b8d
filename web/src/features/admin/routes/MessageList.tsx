/**
 * §2 Received Messages: search by sender name (case-insensitive part of it; the server filters),
 * a card per message, Mark Read/Read flipping only after the server confirms (§4), Reply with
 * 'Reply Send Successfully' and a return to /admin/message-list (DESIGN.md), Delete after the
 * spec's confirmation text. Failures toast the §8 texts. "Load more" pages through the rest.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../app/providers/toasts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { adminText } from '../../../messages/en-admin';
import { deleteMessageById, sendReplyTo, updateIsRead } from '../api/messages';
import type { ContactMessageView } from '../../../../../functions/shared/schemas';
import { AdminPage } from '../components/AdminPage';
import { MessageCard } from '../components/MessageCard';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useMessages } from '../hooks/use-messages';

const t = adminText.messages;
const SEARCH_DELAY_MS = 300;

export default function MessageList() {
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim(), SEARCH_DELAY_MS);
  const { messages, nextCursor, status, loadingMore, reload, loadMore, update, remove } = useMessages(search);
  const [confirming, setConfirming] = useState<ContactMessageView | null>(null);
  const { success: toastSuccess, error: toastError } = useToast();
  const navigate = useNavigate();
  const searchRef = useRef<HTMLInputElement>(null);
  // Where focus goes once the list has re-rendered: a deleted card's neighbour (or the search box
  // when none is left), or the first card of a page just loaded.
  const [focusId, setFocusId] = useState<string | null>(null);

  useEffect(() => {
    if (focusId === null) return;
    setFocusId(null);
    const card = focusId ? document.getElementById(`message-${focusId}`) : null;
    (card ?? searchRef.current)?.focus();
  }, [focusId, messages]);

  // Stable callbacks: one card re-renders on a change, not the whole list (MessageCard is memoised).
  const onToggleRead = useCallback(
    async (message: ContactMessageView) => {
      try {
        const { isRead } = await updateIsRead(message._id);
        update(message._id, { isRead });
      } catch (error) {
        console.error('Updating a message failed', error);
        toastError(t.updateFailed);
      }
    },
    [update, toastError],
  );

  const onReply = useCallback(
    async (message: ContactMessageView, replyText: string) => {
      try {
        await sendReplyTo(message._id, replyText);
      } catch (error) {
        console.error('Sending a reply failed', error);
        toastError(t.replyFailed);
        return false;
      }
      // The server marked it read and noted the reply; the card says so without a reload.
      update(message._id, { isRead: true, repliedAt: new Date().toISOString() });
      toastSuccess(t.replySent);
      // §4 "reply success leads to /message-list"; replace, so Back does not land on the same list twice.
      navigate('/admin/message-list', { replace: true });
      return true;
    },
    [update, toastError, toastSuccess, navigate],
  );

  const onConfirmDelete = async () => {
    const message = confirming;
    if (!message) return;
    setConfirming(null);
    try {
      await deleteMessageById(message._id);
      const index = messages.findIndex((m) => m._id === message._id);
      const neighbour = messages[index + 1] ?? messages[index - 1];
      setFocusId(neighbour?._id ?? '');
      remove(message._id);
      toastSuccess(t.deleted);
    } catch (error) {
      console.error('Deleting a message failed', error);
      toastError(t.deleteFailed);
    }
  };

  const onLoadMore = async () => {
    const result = await loadMore();
    if (!result.ok) toastError(t.loadFailed);
    else if (result.firstNewId) setFocusId(result.firstNewId);
  };

  return (
    <AdminPage title={adminText.sections.messages} heading={t.heading}>
      <div className="field admin-search">
        <label htmlFor="message-search">{t.search}</label>
        <input
          ref={searchRef}
          id="message-search"
          type="search"
          autoComplete="off"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          aria-describedby="message-search-hint"
        />
        <p id="message-search-hint" className="muted">
          {t.searchHint}
        </p>
      </div>

      <p className="sr-only" role="status">
        {status === 'ready' ? t.shown(messages.length) : ''}
      </p>

      {status === 'error' && (
        <div className="admin-note admin-note--error" role="alert">
          <p>{t.loadFailed}</p>
          <button type="button" className="btn btn--outline" onClick={reload}>
            {t.retry}
          </button>
        </div>
      )}

      {status === 'ready' && messages.length === 0 && <p className="admin-note">{search ? t.emptySearch(search) : t.empty}</p>}

      <div className="message-list" aria-label={t.listLabel} role="list" aria-busy={status === 'loading'}>
        {messages.map((message) => (
          <div role="listitem" key={message._id}>
            <MessageCard message={message} onToggleRead={onToggleRead} onReply={onReply} onDelete={setConfirming} />
          </div>
        ))}
      </div>

      {status === 'ready' && nextCursor && (
        <p className="load-more">
          <button type="button" className="btn btn--outline" disabled={loadingMore} onClick={() => void onLoadMore()}>
            {adminText.loadMore}
          </button>
        </p>
      )}

      {confirming && (
        <ConfirmDialog
          title={t.confirmTitle}
          text={t.confirmText}
          confirmLabel={t.confirm}
          cancelLabel={adminText.cancel}
          onConfirm={() => void onConfirmDelete()}
          onCancel={() => setConfirming(null)}
        />
      )}
    </AdminPage>
  );
}
