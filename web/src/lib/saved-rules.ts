/**
 * Who may open a saved file, decided the same way by the page (the Saved list) and by the service
 * worker (which hands the file itself to whoever asks). A public item opens for anyone. A gated one
 * opens only for the account that saved it, while that account is the one the server last named on
 * this device, and only within 14 days of that account's last access check: a phone passed between
 * siblings must not hand one student's paid lectures to the next, and a student whose access ended
 * must not keep studying from the copy by staying offline.
 */
import type { SavedItem } from './saved-db';

export const CHECK_VALID_MS = 14 * 24 * 60 * 60 * 1000;
/** Whose items a logged-out save belongs to (public items only), and the device's account when nobody is signed in. */
export const VISITOR = 'visitor';

type OpenVerdict = { ok: true } | { ok: false; reason: 'stale-check'; checkedAt: number | undefined };

/** A public item always opens; a gated one only within 14 days of its owner's last successful check. */
export function mayOpen(item: Pick<SavedItem, 'access'>, lastCheck: number | undefined, now: number): OpenVerdict {
  if (item.access === null) return { ok: true };
  if (lastCheck !== undefined && now - lastCheck <= CHECK_VALID_MS) return { ok: true };
  return { ok: false, reason: 'stale-check', checkedAt: lastCheck };
}

/**
 * May the worker answer a saved file? `holders` are the saved items the file belongs to (a file no
 * item claims is refused: nothing says who may have it); `account` is the account the server last
 * named here, undefined when the worker has never been told (refused, unless public);
 * `accountCheck` is that account's last access check.
 */
export function mayServe(
  holders: ReadonlyArray<Pick<SavedItem, 'owner' | 'access'>>,
  account: string | undefined,
  accountCheck: number | undefined,
  now: number,
): boolean {
  return holders.some(
    (item) =>
      item.access === null ||
      (account !== undefined && account !== VISITOR && item.owner === account && mayOpen(item, accountCheck, now).ok),
  );
}
