/**
 * The service worker's side of Background Fetch: the browser downloaded a saved lecture's files
 * while the tab may have been closed, and this stores each one that arrived in the saved-items
 * cache under its path (the page's downloader would have stored it under the same key), updates
 * the item's record, and tells open pages. A fetch that failed or was aborted leaves the item
 * `paused` with what did arrive stored: the page resumes it, fetching only what is missing.
 * A click on the browser's download notification opens /saved.
 */
import { getItem, SAVED_CACHE, updateItem, type SavedItem } from '../lib/saved-db';

/** The parts of the Background Fetch API used here (not yet in TypeScript's DOM types). */
export interface BackgroundFetchRecord {
  readonly request: Request;
  readonly responseReady: Promise<Response>;
}

interface BackgroundFetchRegistration {
  readonly id: string;
  readonly result: '' | 'success' | 'failure';
  matchAll(): Promise<BackgroundFetchRecord[]>;
}

interface BackgroundFetchEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
  readonly registration: BackgroundFetchRegistration;
}

export interface BackgroundFetchUpdateUIEvent extends BackgroundFetchEvent {
  updateUI(options: { title?: string }): Promise<void>;
}

interface WorkerScope {
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<Array<{ postMessage(data: unknown): void }>>;
    openWindow(url: string): Promise<unknown>;
  };
}

const scope = (): WorkerScope => globalThis as unknown as WorkerScope;

const pathOf = (url: string): string => new URL(url).pathname;

/** Stores every record whose response arrived whole; resolves with the paths stored. */
async function storeRecords(registration: BackgroundFetchRegistration, wanted: Set<string>): Promise<string[]> {
  const cache = await caches.open(SAVED_CACHE);
  const stored: string[] = [];
  for (const record of await registration.matchAll()) {
    const path = pathOf(record.request.url);
    if (!wanted.has(path)) continue;
    const response = await record.responseReady.catch(() => null);
    if (!response?.ok) continue;
    const body = await response.blob().catch(() => null);
    if (!body) continue;
    const headers = {
      'content-type': response.headers.get('content-type') ?? 'application/octet-stream',
      'content-length': String(body.size),
    };
    await cache.put(path, new Response(body, { headers }));
    stored.push(path);
  }
  return stored;
}

/**
 * The item's bytesStored and state from what the cache now holds: done when every file is there,
 * else paused and handed back to the page, which fetches only what is missing.
 */
async function settle(key: string): Promise<SavedItem | undefined> {
  const item = await getItem(key);
  if (!item) return undefined;
  const cache = await caches.open(SAVED_CACHE);
  let bytesStored = 0;
  let complete = true;
  for (const path of item.urls) {
    const response = await cache.match(path);
    if (!response) {
      complete = false;
      continue;
    }
    const length = Number(response.headers.get('content-length'));
    bytesStored += Number.isFinite(length) && length > 0 ? length : (await response.blob()).size;
  }
  return updateItem(key, (current) => ({
    ...current,
    bytesStored,
    state: complete ? 'done' : 'paused',
    via: complete ? current.via : 'page',
  }));
}

async function tellPages(key: string): Promise<void> {
  const pages = await scope().clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage({ type: 'saved-changed', key });
}

async function onSettled(event: BackgroundFetchEvent, kind: 'success' | 'fail' | 'abort'): Promise<void> {
  const key = event.registration.id;
  const item = await getItem(key);
  // Deleted while it downloaded: keep nothing of it.
  if (!item) return;
  // An aborted fetch may no longer hand out its records: what cannot be read is fetched again.
  await storeRecords(event.registration, new Set(item.urls)).catch(() => []);
  const settled = await settle(key);
  if (kind === 'success' && 'updateUI' in event) {
    await (event as BackgroundFetchUpdateUIEvent)
      .updateUI({ title: settled?.title ?? item.title })
      .catch(() => undefined);
  }
  await tellPages(key);
}

export function handleBackgroundFetch(
  event: BackgroundFetchEvent | BackgroundFetchUpdateUIEvent,
  kind: 'success' | 'fail' | 'abort' | 'click',
): Promise<void> {
  if (kind === 'click')
    return scope()
      .clients.openWindow('/saved')
      .then(() => undefined);
  return onSettled(event, kind);
}
