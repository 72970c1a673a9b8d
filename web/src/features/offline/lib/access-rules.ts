/**
 * Which saved items an account may still keep and open. The server is asked when the app is online
 * (check-access); a saved gated item stops opening once its owner has gone 14 days without such a
 * check, so a student whose access ended cannot keep studying from the copy by staying offline.
 */
import type { Access } from '@schemas';
import { TUTE_CATEGORY_ACCESS, VIDEO_FOLDER_ACCESS, type TuteCategory, type VideoFolder } from '@schemas';
import type { ItemAccess, SavedItem } from '../../../lib/saved-db';

import { VISITOR } from '../../../lib/saved-rules';

// The opening rules are shared with the service worker, which answers saved files itself.
export { CHECK_VALID_MS, mayOpen, VISITOR } from '../../../lib/saved-rules';

const isVideoFolder = (folder: string): folder is VideoFolder => folder in VIDEO_FOLDER_ACCESS;
const isTuteCategory = (folder: string): folder is TuteCategory => folder in TUTE_CATEGORY_ACCESS;

/** The flag an item of this kind and folder needs; unknown folders are treated as needing a login. */
export function accessFor(kind: SavedItem['kind'], folder: string): ItemAccess {
  if (kind === 'lecture') return isVideoFolder(folder) ? VIDEO_FOLDER_ACCESS[folder] : 'login';
  return isTuteCategory(folder) ? TUTE_CATEGORY_ACCESS[folder] : 'login';
}

/** May an account holding `access` keep an item needing `needed`? */
export function allowedBy(needed: ItemAccess, access: Access): boolean {
  return needed === null || needed === 'login' || access[needed];
}

/** The items a student sees: their own and public ones saved logged out. */
export function visibleTo(items: SavedItem[], owner: string | null): SavedItem[] {
  return items.filter((item) => item.owner === VISITOR || (owner !== null && item.owner === owner));
}
