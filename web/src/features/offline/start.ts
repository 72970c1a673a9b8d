/**
 * What the app does for offline study once it knows who is signed in: sends the writes queued
 * offline, re-checks the account's access (deleting what it lost), and resumes every unfinished
 * download. Again whenever the network comes back, and every minute while the night-data window
 * may open. Loaded after the first render, never part of the first load.
 */
import { ApiError } from '../../lib/api-client';
import { listItems } from '../../lib/saved-db';
import { recheckAccess, type FetchAccess } from './lib/access-check';
import { claimDevice } from './lib/claim';
import { flushOutbox } from './lib/outbox';
import { runQueue } from './lib/queue';
import { relayWorkerMessages } from './lib/saved-events';
import { warmOfflineChunks } from './lib/warm';

const MINUTE_MS = 60_000;

let owner: string | null = null;
/** Whether the server named `owner` (rather than it being the last account it named, kept offline). */
let confirmed = false;
let fetchAccess: FetchAccess;
let started = false;

async function catchUp(): Promise<void> {
  // Only the server's own answer moves the device to another account: offline, the last one stands.
  if (confirmed) await claimDevice(owner);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  if (owner) {
    await flushOutbox(owner).catch((error: unknown) => console.warn('Sending queued writes failed', error));
    await recheckAccess(owner, fetchAccess).catch((error: unknown) => {
      // Logged out meanwhile (401) or offline: the last check stands.
      if (!(error instanceof ApiError)) console.warn('Checking access failed', error);
    });
  }
  const items = await listItems();
  if (items.length > 0) warmOfflineChunks();
  await runQueue();
}

function run(): void {
  catchUp().catch((error: unknown) => console.warn('Resuming saved downloads failed', error));
}

/**
 * Called at start and whenever the signed-in account changes (null: nobody), with whether the
 * server named it (false: it could not be reached and `account` is the last one it confirmed) and
 * the access check to re-check the account by. Safe to call repeatedly.
 */
export function startOffline(account: string | null, serverNamed: boolean, checkAccess: FetchAccess): void {
  if (typeof indexedDB === 'undefined' || typeof caches === 'undefined') return;
  owner = account;
  confirmed = serverNamed;
  fetchAccess = checkAccess;
  if (!started) {
    started = true;
    relayWorkerMessages(() => void runQueue());
    window.addEventListener('online', run);
    setInterval(() => {
      runQueue().catch((error: unknown) => console.warn('Running the download queue failed', error));
    }, MINUTE_MS);
  }
  run();
}
