/**
 * The site's service worker (/sw.js, scope /): the app opens with no network, and what a student
 * saved plays and opens from Cache Storage. Routing, in this order (./routing.ts decides):
 *   1. a GET for a saved file (its path, query ignored) → that file, never the network, but only
 *      to its owner while signed in and checked within 14 days (public files to anyone; else 403);
 *   2. /media/* not saved → the network only (/api/*, writes and other origins are left to the browser,
 *      but a keepalive write, which the worker sends itself: the page that made it may be gone);
 *   3. page loads → the network, else the stored app shell (index.html) when it fails;
 *   4. /assets/* → the stored copy (the shell's boot files, else the asset cache), fetched and kept
 *      the first time;
 *   5. anything else → the network (offline: the shell's copy of the tab icon).
 * A version controls the pages loaded after it took over, never one already open: a new version
 * waits until every tab of the old one has closed (no reload under the student's feet). The first
 * page, loaded before any worker, sends the list of build files it used, and the worker keeps them.
 */
import { PrecacheController } from 'workbox-precaching';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { filesToCarry, filesToDrop, isKeepMessage, keepFiles } from './asset-carry';
import { handleBackgroundFetch } from './background-fetch';
import type { BuildInfo } from './build-info';
import { ASSETS_CACHE, SAVED_CACHE, SHELL_CACHE, staleCacheNames } from './cache-names';
import { answerRange } from './range';
import { decide, type Route } from './routing';
import { mayServeSaved, refusedSaved } from './saved-guard';

declare const self: ServiceWorkerGlobalScope;
/** Put in by the web build (web/vite-sw-plugin.ts). */
declare const __BUILD_INFO__: BuildInfo;

const build = __BUILD_INFO__;
const shell = new PrecacheController({ cacheName: SHELL_CACHE });
shell.addToCacheList(build.precache);
const network = new NetworkOnly();
const assets = new CacheFirst({ cacheName: ASSETS_CACHE });

/** Paths in the asset cache, with the requests that store them. */
async function cachedAssets(): Promise<{ cache: Cache; paths: Map<string, Request> } | null> {
  if (!(await caches.has(ASSETS_CACHE))) return null;
  const cache = await caches.open(ASSETS_CACHE);
  const paths = new Map((await cache.keys()).map((request) => [new URL(request.url).pathname, request]));
  return { cache, paths };
}

/** Fetches this build's version of every file the student had used from the previous one. */
async function carryAssets(): Promise<void> {
  const held = await cachedAssets();
  if (!held) return;
  const wanted = filesToCarry([...held.paths.keys()], build.assets, build.hashLength);
  await Promise.all(
    wanted.map(async (path) => {
      // A file that cannot be fetched now is fetched on first use instead: not worth failing the update.
      const response = await fetch(path).catch(() => null);
      if (response?.ok) await held.cache.put(path, response);
    }),
  );
}

async function dropOldCaches(): Promise<void> {
  await Promise.all(staleCacheNames(await caches.keys()).map((name) => caches.delete(name)));
  const held = await cachedAssets();
  if (!held) return;
  // The shell's own files too: a page of the previous version may have fetched them into this cache.
  const shellFiles = new Set(build.precache.map((entry) => entry.url));
  const old = filesToDrop(
    [...held.paths.keys()],
    build.assets.filter((path) => !shellFiles.has(path)),
  );
  await Promise.all(old.map((path) => held.cache.delete(held.paths.get(path)!)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(Promise.all([shell.install(event), carryAssets()]));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await shell.activate(event);
      await dropOldCaches();
      // Page loads go to the network first: asking for the page while the worker starts saves that wait.
      await self.registration.navigationPreload?.enable();
    })(),
  );
});

/** Stores the given build files unless the shell or the asset cache holds them already. */
async function keep(paths: readonly string[]): Promise<void> {
  const cache = await caches.open(ASSETS_CACHE);
  for (const path of paths) {
    if ((await shell.matchPrecache(path)) || (await cache.match(path))) continue;
    // One at a time, after the page has loaded: usually straight from the browser's HTTP cache.
    const response = await fetch(path).catch(() => null);
    if (response?.ok) await cache.put(path, response);
  }
}

self.addEventListener('message', (event) => {
  if (isKeepMessage(event.data)) event.waitUntil(keep(keepFiles(event.data.urls, self.location.origin, build.assets)));
});

async function navigate(event: FetchEvent): Promise<Response> {
  try {
    return await network.handle({ event, request: event.request });
  } catch (error) {
    const appShell = await shell.matchPrecache('/index.html');
    if (appShell) return appShell;
    throw error;
  }
}

async function asset(event: FetchEvent): Promise<Response> {
  return (await shell.matchPrecache(event.request.url)) ?? assets.handle({ event, request: event.request });
}

async function respond(event: FetchEvent, savedKey: string, route: Route): Promise<Response> {
  // Only looked up, never opened: opening would create the student's cache before anything is saved.
  const saved = await caches.match(savedKey, { cacheName: SAVED_CACHE, ignoreVary: true });
  if (saved) {
    if (!(await mayServeSaved(savedKey, self.location.origin, Date.now()))) return refusedSaved();
    return answerRange(saved, event.request.headers.get('range'));
  }
  if (route === 'navigation') return navigate(event);
  if (route === 'asset') return asset(event);
  return other(event);
}

/** The network; offline, the shell's copy of a root file (the tab icon) if it has one. */
async function other(event: FetchEvent): Promise<Response> {
  try {
    return await fetch(event.request);
  } catch (error) {
    const stored = await shell.matchPrecache(event.request.url);
    if (stored) return stored;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { url, method, mode, keepalive } = event.request;
  const decision = decide({ url, method, mode, keepalive }, self.location.origin);
  if (decision.kind === 'browser') return;
  if (decision.kind === 'send') return event.respondWith(fetch(event.request));
  event.respondWith(respond(event, decision.savedKey, decision.route));
});

self.addEventListener('backgroundfetchsuccess', (event) => event.waitUntil(handleBackgroundFetch(event, 'success')));
self.addEventListener('backgroundfetchfail', (event) => event.waitUntil(handleBackgroundFetch(event, 'fail')));
self.addEventListener('backgroundfetchabort', (event) => event.waitUntil(handleBackgroundFetch(event, 'abort')));
self.addEventListener('backgroundfetchclick', (event) => event.waitUntil(handleBackgroundFetch(event, 'click')));
