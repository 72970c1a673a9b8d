/** The user group's Lambda: every route of route-keys.ts, each to its route function. */
import { createApiHandler, type RouteTable } from '../shared/router';
import type { UserRouteKey } from './route-keys';
import { changeState, clearMailMark, deleteUser, getAllUsers, toggleAccess, userCounts } from './routes/admin';
import { forgotPassword, resetPassword } from './routes/password-reset';
import { createUser, pendingRegistration, resendOtp, verifyUser } from './routes/registration';
import { checkAccess, checkAdmin, checkAuth, debugCookies, language, login, logout } from './routes/session';

const routes: RouteTable<UserRouteKey> = {
  'POST /api/user/createUser': createUser,
  'POST /api/user/verifyUser': verifyUser,
  'POST /api/user/resendOtp': resendOtp,
  'GET /api/user/pendingRegistration': pendingRegistration,
  'POST /api/user/login': login,
  'POST /api/user/logout': logout,
  'POST /api/user/forgotPassword': forgotPassword,
  'POST /api/user/resetPassword': resetPassword,
  'GET /api/user/check-auth': checkAuth,
  'POST /api/user/language': language,
  'GET /api/user/check-access': checkAccess,
  'GET /api/user/check-admin': checkAdmin,
  'GET /api/user/getAllUsers': getAllUsers,
  'PUT /api/user/changeState': changeState,
  'PUT /api/user/toggleAccess': toggleAccess,
  'PUT /api/user/clearMailMark': clearMailMark,
  'DELETE /api/user/deleteUser/{id}': deleteUser,
  'GET /api/user/user-counts': userCounts,
  'GET /debug-cookies': debugCookies,
};

export const handler = createApiHandler(routes);
