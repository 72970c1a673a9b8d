/** /api/contact admin calls for Received Messages (api-contract-4 "Messages"). */
import { api } from '../../../lib/api-client';
import type { MessageResponse, MessagesPage, ReadStateResponse } from '../../../../../functions/shared/schemas';

export const MESSAGES_PAGE_SIZE = 50;

/** GET /api/contact/getAllMessages?limit&cursor&search — newest first; search = case-insensitive part of the sender's name. */
export function getAllMessages({ search, cursor }: { search?: string; cursor?: string | null } = {}) {
  const params = new URLSearchParams({ limit: String(MESSAGES_PAGE_SIZE) });
  if (search) params.set('search', search);
  if (cursor) params.set('cursor', cursor);
  return api<MessagesPage>(`/api/contact/getAllMessages?${params.toString()}`);
}

const id = (messageId: string) => encodeURIComponent(messageId);

/** PUT /api/contact/updateIsRead/{id} (empty body) — flips read/unread; the answer is the stored value. */
export const updateIsRead = (messageId: string) =>
  api<ReadStateResponse>(`/api/contact/updateIsRead/${id(messageId)}`, { method: 'PUT' });

/** POST /api/contact/sendReplyTo/{id} {replyText} — mails the sender and marks the message read. */
export const sendReplyTo = (messageId: string, replyText: string) =>
  api<MessageResponse>(`/api/contact/sendReplyTo/${id(messageId)}`, { method: 'POST', body: { replyText } });

export const deleteMessageById = (messageId: string) =>
  api<MessageResponse>(`/api/contact/deleteMessageById/${id(messageId)}`, { method: 'DELETE' });
