/**
 * The download queue: one saved item at a time, in the order they were saved, each handed to a
 * Background Fetch where the browser has one (lectures: it goes on with the tab closed) or
 * downloaded by this page. It runs at start, when the network comes back, every minute (the
 * night-data window, when on, holds the whole queue until it opens), and after every new save.
 */
import { getNightWindow, listItems, updateItem, type SavedItem } from '../../../lib/saved-db';
import { ApiError } from '../../../lib/api-client';
import { backgroundFetchRunning, startBackgroundFetch } from './background';
import { mayDownloadNow } from './night-window';
import { DownloadRefused, downloadInPage } from './page-download';
import { openSavedCache, storedFiles } from './saved-cache';
import { announceChange } from './saved-events';

const ACTIVE: ReadonlyArray<SavedItem['state']> = ['queued', 'downloading', 'paused'];

const running = new Map<string, AbortController>();
let pass: Promise<void> | null = null;

/**
 * Items waiting for the night window join the queue once the window is open. False while the
 * option holds the whole queue (on, and outside its window).
 */
async function releaseNightItems(now: Date): Promise<boolean> {
  if (!mayDownloadNow(await getNightWindow(), now)) return false;
  for (const item of await listItems()) {
    if (item.state !== 'waiting-night') continue;
    await updateItem(item.key, (current) => ({ ...current, state: 'queued' }));
    announceChange(item.key);
  }
  return true;
}

async function handToBackground(item: SavedItem): Promise<boolean> {
  if (item.kind !== 'lecture') return false;
  const stored = await storedFiles(await openSavedCache(), item.urls);
  const have = [...stored.values()].reduce((sum, size) => sum + size, 0);
  // The browser's count of this fetch's bytes, on top of what was stored before it: the page's
  // progress bar moves while the browser downloads (the worker sets the exact figure at the end).
  const onDownloaded = (downloaded: number) => {
    void updateItem(item.key, (current) =>
      current.state === 'downloading'
        ? { ...current, bytesStored: Math.min(current.bytesTotal, have + downloaded) }
        : current,
    ).then(() => announceChange(item.key));
  };
  if (item.via === 'background-fetch' && (await backgroundFetchRunning(item.key, onDownloaded))) return true;
  const missing = item.urls.filter((url) => !stored.has(url));
  const bytesMissing = Math.max(0, item.bytesTotal - have);
  const taken = await startBackgroundFetch(item.key, item.title, missing, bytesMissing, onDownloaded);
  if (taken) {
    await updateItem(item.key, (current) => ({
      ...current,
      state: 'downloading',
      via: 'background-fetch',
      bytesStored: have,
    }));
    announceChange(item.key);
  }
  return taken;
}

async function download(item: SavedItem): Promise<void> {
  const controller = new AbortController();
  running.set(item.key, controller);
  try {
    await downloadInPage(item.key, controller.signal);
  } catch (error) {
    if (controller.signal.aborted) return;
    // Refused (access ended, file gone): failed. Anything else (signal lost, tab closing, a full
    // disk that may be cleared): paused, resumed on the next start or `online`.
    const state = isRefusal(error) ? 'failed' : 'paused';
    if (state === 'failed') console.warn(`Saving ${item.key} failed`, error);
    await updateItem(item.key, (current) => ({ ...current, state }));
    announceChange(item.key);
  } finally {
    running.delete(item.key);
  }
}

const isRefusal = (error: unknown) =>
  error instanceof DownloadRefused || (error instanceof ApiError && error.status >= 400 && error.status < 500);

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

async function onePass(now: Date): Promise<void> {
  if (!(await releaseNightItems(now))) return;
  const items = (await listItems()).filter((item) => ACTIVE.includes(item.state)).sort((a, b) => a.savedAt - b.savedAt);
  for (const item of items) {
    if (running.has(item.key) || isOffline()) continue;
    if (await handToBackground(item)) continue;
    await download(item);
  }
}

let again = false;

/** Runs the queue; a call while it runs makes it look again once done (a save made meanwhile). */
export function runQueue(now: () => Date = () => new Date()): Promise<void> {
  if (pass) {
    again = true;
    return pass;
  }
  pass = (async () => {
    do {
      again = false;
      await onePass(now());
    } while (again);
  })().finally(() => {
    pass = null;
  });
  return pass;
}

/** Stops this page's download of an item (it is being deleted). */
export function stopDownload(key: string): void {
  running.get(key)?.abort();
  running.delete(key);
}
