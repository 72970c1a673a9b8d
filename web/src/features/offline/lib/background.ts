/**
 * Background Fetch (Chromium): the browser downloads a saved item's files even after the tab is
 * closed, and the service worker stores them when the fetch settles (src/sw/background-fetch.ts).
 * Used only where the API exists and a service worker is active; elsewhere the page downloads and
 * asks the student to keep it open.
 */

interface BackgroundFetchRegistrationLike extends EventTarget {
  readonly id: string;
  /** Bytes downloaded so far by this fetch (not counting what was stored before it started). */
  readonly downloaded: number;
  abort(): Promise<boolean>;
}

interface BackgroundFetchManagerLike {
  fetch(
    id: string,
    requests: string[],
    options: { title?: string; downloadTotal?: number },
  ): Promise<BackgroundFetchRegistrationLike>;
  get(id: string): Promise<BackgroundFetchRegistrationLike | undefined>;
}

type RegistrationWithFetch = ServiceWorkerRegistration & { backgroundFetch?: BackgroundFetchManagerLike };

/** How long to wait for a service worker before downloading in the page instead. */
const READY_WAIT_MS = 1500;

export const backgroundFetchExists = (): boolean =>
  typeof window !== 'undefined' && 'BackgroundFetchManager' in window && 'serviceWorker' in navigator;

/** The active registration's Background Fetch manager, or null (no API, no worker within a short wait). */
async function backgroundFetchManager(): Promise<BackgroundFetchManagerLike | null> {
  if (!backgroundFetchExists()) return null;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), READY_WAIT_MS));
  const registration = (await Promise.race([navigator.serviceWorker.ready, timeout])) as RegistrationWithFetch | null;
  return registration?.backgroundFetch ?? null;
}

/** Reports the bytes a running fetch has downloaded, as the browser tells them. */
type OnDownloaded = (downloaded: number) => void;

const followed = new WeakSet<BackgroundFetchRegistrationLike>();

function follow(registration: BackgroundFetchRegistrationLike, onDownloaded: OnDownloaded): void {
  if (followed.has(registration)) return;
  followed.add(registration);
  registration.addEventListener('progress', () => onDownloaded(registration.downloaded));
}

/**
 * Hands the missing files to a Background Fetch named by the item's key. Resolves true once the
 * browser has taken it (or already runs one for this item); false when the page must download.
 * While this page is open, `onDownloaded` follows the fetch's progress.
 */
export async function startBackgroundFetch(
  key: string,
  title: string,
  missing: string[],
  bytesMissing: number,
  onDownloaded: OnDownloaded,
): Promise<boolean> {
  const manager = await backgroundFetchManager();
  if (!manager) return false;
  try {
    const running = await manager.get(key);
    follow(running ?? (await manager.fetch(key, missing, { title, downloadTotal: bytesMissing })), onDownloaded);
    return true;
  } catch (error) {
    // Refused (quota, a permission the browser asks for, files it cannot fetch): the page downloads.
    console.warn('Background Fetch was refused; downloading in the page', error);
    return false;
  }
}

/** True while the browser still runs this item's Background Fetch (then followed by `onDownloaded`). */
export async function backgroundFetchRunning(key: string, onDownloaded: OnDownloaded): Promise<boolean> {
  const manager = await backgroundFetchManager();
  const running = await manager?.get(key).catch(() => undefined);
  if (running) follow(running, onDownloaded);
  return Boolean(running);
}

export async function abortBackgroundFetch(key: string): Promise<void> {
  const manager = await backgroundFetchManager();
  const running = await manager?.get(key).catch(() => undefined);
  await running?.abort().catch(() => false);
}
