/**
 * The auth feature's public entry: the signed-in state, the route guards.
 * Only small, eagerly needed modules: the screens (login, register, OTP) stay lazy chunks of the router.
 */
export { AuthProvider, useAuth } from './auth-context';
export { saveLanguage } from './api/save-language';
// The guards and the login form they show stay out of the first load: lazy chunks of the router.
export const loadRequireLogin = () => import('./components/RequireLogin');
export const loadRequireAccess = () => import('./components/RequireAccess');
export const loadLogin = () => import('./routes/Login');
