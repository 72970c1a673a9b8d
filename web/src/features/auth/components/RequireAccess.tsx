import { useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import type { Access } from '../../../../../functions/shared/schemas';
import { useAuth } from '../auth-context';
import { checkAccess } from '../api/check-access';

export type VideoAccess = keyof Pick<Access, 'theory' | 'revision' | 'practical' | 'paper'>;

/**
 * /videos/theory, /revision, /practical and /paper need the matching access flag, asked of the
 * server on entry; missing access or a failed check (401 for a visitor included) → /unauthorized.
 * An admin has every category (the media endpoints grant admins every flag), whatever their own
 * stored flags say.
 */
export function RequireAccess({ access }: { access: VideoAccess }) {
  const { checked, isAdmin } = useAuth();
  const [verdict, setVerdict] = useState<'pending' | 'allowed' | 'denied'>('pending');

  useEffect(() => {
    if (!checked) return;
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
  }, [access, checked, isAdmin]);

  if (verdict === 'pending') return null;
  return verdict === 'allowed' ? <Outlet /> : <Navigate to="/unauthorized" replace />;
}
