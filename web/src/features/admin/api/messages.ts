/** The admin's calls on received contact messages: list, read/unread, reply and delete. */
import { request } from '../../../lib/api-client';
import type { MessageResponse, MessagesPage, ReadStateResponse } from '@schemas';

const MESSAGES_PAGE_SIZE = 50;

/** Newest first; search = a case-insensitive part of the sender's name. */
export const getAllMessages = ({
  search,
  cursor,
}: { search?: string; cursor?: string | null } = {}): Promise<MessagesPage> =>
  request('GET /api/contact/getAllMessages', { query: { limit: String(MESSAGES_PAGE_SIZE), search, cursor } });

/** Empty body: flips read/unread; the answer is the stored value. */
export const updateIsRead = (id: string): Promise<ReadStateResponse> =>
  request('PUT /api/contact/updateIsRead/{id}', { params: { id } });

/** {replyText}: mails the sender and marks the message read. */
export const sendReplyTo = (id: string, replyText: string): Promise<MessageResponse> =>
  request('POST /api/contact/sendReplyTo/{id}', { params: { id }, body: { replyText } });

export const deleteMessageById = (id: string): Promise<MessageResponse> =>
  request('DELETE /api/contact/deleteMessageById/{id}', { params: { id } });
