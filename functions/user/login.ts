/** Password login, throttled per account and client address (lockout.ts). */
import { clock } from '../shared/clock';
import { Forbidden, TooManyRequests, Unauthorized } from '../shared/errors';
import { getClaim } from './claims';
import { inHashSlot } from './hash-slots';
import { LOCKOUT_RULES, lockoutMessage } from './lockout';
import { ACCOUNT_COUNTER, addressCounter, clearAttempts, reserveAttempt, returnAttempt } from './lockout-store';
import { burnPasswordCheck, verifyPassword } from './password';
import { userTexts } from '../shared/schemas';
import { getUser, type UserItem } from '../domain/sessions/account';

export async function findUserByEmail(email: string): Promise<UserItem | null> {
  const claim = await getClaim('EMAIL', email);
  const user = claim ? await getUser(claim.userId) : null;
  return user && user.email === email ? user : null;
}

/** Takes one attempt from each counter, pair first: a locked pair never spends the account's attempts. */
async function reserveOrRefuse(email: string, address: string, now: number): Promise<void> {
  for (const [counter, rule] of [
    [addressCounter(address), LOCKOUT_RULES.pair],
    [ACCOUNT_COUNTER, LOCKOUT_RULES.account],
  ] as const) {
    const locked = await reserveAttempt(email, counter, rule, now);
    if (locked > 0) throw new TooManyRequests(lockoutMessage(locked), locked, 'user.lockedOut');
  }
}

/**
 * `address` is the client's (client-address.ts): a lock holds for that address and this account only.
 * The whole login runs in a hashing slot, its counter writes and lookup as well as the hash: a burst
 * of logins then puts the engines' work of two at a time beside other students' requests, those
 * waiting in the queue cost nothing until their turn, and one refused past the queue costs nothing
 * at all (and spends none of the account's attempts, as no password was checked).
 */
export const login = (email: string, password: string, address: string): Promise<UserItem> =>
  inHashSlot(() => checkLogin(email, password, address));

async function checkLogin(email: string, password: string, address: string): Promise<UserItem> {
  const now = clock.now();
  await reserveOrRefuse(email, address, now);

  const user = await findUserByEmail(email);
  let passwordOk = false;
  if (user) passwordOk = await verifyPassword(password, user.passwordHash);
  else await burnPasswordCheck(password);
  if (!user || !passwordOk) throw new Unauthorized(userTexts.wrongCredentials);
  // The password was right: this address starts afresh and the account gets its attempt back.
  await Promise.all([clearAttempts(email, addressCounter(address)), returnAttempt(email, ACCOUNT_COUNTER)]);
  if (!user.verified) throw new Forbidden(userTexts.unverified);
  if (user.state !== 'active') throw new Forbidden(userTexts.suspended);
  return user;
}
