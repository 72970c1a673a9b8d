/** The contact group's routes, in API Gateway routeKey form. CDK and the local server both read this list. */
export const contactRouteKeys = [
  'POST /api/contact/createMessage',
  'GET /api/contact/getAllMessages',
  'PUT /api/contact/updateIsRead/{id}',
  'POST /api/contact/sendReplyTo/{id}',
  'DELETE /api/contact/deleteMessageById/{id}',
] as const;

export type ContactRouteKey = (typeof contactRouteKeys)[number];
