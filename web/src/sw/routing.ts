/**
 * Which way the service worker answers a request, decided from the request alone. Every same-origin
 * GET is first looked up among the student's saved files (a saved lecture is played by hls.js asking
 * for the very URLs it streams online); what is not saved takes one of the routes below. The lookup
 * itself needs Cache Storage, so it lives in the worker; this module stays pure for the unit tests.
 */

/** What the worker reads from a request to choose its route. */
interface RequestFacts {
  url: string;
  method: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
  /** Request.keepalive: a write meant to outlive its page (the resume position on pagehide). */
  keepalive?: boolean;
}

export type Route =
  /** Lecture streams not saved: always fresh from the network, never kept by the worker. */
  | 'network-only'
  /** Page loads: the network's current page, else the stored app shell when the network fails. */
  | 'navigation'
  /** Hashed build files: from the worker's caches, fetched and kept on first use. */
  | 'asset'
  /** Anything else (the manifest, icons, the favicon): the network, as without a worker. */
  | 'network';

type Decision =
  /** Not the worker's business: another origin, a method that writes, or the API. The browser handles it. */
  | { kind: 'browser' }
  /**
   * A keepalive request of the site's own: the worker sends it itself. Left to the browser, a request
   * the worker does not answer falls back to the page's own loader, which a page being unloaded no
   * longer has, and the write is lost.
   */
  | { kind: 'send' }
  | { kind: 'worker'; savedKey: string; route: Route };

/** Hashed build output: a new build gives every changed file a new name, so a cached copy never goes stale. */
export const ASSET_PREFIX = '/assets/';
const API_PREFIX = '/api/';
/** Lecture streams: looked up among the saved files, else always fresh from the network. */
const NETWORK_ONLY_PREFIXES = ['/media/'];

/** The key a saved file is stored under: its same-origin URL without the query string. */
export function savedKeyOf(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

export function decide(request: RequestFacts, origin: string): Decision {
  const url = new URL(request.url);
  if (url.origin !== origin) return { kind: 'browser' };
  if (request.keepalive) return { kind: 'send' };
  if (request.method !== 'GET') return { kind: 'browser' };
  // Nothing under /api is ever saved: passing its calls through the worker would only add the
  // worker's start-up to every one of them.
  if (url.pathname.startsWith(API_PREFIX)) return { kind: 'browser' };
  const savedKey = savedKeyOf(url);
  if (NETWORK_ONLY_PREFIXES.some((prefix) => url.pathname.startsWith(prefix)))
    return { kind: 'worker', savedKey, route: 'network-only' };
  if (request.mode === 'navigate') return { kind: 'worker', savedKey, route: 'navigation' };
  if (url.pathname.startsWith(ASSET_PREFIX)) return { kind: 'worker', savedKey, route: 'asset' };
  return { kind: 'worker', savedKey, route: 'network' };
}
