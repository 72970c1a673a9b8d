/** The media group's Lambda (/api/aws/...): every route of route-keys.ts, each to its route function. */
import { createApiHandler, type RouteTable } from '../shared/router';
import type { MediaRouteKey } from './route-keys';
import { deleteFile, deleteVideo } from './routes/delete';
import {
  abortMultipart,
  completeMultipart,
  recordMultipartPart,
  signMultipart,
  startMultipart,
} from './routes/multipart';
import { streamAccess } from './routes/stream-access';
import { streamFallback } from './routes/stream-fallback';
import { makeStreams, retryStream } from './routes/streams';
import { getTutes } from './routes/tutes';
import { completeFile, completeVideo, putFile, putThumbnail, putVideo } from './routes/upload';
import { getPaperVideos, getPracticalVideos, getRevisionVideos, getTheoryVideos, getVideos } from './routes/videos';

const routes: RouteTable<MediaRouteKey> = {
  'GET /api/aws/getVideos/{folder}': getVideos,
  'GET /api/aws/getTheoryVideos/{year}': getTheoryVideos,
  'GET /api/aws/getRevisionVideos/{year}': getRevisionVideos,
  'GET /api/aws/getPracticalVideos/{year}': getPracticalVideos,
  'GET /api/aws/getPaperVideos/{year}': getPaperVideos,
  'GET /api/aws/getPastPaperMarking/{category}': getTutes,
  'GET /api/aws/streamAccess/{folder}': streamAccess,
  'POST /api/aws/streamFallback/{folder}': streamFallback,
  'PUT /api/aws/putVideo/{folder}': putVideo,
  'PUT /api/aws/putThumbnail/{folder}': putThumbnail,
  'POST /api/aws/completeVideo/{folder}': completeVideo,
  'POST /api/aws/multipart/start/{folder}': startMultipart,
  'POST /api/aws/multipart/sign/{folder}': signMultipart,
  'PUT /api/aws/multipart/part/{folder}': recordMultipartPart,
  'POST /api/aws/multipart/complete/{folder}': completeMultipart,
  'DELETE /api/aws/multipart/abort/{folder}': abortMultipart,
  'PUT /api/aws/putFile/{folder}': putFile,
  'POST /api/aws/completeFile/{folder}': completeFile,
  'DELETE /api/aws/deleteFile/{folder}': deleteFile,
  'DELETE /api/aws/deleteVideo/{folder}': deleteVideo,
  'POST /api/aws/retryStream/{folder}': retryStream,
  'POST /api/aws/makeStreams/{folder}': makeStreams,
};

// complete reads its own (larger) JSON body: see routes/multipart.ts.
export const handler = createApiHandler(routes, { rawBodyRoutes: ['POST /api/aws/multipart/complete/{folder}'] });
