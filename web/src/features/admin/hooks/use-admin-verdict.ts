import { useCallback, useEffect, useState } from 'react';
import { checkAdmin } from '../api/check-admin';
import { useAuth } from '../../auth';

/**
 * Asks the server for the admin role on entry to the admin console: 'admin', or 'denied' for a
 * student, a visitor or a failed check, which also clears the admin flag. `recheck` asks again (after
 * a login with the form shown in place of the console).
 */
export function useAdminVerdict() {
  const [verdict, setVerdict] = useState<'pending' | 'admin' | 'denied'>('pending');
  const [asked, setAsked] = useState(0);
  const { clearAdmin } = useAuth();
  useEffect(() => {
    let live = true;
    checkAdmin()
      .then((result) => {
        if (!live) return;
        if (result.isAdmin) setVerdict('admin');
        else {
          clearAdmin();
          setVerdict('denied');
        }
      })
      .catch((error: unknown) => {
        console.error('Admin check failed', error);
        if (!live) return;
        clearAdmin();
        setVerdict('denied');
      });
    return () => {
      live = false;
    };
  }, [clearAdmin, asked]);
  const recheck = useCallback(() => setAsked((n) => n + 1), []);
  return { verdict, recheck };
}
