/** The media group's routes (/api/aws/...), in API Gateway routeKey form. CDK and the local server both read this list. */
export const mediaRouteKeys = [
  'GET /api/aws/getVideos/{folder}',
  'GET /api/aws/getTheoryVideos/{year}',
  'GET /api/aws/getRevisionVideos/{year}',
  'GET /api/aws/getPracticalVideos/{year}',
  'GET /api/aws/getPaperVideos/{year}',
  'GET /api/aws/getPastPaperMarking/{category}',
] as const;

export type MediaRouteKey = (typeof mediaRouteKeys)[number];
