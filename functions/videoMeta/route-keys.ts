/** The videoMeta group's routes, in API Gateway routeKey form. CDK and the local server both read this list. */
export const videoMetaRouteKeys = [
  'GET /api/videoMeta/getVideoByTitle/{title}',
  'POST /api/videoMeta/likeVideo/{title}',
  'POST /api/videoMeta/addCommentByTitle/{title}',
  'PUT /api/videoMeta/progress/{title}',
] as const;

export type VideoMetaRouteKey = (typeof videoMetaRouteKeys)[number];
