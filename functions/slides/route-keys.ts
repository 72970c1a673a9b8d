/** The slides group's routes, in API Gateway routeKey form. CDK and the local server both read this list. */
export const slideRouteKeys = ['GET /api/slides', 'POST /api/slides', 'DELETE /api/slides/{id}'] as const;

export type SlideRouteKey = (typeof slideRouteKeys)[number];
