/** The class group's routes, in API Gateway routeKey form. CDK and the local server both read this list. */
export const classRouteKeys = [
  'GET /api/class/getAllClassDetails',
  'POST /api/class/createClassDetail',
  'DELETE /api/class/deleteClass/{id}',
] as const;

export type ClassRouteKey = (typeof classRouteKeys)[number];
