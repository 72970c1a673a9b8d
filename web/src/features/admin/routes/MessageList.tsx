/**
 * Received Messages: search by sender name (case-insensitive part of it; the server filters),
 * a card per message, Mark Read/Read flipping only after the server confirms, Reply with
 * 'Reply Send Successfully' and a return to /admin/message-list, Delete after the
 * confirmation text. Failures toast their failure texts. "Load more" pages through the rest.
 */
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/toasts';
import { adminTexts } from '../../../texts/en-admin';
import { deleteMessageById, sendReplyTo, updateIsRead } from '../api/messages';
import type { ContactMessageView } from '@schemas';
import { AdminPage } from '../components/AdminPage';
import { PagedSearchList, useListFocus } from '../components/PagedSearchList';
import { MessageCard } from '../components/MessageCard';
import { useConfirmedDelete } from '../hooks/use-confirmed-delete';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useMessages } from '../hooks/use-messages';

const t = adminTexts.messages;
const SEARCH_DELAY_MS = 300;

export default function MessageList() {
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim(), SEARCH_DELAY_MS);
  const list = useMessages(search);
  const { items: messages, update, remove } = list;
  const focus = useListFocus(messages, 'message');
  const deletion = useConfirmedDelete<ContactMessageView>({
    texts: t,
    deleteById: deleteMessageById,
    remove,
    focusNeighbourOf: focus.focusNeighbourOf,
    failureLog: 'Deleting a message failed',
  });
  const { success: toastSuccess, error: toastError } = useToast();
  const navigate = useNavigate();

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
      // A sent reply leads back to /message-list; replace, so Back does not land on the same list twice.
      navigate('/admin/message-list', { replace: true });
      return true;
    },
    [update, toastError, toastSuccess, navigate],
  );

  return (
    <AdminPage title={adminTexts.sections.messages} heading={t.heading}>
      <PagedSearchList
        idPrefix="message"
        texts={t}
        term={term}
        onTermChange={setTerm}
        search={search}
        list={list}
        focus={focus}
        onLoadFailed={toastError}
        className="message-list"
        renderItem={(message) => (
          <MessageCard message={message} onToggleRead={onToggleRead} onReply={onReply} onDelete={deletion.ask} />
        )}
      />

      {deletion.dialog}
    </AdminPage>
  );
}
