/** The class group's Lambda: every route of route-keys.ts, each to its route function. */
import { createApiHandler, type RouteTable } from '../shared/router';
import type { ClassRouteKey } from './route-keys';
import { createClassDetail, deleteClass, getAllClassDetails } from './routes/classes';

const routes: RouteTable<ClassRouteKey> = {
  'GET /api/class/getAllClassDetails': getAllClassDetails,
  'POST /api/class/createClassDetail': createClassDetail,
  'DELETE /api/class/deleteClass/{id}': deleteClass,
};

export const handler = createApiHandler(routes);
