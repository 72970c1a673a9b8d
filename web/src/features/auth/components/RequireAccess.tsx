import { useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import type { Access } from '../../../../../functions/shared/schemas';
import { checkAccess } from '../api/check-access';

export type VideoAccess = keyof Pick<Access, 'theory' | 'revision' | 'practical' | 'paper'>;

/**
 * §6: videos/theory, /revision, /practical and /paper need the matching access flag, asked of the
 * server on entry; missing access or a failed check (401 for a visitor included) → /unauthorized.
 */
export function RequireAccess({ access }: { access: VideoAccess }) {
  const [verdict, setVerdict] = useState<'pending' | 'allowed' | 'denied'>('pending');

  useEffect(() => {
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
  }, [access]);

  if (verdict === 'pending') return null;
  return verdict === 'allowed' ? <Outlet /> : <Navigate to="/unauthorized" replace />;
}
