/** The videoMeta group's Lambda: every route of route-keys.ts, each to its route function. */
import { createApiHandler, type RouteTable } from '../shared/router';
import type { VideoMetaRouteKey } from './route-keys';
import { addCommentByTitle, getVideoByTitle, likeVideo, saveVideoProgress } from './routes/meta';

const routes: RouteTable<VideoMetaRouteKey> = {
  'GET /api/videoMeta/getVideoByTitle/{title}': getVideoByTitle,
  'POST /api/videoMeta/likeVideo/{title}': likeVideo,
  'POST /api/videoMeta/addCommentByTitle/{title}': addCommentByTitle,
  'PUT /api/videoMeta/progress/{title}': saveVideoProgress,
};

export const handler = createApiHandler(routes);
