/** The contact group's Lambda: every route of route-keys.ts, each to its route function. */
import { createApiHandler, type RouteTable } from '../shared/router';
import type { ContactRouteKey } from './route-keys';
import { deleteMessageById, getAllMessages, sendReplyTo, updateIsRead } from './routes/admin';
import { createMessage } from './routes/messages';

const routes: RouteTable<ContactRouteKey> = {
  'POST /api/contact/createMessage': createMessage,
  'GET /api/contact/getAllMessages': getAllMessages,
  'PUT /api/contact/updateIsRead/{id}': updateIsRead,
  'POST /api/contact/sendReplyTo/{id}': sendReplyTo,
  'DELETE /api/contact/deleteMessageById/{id}': deleteMessageById,
};

export const handler = createApiHandler(routes);
