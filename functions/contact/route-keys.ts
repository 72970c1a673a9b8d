/** The contact group's routes, in API Gateway routeKey form. CDK and the local server both read this list. */
export const contactRouteKeys = ['POST /api/contact/createMessage'] as const;

export type ContactRouteKey = (typeof contactRouteKeys)[number];
