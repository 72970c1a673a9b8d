/**
 * The saved files in Cache Storage, each under its same-origin path without query: the service
 * worker answers those paths from here, so a saved lecture plays by asking for the URLs it always
 * asks for. Every stored response carries its length, so sizes are read without reading bodies.
 */
import { SAVED_CACHE } from '../../../lib/saved-db';

export const openSavedCache = (): Promise<Cache> => caches.open(SAVED_CACHE);

/** The cache key of a URL: its path on this origin, without query or fragment. */
export const cacheKeyOf = (url: string): string => new URL(url, location.origin).pathname;

/** Stores a file under `path`, with its length and type; resolves with its size in bytes. */
export async function storeFile(cache: Cache, path: string, body: Blob | string, contentType: string): Promise<number> {
  const size = typeof body === 'string' ? new TextEncoder().encode(body).length : body.size;
  const headers = { 'content-type': contentType, 'content-length': String(size) };
  await cache.put(path, new Response(body, { headers }));
  return size;
}

/** The size of a stored response: its length header, else its body. */
async function storedSize(response: Response): Promise<number> {
  const length = Number(response.headers.get('content-length'));
  if (Number.isFinite(length) && length > 0) return length;
  return (await response.blob()).size;
}

/** Which of `paths` are stored, with each one's size. */
export async function storedFiles(cache: Cache, paths: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const path of paths) {
    const response = await cache.match(path);
    if (response) found.set(path, await storedSize(response));
  }
  return found;
}

export async function deleteFiles(paths: string[]): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await openSavedCache();
  await Promise.all(paths.map((path) => cache.delete(path)));
}

/** A stored file as a Blob (a saved tute for the PDF viewer); null when it is not stored. */
export async function readFile(path: string): Promise<Blob | null> {
  const response = await (await openSavedCache()).match(path);
  return response ? response.blob() : null;
}
