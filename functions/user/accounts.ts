/** Removing an account and everything that hangs off it (claims, code, sessions, login counters). */
import { deleteOtp, registrationCode, resetCode } from './otp-store';
import { clearAllAttempts } from './lockout-store';
import { releaseClaim } from './claims';
import type { UserItem } from '../domain/sessions/account';
import { deleteSessionsOf } from '../domain/sessions/sessions';
import { deleteUserItem } from './store';

/**
 * Deletes the account item first — from then on the account no longer exists for login, sessions
 * or claims — then its satellites. With `onlyUnverified`, nothing is deleted (false) if the account
 * was verified meanwhile.
 */
export async function deleteAccount(user: UserItem, options: { onlyUnverified?: boolean } = {}): Promise<boolean> {
  if (!(await deleteUserItem(user.id, options))) return false;
  await Promise.all([
    releaseClaim('EMAIL', user.email, user.id),
    user.nicKey ? releaseClaim('NIC', user.nicKey, user.id) : Promise.resolve(),
    deleteOtp(registrationCode(user.id)),
    deleteOtp(resetCode(user.email)),
    deleteSessionsOf(user.id),
    clearAllAttempts(user.email),
  ]);
  return true;
}
