/**
 * The browser storage offline study uses, for tests: a fresh IndexedDB (fake-indexeddb) and an
 * in-memory Cache Storage (jsdom and node have none), plus a storage estimate the test sets.
 */
// The IDB* classes idb checks against, then a fresh factory per test.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';
import { closeSavedDb } from '../../../web/src/lib/saved-db';

const keyOf = (request: RequestInfo | URL): string =>
  new URL(typeof request === 'string' || request instanceof URL ? String(request) : request.url, 'http://localhost')
    .pathname;

class MemoryCache {
  readonly entries = new Map<string, Response>();

  match(request: RequestInfo | URL): Promise<Response | undefined> {
    return Promise.resolve(this.entries.get(keyOf(request))?.clone());
  }

  put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(keyOf(request), response.clone());
    return Promise.resolve();
  }

  delete(request: RequestInfo | URL): Promise<boolean> {
    return Promise.resolve(this.entries.delete(keyOf(request)));
  }

  keys(): Promise<Request[]> {
    return Promise.resolve([...this.entries.keys()].map((path) => new Request(`http://localhost${path}`)));
  }
}

export class MemoryCaches {
  readonly stores = new Map<string, MemoryCache>();

  open(name: string): Promise<MemoryCache> {
    let cache = this.stores.get(name);
    if (!cache) {
      cache = new MemoryCache();
      this.stores.set(name, cache);
    }
    return Promise.resolve(cache);
  }

  /** The paths stored in a cache, sorted. */
  paths(name: string): string[] {
    return [...(this.stores.get(name)?.entries.keys() ?? [])].sort();
  }
}

/** Fresh IndexedDB and Cache Storage for this test; the estimate reports `free` bytes left. */
export async function installOfflineStorage(options: { free?: number; quota?: number } = {}) {
  await closeSavedDb();
  const memory = new MemoryCaches();
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('caches', memory);
  const quota = options.quota ?? 2_000_000_000;
  const usage = quota - (options.free ?? 1_000_000_000);
  const storage = {
    estimate: vi.fn(() => Promise.resolve({ quota, usage })),
    persist: vi.fn(() => Promise.resolve(true)),
  };
  if (typeof navigator !== 'undefined') {
    Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
  }
  return { caches: memory, storage };
}

/** A localStorage for node tests. */
export function memoryLocalStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

/**
 * Answers requests for files (same-origin /media/ paths, presigned links elsewhere) from `files`,
 * by path or by whole URL, and hands everything else to the fetch already stubbed (mockApi's).
 * `fail` makes the named paths fail as a lost signal does, `hang` never answers them (a download
 * under way). Records the file requests.
 */
export function serveFiles(
  files: Record<string, string>,
  { fail = [], hang = [] }: { fail?: string[]; hang?: string[] } = {},
) {
  const api = globalThis.fetch;
  const requested: string[] = [];
  const fetchFiles = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const byUrl = files[url.href];
    const body = byUrl ?? (url.origin === 'http://localhost' ? files[url.pathname] : undefined);
    if (body === undefined) return api(input, init);
    const name = byUrl !== undefined ? url.href : url.pathname;
    requested.push(name);
    if (fail.includes(name)) throw new TypeError('Failed to fetch');
    if (hang.includes(name)) return new Promise<Response>(() => undefined);
    return new Response(body, { status: 200 });
  });
  vi.stubGlobal('fetch', fetchFiles);
  return { requested };
}
