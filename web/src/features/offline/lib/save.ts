/**
 * Saving and deleting: the one place a SavedItem is made. A tute is one PDF fetched from its
 * presigned link and stored under /saved-files/tute/<category>/<name>; a lecture is one rendition:
 * its playlist and every file the playlist names, under their own /media/ paths.
 */
import type { StreamRendition, TuteItem } from '@schemas';
import { deleteItemRecord, getItem, getNightWindow, listItems, putItem, type SavedItem } from '../../../lib/saved-db';
import { openFolder } from '../api/open-folder';
import { accessFor } from './access-rules';
import { abortBackgroundFetch } from './background';
import { mayDownloadNow } from './night-window';
import { DownloadRefused } from './page-download';
import { playlistFiles } from './playlist';
import { runQueue, stopDownload } from './queue';
import { cacheKeyOf, deleteFiles, openSavedCache, storeFile } from './saved-cache';
import { announceChange } from './saved-events';
import { warmOfflineChunks } from './warm';

export const tuteKey = (category: string, name: string) => `tute:${category}/${name}`;
export const lectureKey = (folder: string, title: string) => `lecture:${folder}/${title}`;
export const tutePath = (category: string, name: string) => `/saved-files/tute/${category}/${encodeURIComponent(name)}`;

export class UnreadablePlaylist extends Error {}

type Draft = Omit<SavedItem, 'state' | 'savedAt' | 'bytesStored'>;

export function tuteDraft(category: string, tute: TuteItem, owner: string): Draft {
  const path = tutePath(category, tute.name);
  return {
    key: tuteKey(category, tute.name),
    kind: 'tute',
    owner,
    access: accessFor('tute', category),
    title: tute.name,
    folder: category,
    urls: [path],
    sources: { [path]: tute.url },
    bytesTotal: tute.size,
  };
}

/**
 * Reads the rendition's playlist (opening the folder's media cookies first, as the player does),
 * stores it, and lists every file it names: the whole save is known before its first segment.
 */
export async function lectureDraft(
  folder: string,
  title: string,
  rendition: StreamRendition,
  owner: string,
): Promise<Draft> {
  await openFolder(folder);
  const playlist = cacheKeyOf(rendition.playlist);
  const response = await fetch(playlist, { credentials: 'include' });
  if (!response.ok) throw new DownloadRefused(response.status);
  const text = await response.text();
  const files = playlistFiles(text, playlist, location.origin);
  if (!files) throw new UnreadablePlaylist(`No segments in ${playlist}`);
  await storeFile(await openSavedCache(), playlist, text, 'application/vnd.apple.mpegurl');
  return {
    key: lectureKey(folder, title),
    kind: 'lecture',
    owner,
    access: accessFor('lecture', folder),
    title,
    folder,
    rendition: rendition.name,
    playlist,
    urls: [playlist, ...files],
    bytesTotal: rendition.bytes,
  };
}

/** Records the save and starts the queue; with the night window on and closed, it waits. */
export async function saveDraft(draft: Draft, now = new Date()): Promise<SavedItem> {
  const waiting = !mayDownloadNow(await getNightWindow(), now);
  const item: SavedItem = {
    ...draft,
    state: waiting ? 'waiting-night' : 'queued',
    bytesStored: 0,
    savedAt: now.getTime(),
  };
  await putItem(item);
  announceChange(item.key);
  warmOfflineChunks();
  if (!waiting) void runQueue();
  return item;
}

/** Removes an item: its download, its files, its record. */
export async function deleteSaved(key: string): Promise<void> {
  const item = await getItem(key);
  stopDownload(key);
  if (item?.via === 'background-fetch') await abortBackgroundFetch(key);
  if (item) await deleteFiles(item.urls);
  await deleteItemRecord(key);
  announceChange(key);
}

/** Removes every item an account saved (logout, or access the server no longer grants). */
export async function deleteOwned(owner: string, which: (item: SavedItem) => boolean = () => true): Promise<number> {
  const doomed = (await listItems()).filter((item) => item.owner === owner && which(item));
  for (const item of doomed) await deleteSaved(item.key);
  return doomed.length;
}
