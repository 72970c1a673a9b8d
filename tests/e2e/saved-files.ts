/**
 * What a browser has saved for offline study, read the way the app stores it (IndexedDB records,
 * Cache Storage files), and the same files' digests as the server hands them out, to compare bytes.
 */
import { createHash } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { SavedItem } from '../../web/src/lib/saved-db';

/** Every saved item's record in the page's origin. */
export const savedItems = (page: Page): Promise<SavedItem[]> =>
  page.evaluate(
    () =>
      new Promise<SavedItem[]>((resolve, reject) => {
        const open = indexedDB.open('engtech-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('items')) return resolve([]);
          const all = db.transaction('items').objectStore('items').getAll();
          all.onsuccess = () => resolve(all.result as SavedItem[]);
          all.onerror = () => reject(all.error);
        };
      }),
  );

/** Path → sha-256 of every file in the saved-files cache. */
export const savedFiles = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(async () => {
    const hex = (buffer: ArrayBuffer) =>
      Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
    const cache = await caches.open('engtech-saved-v1');
    const files: Record<string, string> = {};
    for (const request of await cache.keys()) {
      const body = await (await cache.match(request))!.arrayBuffer();
      files[new URL(request.url).pathname] = hex(await crypto.subtle.digest('SHA-256', body));
    }
    return files;
  });

/**
 * The same files fetched from the server past the browser (the context's cookies, so a gated
 * folder's media cookie goes with them; a tute from the presigned link it was saved from).
 */
export async function serverDigests(context: BrowserContext, items: SavedItem[]): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const item of items)
    for (const path of item.urls) {
      const response = await context.request.get(item.sources?.[path] ?? path);
      expect(response.status(), path).toBe(200);
      digests[path] = createHash('sha256')
        .update(await response.body())
        .digest('hex');
    }
  return digests;
}

/**
 * Writes item records as the app does when a student saves (the database created with the app's
 * stores if the page has not opened it yet): the worker hands out a saved file only when an item
 * claims it.
 */
export const recordSavedItems = (page: Page, items: SavedItem[]): Promise<void> =>
  page.evaluate(
    (records) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('engtech-offline', 1);
        open.onupgradeneeded = () => {
          open.result.createObjectStore('items', { keyPath: 'key' });
          open.result.createObjectStore('outbox', { keyPath: 'id', autoIncrement: true });
          open.result.createObjectStore('meta');
        };
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('items', 'readwrite');
          for (const record of records) tx.objectStore('items').put(record);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    items,
  );
