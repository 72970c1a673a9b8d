/**
 * Starts the offline-study work (send queued writes, re-check access, resume downloads) once the
 * first auth check has answered and the page has loaded, and again when the account changes or the
 * network comes back. Its code is a lazy chunk fetched only when this device holds the offline
 * database (something was saved or queued here): a visitor who never saved anything fetches none of it,
 * and nothing of it competes with the first screen.
 */
import { useEffect, useState } from 'react';
import { useAuth } from '../features/auth';
import { SAVED_DB } from '../lib/saved-db-name';

const supported = () => typeof indexedDB !== 'undefined' && typeof caches !== 'undefined';

const pageLoaded = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/** Whether anything was ever saved or queued here; a browser that cannot list databases is asked anyway. */
async function offlineDataHere(): Promise<boolean> {
  if (typeof indexedDB.databases !== 'function') return true;
  return (await indexedDB.databases()).some((database) => database.name === SAVED_DB);
}

/** At logout: the student's saved lectures and tutes leave the device with the session. */
export const forgetSaved = (email: string): Promise<void> =>
  import('../features/offline/lib/forget').then(({ forgetAccount }) => forgetAccount(email));

export function OfflineStart() {
  const { checked, account, offline, refresh } = useAuth();
  // Counts the returns of the network: a write queued during this visit is sent on the next one.
  const [reconnects, setReconnects] = useState(0);

  // Back online: ask again who is signed in (the check at start may have failed for want of a
  // network), so the queued writes and the access re-check run for that account.
  useEffect(() => {
    const onOnline = () => {
      setReconnects((count) => count + 1);
      void refresh();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [refresh]);

  useEffect(() => {
    if (!checked || !supported()) return;
    let live = true;
    pageLoaded()
      .then(offlineDataHere)
      .then(async (present) => {
        if (!present || !live) return;
        const { startOffline } = await import('./offline-work');
        startOffline(account, !offline);
      })
      .catch((error: unknown) => console.warn('Starting offline study failed', error));
    return () => {
      live = false;
    };
  }, [checked, account, offline, reconnects]);
  return null;
}
