/** The media group's routes (/api/aws/...), in API Gateway routeKey form. CDK and the local server both read this list. */
export const mediaRouteKeys = [
  'GET /api/aws/getVideos/{folder}',
  'GET /api/aws/getTheoryVideos/{year}',
  'GET /api/aws/getRevisionVideos/{year}',
  'GET /api/aws/getPracticalVideos/{year}',
  'GET /api/aws/getPaperVideos/{year}',
  'GET /api/aws/getPastPaperMarking/{category}',
  // Signed cookies that open a folder's streams under /media/<folder>/.
  'GET /api/aws/streamAccess/{folder}',
  // The player fell back from the stream to the MP4: counted, so a broken key or cookie shows.
  'POST /api/aws/streamFallback/{folder}',
  // Admin uploads and deletes.
  'PUT /api/aws/putVideo/{folder}',
  'PUT /api/aws/putThumbnail/{folder}',
  'POST /api/aws/completeVideo/{folder}',
  'POST /api/aws/multipart/start/{folder}',
  'POST /api/aws/multipart/sign/{folder}',
  'PUT /api/aws/multipart/part/{folder}',
  'POST /api/aws/multipart/complete/{folder}',
  'DELETE /api/aws/multipart/abort/{folder}',
  'PUT /api/aws/putFile/{folder}',
  // After a tute's PUT: its first bytes are checked; only a real PDF is listed.
  'POST /api/aws/completeFile/{folder}',
  'DELETE /api/aws/deleteFile/{folder}',
  'DELETE /api/aws/deleteVideo/{folder}',
  // Admin: streaming versions of one video (retry) or of every video of a folder without one.
  'POST /api/aws/retryStream/{folder}',
  'POST /api/aws/makeStreams/{folder}',
] as const;

export type MediaRouteKey = (typeof mediaRouteKeys)[number];
