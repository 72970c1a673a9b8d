/**
 * Which saved items an account may still keep and open. The server is asked when the app is online
 * (check-access); a saved gated item stops opening once its owner has gone 14 days without such a
 * check, so a student whose access ended cannot keep studying from the copy by staying offline.
 */
import type { Access } from '@schemas';
import { TUTE_CATEGORY_ACCESS, VIDEO_FOLDER_ACCESS, type TuteCategory, type VideoFolder } from '@schemas';
import type { ItemAccess, SavedItem } from '../../../lib/saved-db';

export const CHECK_VALID_MS = 14 * 24 * 60 * 60 * 1000;
/** Whose items a logged-out save belongs to (public items only). */
export const VISITOR = 'visitor';

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

type OpenVerdict = { ok: true } | { ok: false; reason: 'stale-check'; checkedAt: number | undefined };

/** A public item always opens; a gated one only within 14 days of its owner's last successful check. */
export function mayOpen(item: Pick<SavedItem, 'access'>, lastCheck: number | undefined, now: number): OpenVerdict {
  if (item.access === null) return { ok: true };
  if (lastCheck !== undefined && now - lastCheck <= CHECK_VALID_MS) return { ok: true };
  return { ok: false, reason: 'stale-check', checkedAt: lastCheck };
}

/** The items a student sees: their own and public ones saved logged out. */
export function visibleTo(items: SavedItem[], owner: string | null): SavedItem[] {
  return items.filter((item) => item.owner === VISITOR || (owner !== null && item.owner === owner));
}
