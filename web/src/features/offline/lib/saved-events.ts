/**
 * Tells the screens that a saved item changed (progress, state, deleted), whoever changed it: this
 * page's downloader, or the service worker when a Background Fetch settles (it posts
 * `{ type: 'saved-changed', key }`). Screens re-read the item from IndexedDB when told.
 */
type Listener = (key: string) => void;

const listeners = new Set<Listener>();

export function onSavedChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceChange(key: string): void {
  for (const listener of listeners) listener(key);
}

/**
 * Relays the service worker's messages; once per page. `onSettled` runs after each: a Background
 * Fetch that failed leaves its item paused for this page to finish.
 */
let relaying = false;
export function relayWorkerMessages(onSettled: () => void): void {
  if (relaying || typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  relaying = true;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; key?: unknown } | null;
    if (data?.type !== 'saved-changed' || typeof data.key !== 'string') return;
    announceChange(data.key);
    onSettled();
  });
}
