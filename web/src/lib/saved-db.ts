/**
 * What a student saved for offline study, in IndexedDB: the saved items, the writes made while
 * offline (the outbox) and a few settings. IndexedDB rather than localStorage because the service
 * worker reads and updates the same records when a Background Fetch settles, and it has no
 * localStorage. The files themselves live in Cache Storage (SAVED_CACHE), keyed by URL path.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Access } from '@schemas';

import { SAVED_DB } from './saved-db-name';

export const SAVED_CACHE = 'engtech-saved-v1';

type SavedState = 'waiting-night' | 'queued' | 'downloading' | 'paused' | 'done' | 'failed';
/** The flag an item needs: 'login' = any logged-in student, null = public. */
export type ItemAccess = keyof Access | 'login' | null;

export interface SavedItem {
  /** 'tute:<category>/<name>' | 'lecture:<folder>/<title>' */
  key: string;
  kind: 'tute' | 'lecture';
  /** The account's email, or 'visitor' for public items saved logged out. */
  owner: string;
  access: ItemAccess;
  title: string;
  /** Video folder or tute category. */
  folder: string;
  /** Lecture: the rendition's name ('240p' …). */
  rendition?: string;
  /** Lecture: the rendition playlist URL the player loads. */
  playlist?: string;
  /** Every cache key it needs, in download order. */
  urls: string[];
  bytesTotal: number;
  bytesStored: number;
  state: SavedState;
  via?: 'background-fetch' | 'page';
  /** epoch ms */
  savedAt: number;
  /** Where each cache key is fetched from when it is not the key itself (a tute's presigned S3 URL). */
  sources?: Record<string, string>;
}

export interface NightWindow {
  enabled: boolean;
  /** 'HH:MM', local time */
  start: string;
  end: string;
}

/** A write made while offline, sent when the network is back. */
export type OutboxWrite =
  | { kind: 'progress'; title: string; seconds: number }
  | { kind: 'like'; title: string; liked: boolean }
  | { kind: 'comment'; title: string; comment: string };

export type OutboxEntry = OutboxWrite & { id: number; owner: string; at: number };

type MetaValue = number | string | NightWindow;

interface OfflineSchema extends DBSchema {
  items: { key: string; value: SavedItem };
  outbox: { key: number; value: Omit<OutboxEntry, 'id'> & { id?: number } };
  meta: { key: string; value: MetaValue };
}

type OfflineDb = IDBPDatabase<OfflineSchema>;

let opening: Promise<OfflineDb> | null = null;

function openSavedDb(): Promise<OfflineDb> {
  opening ??= openDB<OfflineSchema>(SAVED_DB, 1, {
    upgrade(db) {
      db.createObjectStore('items', { keyPath: 'key' });
      db.createObjectStore('outbox', { keyPath: 'id', autoIncrement: true });
      db.createObjectStore('meta');
    },
  });
  // A failed open (private mode, storage blocked) may succeed later.
  opening.catch(() => {
    opening = null;
  });
  return opening;
}

/** Forgets the open connection (tests start each case with a fresh database). */
export async function closeSavedDb(): Promise<void> {
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
}

export const getItem = async (key: string): Promise<SavedItem | undefined> => (await openSavedDb()).get('items', key);
export const putItem = async (item: SavedItem): Promise<void> => {
  await (await openSavedDb()).put('items', item);
};
export const deleteItemRecord = async (key: string): Promise<void> => (await openSavedDb()).delete('items', key);
export const listItems = async (): Promise<SavedItem[]> => (await openSavedDb()).getAll('items');

/** Changes one item in a single transaction; nothing happens if it was deleted meanwhile. */
export async function updateItem(key: string, change: (item: SavedItem) => SavedItem): Promise<SavedItem | undefined> {
  const db = await openSavedDb();
  const tx = db.transaction('items', 'readwrite');
  const item = await tx.store.get(key);
  const next = item ? change(item) : undefined;
  if (next) await tx.store.put(next);
  await tx.done;
  return next;
}

const lastCheckKey = (owner: string) => `lastAccessCheck:${owner}`;

export async function getLastAccessCheck(owner: string): Promise<number | undefined> {
  const value = await (await openSavedDb()).get('meta', lastCheckKey(owner));
  return typeof value === 'number' ? value : undefined;
}

export async function setLastAccessCheck(owner: string, at: number): Promise<void> {
  await (await openSavedDb()).put('meta', at, lastCheckKey(owner));
}

/**
 * The account the server last named on this device ('visitor' for nobody), written by the page
 * and read by the service worker, which has no other way to know who is signed in and must still
 * know after the browser restarted it. Absent until the page first records it.
 */
const CURRENT_ACCOUNT = 'currentAccount';

export async function getCurrentAccount(): Promise<string | undefined> {
  const value = await (await openSavedDb()).get('meta', CURRENT_ACCOUNT);
  return typeof value === 'string' ? value : undefined;
}

export async function setCurrentAccount(account: string): Promise<void> {
  await (await openSavedDb()).put('meta', account, CURRENT_ACCOUNT);
}

const DEFAULT_NIGHT_WINDOW: NightWindow = { enabled: false, start: '00:00', end: '06:00' };

export async function getNightWindow(): Promise<NightWindow> {
  const value = await (await openSavedDb()).get('meta', 'nightWindow');
  return typeof value === 'object' ? value : DEFAULT_NIGHT_WINDOW;
}

export async function setNightWindow(window: NightWindow): Promise<void> {
  await (await openSavedDb()).put('meta', window, 'nightWindow');
}

export async function addOutbox(write: OutboxWrite, owner: string, at: number): Promise<void> {
  await (await openSavedDb()).add('outbox', { ...write, owner, at });
}

export async function listOutbox(): Promise<OutboxEntry[]> {
  const rows = await (await openSavedDb()).getAll('outbox');
  return rows.filter((row): row is OutboxEntry => typeof row.id === 'number');
}

export async function deleteOutbox(ids: number[]): Promise<void> {
  const db = await openSavedDb();
  const tx = db.transaction('outbox', 'readwrite');
  await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
}
