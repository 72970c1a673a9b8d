/**
 * Deleting saved items: the record, its files and any download still running. Kept apart from
 * saving (./save), which fetches the saved page's code ahead (./warm): the saved page deletes
 * through this module, and would otherwise import the module that imports it.
 */
import { deleteItemRecord, getItem, listItems, type SavedItem } from '../../../lib/saved-db';
import { abortBackgroundFetch } from './background';
import { stopDownload } from './queue';
import { deleteFiles } from './saved-cache';
import { announceChange } from './saved-events';

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
