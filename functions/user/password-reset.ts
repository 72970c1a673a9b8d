/**
 * A forgotten password: a 6-digit code by email, then the code with a new password. The code obeys
 * the verification code's rules (otp.ts: 10 minutes, 5 tries, a new one 60 s after the last, 10 a
 * day) and is kept by email, not by account (otp-store.ts), so an address with no account goes
 * through exactly the same steps and answers — only no mail leaves. A new password ends every
 * session of the account.
 */
import { clock } from '../shared/clock';
import { BadRequest, TooManyRequests } from '../shared/errors';
import { describeError, logger } from '../shared/logger';
import { languageOf, userTexts, type ResetPassword } from '../shared/schemas';
import { deleteSessionsOf } from '../domain/sessions/sessions';
import { inHashSlot } from './hash-slots';
import type { LockRule } from './lockout';
import { addressCounter, clearAttempts, reserveClientRequest } from './lockout-store';
import { findUserByEmail } from './login';
import { sendResetCode } from './mail';
import {
  codeMatches,
  dailyLimitReached,
  generateCode,
  newOtpState,
  OTP_RULES,
  otpGate,
  resendWaitSeconds,
} from './otp';
import { consumeOtp, countTry, getOtp, putOtp, resetCode, restoreOtp } from './otp-store';
import { hashPassword } from './password';
import { setPasswordHash } from './store';

/**
 * Reset codes one client address may ask for in an hour, whichever emails it names: enough for a
 * school's pupils behind one address, too few to mail codes to a list of strangers.
 */
export const RESET_REQUESTS_PER_CLIENT: LockRule = { maxAttempts: 20, windowMs: 60 * 60 * 1000 };

const minutesOf = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));

/**
 * Mails a reset code if an account uses `email` and the code rules allow one now. Says nothing
 * either way: a refused resend (too soon, or the day's codes all sent) and an unknown address look
 * the same as a sent code. Only the client-address limit answers differently, and it counts every
 * request, whatever email it names.
 */
export async function requestReset(email: string, address: string): Promise<void> {
  const now = clock.now();
  const { waitSeconds } = await reserveClientRequest('RESET', address, RESET_REQUESTS_PER_CLIENT, now);
  if (waitSeconds > 0)
    throw new TooManyRequests(
      userTexts.resetRequestLimit(minutesOf(waitSeconds)),
      waitSeconds,
      'user.resetRequestLimit',
    );

  const key = resetCode(email);
  const previous = await getOtp(key);
  if (previous && (dailyLimitReached(previous, now) || resendWaitSeconds(previous, now) > 0)) return;
  const code = generateCode();
  const next = newOtpState(code, now, previous);
  // A parallel request stored its code first: that one is the current code.
  if (!(await putOtp(key, next, previous))) return;

  const user = await findUserByEmail(email);
  // Only a verified account has a password worth resetting; an unverified one registers again.
  if (!user || !user.verified) return;
  try {
    await sendResetCode(user.email, code, languageOf(user.language));
  } catch (error) {
    await restoreOtp(key, next, previous).catch((restoreError: unknown) =>
      logger.error('could not restore previous reset code', {
        userId: user.id,
        error: describeError(restoreError, { stack: false }),
      }),
    );
    throw error;
  }
}

/**
 * Checks the code (each try counted before the comparison, as for verification) and sets the new
 * password. Every failure is a 400 with its code; an address with no account fails as a wrong code.
 * On success every session of the account ends, and this client's failed logins are forgotten, so
 * the owner who forgot the password after a few wrong tries can log in with the new one at once.
 */
export async function resetPassword(input: ResetPassword, address: string): Promise<void> {
  const now = clock.now();
  const key = resetCode(input.email);
  const state = await getOtp(key);
  if (!state) throw new BadRequest(userTexts.invalidCode);
  const gate = otpGate(state, now);
  if (gate === 'exhausted') throw new BadRequest(userTexts.tooManyCodes);
  if (gate === 'expired') throw new BadRequest(userTexts.codeExpired);

  const counted = await countTry(key, state.codeHash);
  if (!counted) {
    const latest = await getOtp(key);
    if (latest && latest.attempts >= OTP_RULES.maxWrongTries) throw new BadRequest(userTexts.tooManyCodes);
    throw new BadRequest(userTexts.invalidCode);
  }
  if (!codeMatches(counted, input.code)) {
    throw new BadRequest(counted.attempts >= OTP_RULES.maxWrongTries ? userTexts.tooManyCodes : userTexts.invalidCode);
  }
  const user = await findUserByEmail(input.email);
  if (!user || !user.verified) throw new BadRequest(userTexts.invalidCode);
  // Hashed before the code is used up, so a busy site (429) leaves the code for the next try.
  const passwordHash = await inHashSlot(() => hashPassword(input.password));
  if (!(await consumeOtp(key, counted.codeHash))) throw new BadRequest(userTexts.invalidCode);
  if (!(await setPasswordHash(user.id, passwordHash))) throw new BadRequest(userTexts.invalidCode);
  await Promise.all([deleteSessionsOf(user.id), clearAttempts(input.email, addressCounter(address))]);
}
