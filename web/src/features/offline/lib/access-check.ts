/**
 * When the app is online and a student logged in: asks the server for the account's flags now,
 * deletes whatever the account saved that it may no longer open, and records the check (a gated
 * item opens only within 14 days of one).
 */
import type { CheckAccessResponse } from '@schemas';
import { setLastAccessCheck } from '../../../lib/saved-db';
import { allowedBy } from './access-rules';
import { deleteOwned } from './delete';

/** The account's flags, asked of the server (the auth feature's check, which the app hands in). */
export type FetchAccess = () => Promise<CheckAccessResponse>;

/** Resolves with how many items were deleted; rejects when the server could not be asked. */
export async function recheckAccess(
  owner: string,
  fetchAccess: FetchAccess,
  now: () => number = Date.now,
): Promise<number> {
  const { access } = await fetchAccess();
  const removed = await deleteOwned(owner, (item) => !allowedBy(item.access, access));
  await setLastAccessCheck(owner, now());
  return removed;
}
