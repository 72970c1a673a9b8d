import { Outlet } from 'react-router-dom';
import { NeedsConnection } from '../../../components/NeedsConnection';
import { pageTexts } from '../../../texts/en-pages';
import { useAuth } from '../auth-context';
import { LoginInPlace } from './LoginInPlace';

/**
 * /user-profile and /google-form need a logged-in user. A visitor (or a failed check) gets the login
 * form at the same address: after logging in, the page they asked for opens. While the server cannot
 * be reached, the last confirmed student is told the page needs a connection (their details come
 * from the server).
 */
export default function RequireLogin() {
  const { checked, isLoggedIn, offline } = useAuth();
  if (!checked) return null; // the first auth check is in flight and the spinner shows
  if (offline && isLoggedIn) return <NeedsConnection />;
  return isLoggedIn ? <Outlet /> : <LoginInPlace inPlace notice={pageTexts.login.toContinue} />;
}
