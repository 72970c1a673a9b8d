import { lazy, Suspense } from 'react';
import { Link } from '../../../components/Link';
import { loadLogin, useAuth } from '../../auth';
import { adminTexts } from '../../../texts/en-admin';

const Login = lazy(loadLogin);
const t = adminTexts.gate;

/**
 * In place of the console for anyone who is not an admin, at the address they asked for: a visitor
 * logs in; a student is told the console is for admins and may log in with another account or go
 * back to the site. After an admin login the console asks for the role again and opens.
 */
export function AdminLogin({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { checked, isLoggedIn } = useAuth();
  if (!checked) return null;
  return (
    <Suspense fallback={null}>
      <Login inPlace bare notice={isLoggedIn ? t.notAdmin : t.logIn} onLoggedIn={onLoggedIn}>
        <p className="auth-card__switch">
          <Link to="/">{t.back}</Link>
        </p>
      </Login>
    </Suspense>
  );
}
