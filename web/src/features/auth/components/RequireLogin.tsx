import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from '../auth-context';

/** /user-profile and /google-form need a logged-in user; otherwise (or on check error) /not-logged. */
export function RequireLogin() {
  const { checked, isLoggedIn } = useAuth();
  if (!checked) return null; // the first auth check is in flight and the spinner shows
  return isLoggedIn ? <Outlet /> : <Navigate to="/not-logged" replace />;
}
