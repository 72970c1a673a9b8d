/**
 * Saving: the one place a SavedItem is made (deleting is ./delete). A tute is one PDF fetched from its
 * presigned link and stored under /saved-files/tute/<category>/<name>; a lecture is one rendition:
 * its playlist and every file the playlist names, under their own /media/ paths.
 */
import type { StreamRendition, TuteItem } from '@schemas';
import { getNightWindow, putItem, setCurrentAccount, setLastAccessCheck, type SavedItem } from '../../../lib/saved-db';
import { openFolder } from './open-folder';
import { accessFor, VISITOR } from './access-rules';
import { mayDownloadNow } from './night-window';
import { DownloadRefused } from './page-download';
import { playlistFiles } from './playlist';
import { runQueue } from './queue';
import { cacheKeyOf, openSavedCache, storeFile } from './saved-cache';
import { announceChange } from './saved-events';
import { warmOfflineChunks } from './warm';

export const tuteKey = (category: string, name: string) => `tute:${category}/${name}`;
export const lectureKey = (folder: string, title: string) => `lecture:${folder}/${title}`;
const tutePath = (category: string, name: string) => `/saved-files/tute/${category}/${encodeURIComponent(name)}`;

class UnreadablePlaylist extends Error {}

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

/**
 * Records the save and starts the queue; with the night window on and closed, it waits.
 * The save is itself an access check: the server has just handed this account the tute's link or
 * the lecture's playlist (past its media cookies), so the 14 days start now, and the worker learns
 * whose device this is even on a device where the app's offline start has never run yet.
 */
export async function saveDraft(draft: Draft, now = new Date()): Promise<SavedItem> {
  await setCurrentAccount(draft.owner);
  if (draft.owner !== VISITOR) await setLastAccessCheck(draft.owner, now.getTime());
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
