/**
 * The auth feature's public entry: the signed-in state, the route guards.
 * Only small, eagerly needed modules: the screens (login, register, OTP) stay lazy chunks of the router.
 */
export { AuthProvider, useAuth, type AuthContextValue, type AuthState } from './auth-context';
export { RequireAccess, type VideoAccess } from './components/RequireAccess';
export { RequireLogin } from './components/RequireLogin';
