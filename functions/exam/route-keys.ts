/** The exam group's routes, in API Gateway routeKey form. CDK and the local server both read this list. */
export const examRouteKeys = [
  'GET /api/exam/all',
  'GET /api/exam/year/{year}',
  'POST /api/exam/create',
  'DELETE /api/exam/deleteByTitle/{title}',
] as const;

export type ExamRouteKey = (typeof examRouteKeys)[number];
