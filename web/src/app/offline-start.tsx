/**
 * Starts the offline-study work (send queued writes, re-check access, resume downloads) once the
 * first auth check has answered, and again when the account changes or the network comes back. Its code is a lazy chunk:
 * nothing of it is in the first load, and a browser without IndexedDB or Cache Storage never
 * fetches it.
 */
import { useEffect } from 'react';
import { useAuth } from '../features/auth';

const supported = () => typeof indexedDB !== 'undefined' && typeof caches !== 'undefined';

/** At logout: the student's saved lectures and tutes leave the device with the session. */
export const forgetSaved = (email: string): Promise<void> =>
  import('../features/offline/lib/forget').then(({ forgetAccount }) => forgetAccount(email));

export function OfflineStart() {
  const { checked, user, refresh } = useAuth();
  const owner = user?.email ?? null;

  // Back online: ask again who is signed in (the check at start may have failed for want of a
  // network), so the queued writes and the access re-check run for that account.
  useEffect(() => {
    const onOnline = () => void refresh();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [refresh]);

  useEffect(() => {
    if (!checked || !supported()) return;
    import('../features/offline/start')
      .then(({ startOffline }) => startOffline(owner))
      .catch((error: unknown) => console.warn('Starting offline study failed', error));
  }, [checked, owner]);
  return null;
}
