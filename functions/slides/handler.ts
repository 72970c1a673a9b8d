/** The slides group's Lambda: every route of route-keys.ts, each to its route function. */
import { createApiHandler, type RouteTable } from '../shared/router';
import type { SlideRouteKey } from './route-keys';
import { createSlide, getSlides, removeSlide } from './routes/slides';

const routes: RouteTable<SlideRouteKey> = {
  'GET /api/slides': getSlides,
  'POST /api/slides': createSlide,
  'DELETE /api/slides/{id}': removeSlide,
};

// The upload is multipart/form-data, which the route parses itself (size and type checked there).
export const handler = createApiHandler(routes, { rawBodyRoutes: ['POST /api/slides'] });
