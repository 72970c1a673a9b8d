import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Access } from '@schemas';
import { NeedsConnection } from '../../../components/NeedsConnection';
import { useAuth } from '../auth-context';
import { checkAccess } from '../api/check-access';
import { pageTexts } from '../../../texts/en-pages';
import { LoginInPlace } from './LoginInPlace';

type VideoAccess = keyof Pick<Access, 'theory' | 'revision' | 'practical' | 'paper'>;

/**
 * /videos/theory, /revision, /practical and /paper need the matching access flag, asked of the
 * server on entry. A visitor gets the login form at the same address (after logging in, the access
 * check runs for the new account); a student without the flag, or a failed check → /unauthorized.
 * An admin has every category (the media endpoints grant admins every flag), whatever their own
 * stored flags say. While the server cannot be reached, the last confirmed student is told the page
 * needs a connection: its flags and its list come from the server.
 */
export default function RequireAccess() {
  // /videos/<category>: the route table wraps the four category pages in one guard.
  const access = useLocation().pathname.split('/')[2]?.toLowerCase() as VideoAccess;
  const { checked, isAdmin, isLoggedIn, offline } = useAuth();
  const [verdict, setVerdict] = useState<'pending' | 'allowed' | 'denied'>('pending');

  useEffect(() => {
    if (!checked || !isLoggedIn || offline) return;
    if (isAdmin) {
      setVerdict('allowed');
      return;
    }
    let live = true;
    setVerdict('pending');
    checkAccess()
      .then((result) => live && setVerdict(result.access[access] ? 'allowed' : 'denied'))
      .catch((error: unknown) => {
        console.error('Access check failed', error);
        if (live) setVerdict('denied');
      });
    return () => {
      live = false;
    };
  }, [access, checked, isAdmin, isLoggedIn, offline]);

  if (offline && isLoggedIn) return <NeedsConnection />;
  if (checked && !isLoggedIn) return <LoginInPlace inPlace notice={pageTexts.login.toContinue} />;
  if (verdict === 'pending') return null;
  return verdict === 'allowed' ? <Outlet /> : <Navigate to="/unauthorized" replace />;
}
