/** The user group's routes, in API Gateway routeKey form. CDK and the local server both read this list. */
export const userRouteKeys = [
  'POST /api/user/createUser',
  'POST /api/user/verifyUser',
  'POST /api/user/resendOtp',
  // Whether this browser has a registration waiting for its code (the OTP page asks on opening).
  'GET /api/user/pendingRegistration',
  'POST /api/user/login',
  'POST /api/user/logout',
  // A forgotten password: a code by email, then the code with a new password.
  'POST /api/user/forgotPassword',
  'POST /api/user/resetPassword',
  'GET /api/user/check-auth',
  // The account's language (the site's switcher, for a logged-in user).
  'POST /api/user/language',
  'GET /api/user/check-access',
  'GET /api/user/check-admin',
  'GET /api/user/getAllUsers',
  'PUT /api/user/changeState',
  'PUT /api/user/toggleAccess',
  // Lifts a bounce or spam mark from a student's address once it takes mail again.
  'PUT /api/user/clearMailMark',
  'DELETE /api/user/deleteUser/{id}',
  'GET /api/user/user-counts',
  'GET /debug-cookies',
] as const;

export type UserRouteKey = (typeof userRouteKeys)[number];
