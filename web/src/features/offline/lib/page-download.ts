/**
 * Downloads a saved item's files in this page, one after another, skipping what the cache already
 * holds (a download cut off by a lost signal or a closed tab goes on where it stopped). The item's
 * bytesStored follows the cache after every file. A lecture's folder is opened first (media
 * cookies), and once more if the cookies expire midway.
 */
import { updateItem, type SavedItem } from '../../../lib/saved-db';
import { openFolder } from './open-folder';
import { announceChange } from './saved-events';
import { openSavedCache, storedFiles, storeFile } from './saved-cache';

export class DownloadRefused extends Error {
  constructor(readonly status: number) {
    super(`Refused (${status})`);
  }
}

const CONTENT_TYPES: Array<[RegExp, string]> = [
  [/\.m3u8$/, 'application/vnd.apple.mpegurl'],
  [/\.ts$/, 'video/mp2t'],
  [/\.(m4s|mp4)$/, 'video/mp4'],
];

function typeOf(path: string, response: Response): string {
  if (path.startsWith('/saved-files/tute/')) return 'application/pdf';
  const known = CONTENT_TYPES.find(([pattern]) => pattern.test(path));
  return known?.[1] ?? response.headers.get('content-type') ?? 'application/octet-stream';
}

async function fetchFile(item: SavedItem, path: string, signal: AbortSignal): Promise<Response> {
  const source = item.sources?.[path] ?? path;
  // A presigned link to another origin carries its own signature, not the site's cookies.
  const sameOrigin = new URL(source, location.origin).origin === location.origin;
  let response = await fetch(source, { credentials: sameOrigin ? 'include' : 'omit', signal });
  if (response.status === 403 && item.kind === 'lecture') {
    await openFolder(item.folder);
    response = await fetch(source, { credentials: 'include', signal });
  }
  if (!response.ok) throw new DownloadRefused(response.status);
  return response;
}

/** Resolves once every file is stored; rejects on a network failure, a refusal or an abort. */
export async function downloadInPage(key: string, signal: AbortSignal): Promise<void> {
  const started = await updateItem(key, (item) => ({ ...item, state: 'downloading', via: 'page' }));
  if (!started) return;
  announceChange(key);
  const cache = await openSavedCache();
  const stored = await storedFiles(cache, started.urls);
  const sum = () => [...stored.values()].reduce((total, size) => total + size, 0);
  await updateItem(key, (item) => ({ ...item, bytesStored: sum() }));
  if (started.kind === 'lecture' && stored.size < started.urls.length) await openFolder(started.folder);
  for (const path of started.urls) {
    if (stored.has(path)) continue;
    signal.throwIfAborted();
    const response = await fetchFile(started, path, signal);
    const size = await storeFile(cache, path, await response.blob(), typeOf(path, response));
    stored.set(path, size);
    const still = await updateItem(key, (item) => ({ ...item, bytesStored: sum() }));
    if (!still) {
      // Deleted while this file was on its way: it must not outlive its item.
      await cache.delete(path);
      throw new DOMException('The item was deleted', 'AbortError');
    }
    announceChange(key);
  }
  await updateItem(key, (item) => ({ ...item, state: 'done', bytesStored: sum() }));
  announceChange(key);
}
