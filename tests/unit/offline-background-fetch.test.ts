/**
 * The service worker's side of Background Fetch, with a fake registration: each record that arrived
 * is stored under its path, the item's bytes and state follow the cache, pages are told; a failed
 * fetch leaves the item paused for the page to finish; a click opens /saved.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  handleBackgroundFetch,
  type BackgroundFetchRecord,
  type BackgroundFetchUpdateUIEvent,
} from '../../web/src/sw/background-fetch';
import { getItem, putItem, SAVED_CACHE, type SavedItem } from '../../web/src/lib/saved-db';
import { installOfflineStorage, type MemoryCaches } from '../web/helpers/offline';

const ORIGIN = 'https://engtech.example';
const urls = ['/media/Theory/1/stream_240p.m3u8', '/media/Theory/1/s_000.ts', '/media/Theory/1/s_001.ts'];
const bodies = ['#EXTM3U', 'a'.repeat(300), 'b'.repeat(200)];

const item: SavedItem = {
  key: 'lecture:Theory/Ohm law',
  kind: 'lecture',
  owner: 'nimali@example.com',
  access: 'theory',
  title: 'Ohm law',
  folder: 'Theory',
  urls,
  bytesTotal: 507,
  bytesStored: 0,
  state: 'downloading',
  via: 'background-fetch',
  savedAt: 1,
};

function record(path: string, body: string | null): BackgroundFetchRecord {
  const lost = Promise.reject(new TypeError('network'));
  // Marked handled here: the handler reads it only once the records are listed.
  lost.catch(() => undefined);
  return {
    request: new Request(`${ORIGIN}${path}`),
    responseReady: body === null ? lost : Promise.resolve(new Response(body)),
  };
}

function fetchEvent(records: BackgroundFetchRecord[]) {
  const updateUI = vi.fn((_options?: { title?: string }) => Promise.resolve());
  const event = {
    registration: { id: item.key, result: 'success' as const, matchAll: () => Promise.resolve(records) },
    updateUI,
    waitUntil: () => undefined,
  } as unknown as BackgroundFetchUpdateUIEvent;
  return { event, updateUI };
}

let memory: MemoryCaches;
const posted: unknown[] = [];
const openWindow = vi.fn((_url: string) => Promise.resolve(null));

beforeEach(async () => {
  ({ caches: memory } = await installOfflineStorage());
  posted.length = 0;
  vi.stubGlobal('clients', {
    matchAll: () => Promise.resolve([{ postMessage: (data: unknown) => posted.push(data) }]),
    openWindow,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a settled Background Fetch', () => {
  it('stores every file under its path, marks the item done with the stored bytes, and tells the pages', async () => {
    await putItem(item);
    const { event, updateUI } = fetchEvent(urls.map((path, i) => record(path, bodies[i]!)));
    await handleBackgroundFetch(event, 'success');

    expect(memory.paths(SAVED_CACHE)).toEqual([...urls].sort());
    expect(await getItem(item.key)).toMatchObject({ state: 'done', bytesStored: 507, via: 'background-fetch' });
    expect(updateUI).toHaveBeenCalledWith({ title: 'Ohm law' });
    expect(posted).toEqual([{ type: 'saved-changed', key: item.key }]);
  });

  it('keeps what arrived of a failed fetch and leaves the item paused for the page', async () => {
    await putItem(item);
    const { event, updateUI } = fetchEvent([
      record(urls[0]!, bodies[0]!),
      record(urls[1]!, bodies[1]!),
      record(urls[2]!, null),
    ]);
    await handleBackgroundFetch(event, 'fail');

    expect(memory.paths(SAVED_CACHE)).toEqual([urls[0], urls[1]].sort());
    expect(await getItem(item.key)).toMatchObject({ state: 'paused', bytesStored: 307, via: 'page' });
    expect(updateUI).not.toHaveBeenCalled();
    expect(posted).toHaveLength(1);
  });

  it('stores nothing for an item deleted while it downloaded', async () => {
    const { event } = fetchEvent(urls.map((path, i) => record(path, bodies[i]!)));
    await handleBackgroundFetch(event, 'success');
    expect(memory.paths(SAVED_CACHE)).toEqual([]);
    expect(posted).toEqual([]);
  });

  it('opens the saved items on a click on its notification', async () => {
    const { event } = fetchEvent([]);
    await handleBackgroundFetch(event, 'click');
    expect(openWindow).toHaveBeenCalledWith('/saved');
  });
});
