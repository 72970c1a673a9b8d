/** Password login, throttled per account and client address (lockout.ts). */
import { clock } from '../shared/clock';
import { Forbidden, TooManyRequests, Unauthorized } from '../shared/errors';
import { getClaim } from './claims';
import { inHashSlot } from './hash-slots';
import { CEILING_TRIES_PER_ADDRESS, LOCKOUT_RULES, lockoutMessage } from './lockout';
import { ACCOUNT_COUNTER, addressCounter, clearAttempts, reserveAttempt, returnAttempt } from './lockout-store';
import { burnPasswordCheck, verifyPassword } from './password';
import { userTexts } from '../shared/schemas';
import { getUser, type UserItem } from '../domain/sessions/account';

export async function findUserByEmail(email: string): Promise<UserItem | null> {
  const claim = await getClaim('EMAIL', email);
  const user = claim ? await getUser(claim.userId) : null;
  return user && user.email === email ? user : null;
}

const refusal = (seconds: number) => new TooManyRequests(lockoutMessage(seconds), seconds, 'user.lockedOut');

/**
 * Takes one attempt from each counter, pair first: a locked pair never spends the account's attempts.
 * The account-wide ceiling does not lock the account: once it is reached, an address with no recent
 * failures on this account (its attempt is the first of its window) is still let through to the
 * password check, and only addresses that have already failed are refused. So the owner, trying
 * from a phone or school that has not been guessing, still gets in, while every guessing address
 * drops from ten tries a window to one. Returns whether the account's counter took the attempt, so
 * only an attempt it took is given back.
 */
async function reserveOrRefuse(email: string, address: string, now: number): Promise<{ countedOnAccount: boolean }> {
  const pair = await reserveAttempt(email, addressCounter(address), LOCKOUT_RULES.pair, now);
  if (pair.waitSeconds > 0) throw refusal(pair.waitSeconds);
  const account = await reserveAttempt(email, ACCOUNT_COUNTER, LOCKOUT_RULES.account, now);
  if (account.waitSeconds === 0) return { countedOnAccount: true };
  if (pair.count <= CEILING_TRIES_PER_ADDRESS) return { countedOnAccount: false };
  throw refusal(account.waitSeconds);
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
  const { countedOnAccount } = await reserveOrRefuse(email, address, now);

  const user = await findUserByEmail(email);
  let passwordOk = false;
  if (user) passwordOk = await verifyPassword(password, user.passwordHash);
  else await burnPasswordCheck(password);
  if (!user || !passwordOk) throw new Unauthorized(userTexts.wrongCredentials);
  // The password was right: this address starts afresh and the account gets back the attempt it gave.
  await Promise.all([
    clearAttempts(email, addressCounter(address)),
    countedOnAccount ? returnAttempt(email, ACCOUNT_COUNTER) : Promise.resolve(),
  ]);
  if (!user.verified) throw new Forbidden(userTexts.unverified);
  if (user.state !== 'active') throw new Forbidden(userTexts.suspended);
  return user;
}
