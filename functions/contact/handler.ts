/** The contact group's Lambda: every route of route-keys.ts, each to its route function. */
import { createApiHandler, type RouteTable } from '../shared/router';
import type { ContactRouteKey } from './route-keys';
import { createMessage } from './routes/messages';

const routes: RouteTable<ContactRouteKey> = {
  'POST /api/contact/createMessage': createMessage,
};

export const handler = createApiHandler(routes);
