/** The media group's Lambda (/api/aws/...): every route of route-keys.ts, each to its route function. */
import { createApiHandler, type RouteTable } from '../shared/router';
import type { MediaRouteKey } from './route-keys';
import { getPdfs } from './routes/pdfs';
import { getPaperVideos, getPracticalVideos, getRevisionVideos, getTheoryVideos, getVideos } from './routes/videos';

const routes: RouteTable<MediaRouteKey> = {
  'GET /api/aws/getVideos/{folder}': getVideos,
  'GET /api/aws/getTheoryVideos/{year}': getTheoryVideos,
  'GET /api/aws/getRevisionVideos/{year}': getRevisionVideos,
  'GET /api/aws/getPracticalVideos/{year}': getPracticalVideos,
  'GET /api/aws/getPaperVideos/{year}': getPaperVideos,
  'GET /api/aws/getPastPaperMarking/{category}': getPdfs,
};

export const handler = createApiHandler(routes);
