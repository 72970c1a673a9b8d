/** Password login with the per-account lockout. */
import { clock } from '../shared/clock';
import { Forbidden, TooManyRequests, Unauthorized } from '../shared/errors';
import { getClaim } from './claims';
import { lockedForSeconds, lockoutMessage } from './lockout';
import { clearFailures, getFailureWindow, recordFailure } from './lockout-store';
import { burnPasswordCheck, verifyPassword } from './password';
import { userTexts } from '../shared/schemas';
import { getUser, type UserItem } from '../shared/sessions/account';

export async function findUserByEmail(email: string): Promise<UserItem | null> {
  const claim = await getClaim('EMAIL', email);
  const user = claim ? await getUser(claim.userId) : null;
  return user && user.email === email ? user : null;
}

export async function login(email: string, password: string): Promise<UserItem> {
  const now = clock.now();
  const window = await getFailureWindow(email);
  const locked = lockedForSeconds(window, now);
  if (locked > 0) throw new TooManyRequests(lockoutMessage(locked), locked);

  const user = await findUserByEmail(email);
  let passwordOk = false;
  if (user) passwordOk = await verifyPassword(password, user.passwordHash);
  else await burnPasswordCheck(password);
  if (!user || !passwordOk) {
    await recordFailure(email, now);
    throw new Unauthorized(userTexts.wrongCredentials);
  }
  if (!user.verified) throw new Forbidden(userTexts.unverified);
  if (user.state !== 'active') throw new Forbidden(userTexts.suspended);
  if (window) await clearFailures(email);
  return user;
}
