/**
 * One-time codes: the rules as pure functions of `now`, plus the item that stores them.
 * Only an HMAC of the code is stored (keyed by a per-code random salt); the code itself exists
 * only in the mail.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_RULES = {
  length: 6,
  ttlMs: 10 * 60 * 1000,
  maxWrongTries: 5,
  resendCooldownMs: 60 * 1000,
  /** Codes one registration may be sent per day (the first included): caps guesses at 5 per code. */
  maxSendsPerDay: 10,
  sendWindowMs: 24 * 60 * 60 * 1000,
} as const;

export interface OtpState {
  codeHash: string;
  salt: string;
  /** epoch ms */
  sentAt: number;
  expiresAt: number;
  /** Tries made so far (each try is counted before the code is compared). */
  attempts: number;
  /** Codes sent since `windowStart` (this one included). */
  sends: number;
  /** epoch ms: when the first code of the current day-long window was sent. */
  windowStart: number;
}

export const generateCode = (): string => String(randomInt(0, 10 ** OTP_RULES.length)).padStart(OTP_RULES.length, '0');

export const hashCode = (code: string, salt: string): string =>
  createHmac('sha256', salt).update(code).digest('base64url');

/** A new code; `previous` carries the day's count of sends forward (a new window starts after a day). */
export function newOtpState(code: string, now: number, previous: OtpState | null = null): OtpState {
  const salt = randomBytes(16).toString('base64url');
  const sameWindow = previous !== null && now - previous.windowStart < OTP_RULES.sendWindowMs;
  return {
    codeHash: hashCode(code, salt),
    salt,
    sentAt: now,
    expiresAt: now + OTP_RULES.ttlMs,
    attempts: 0,
    sends: sameWindow ? previous.sends + 1 : 1,
    windowStart: sameWindow ? previous.windowStart : now,
  };
}

/** When the stored item may go: after the code and its cooldown, but not before the day's count is over. */
export const otpExpiry = (state: OtpState): number =>
  Math.max(state.expiresAt + OTP_RULES.resendCooldownMs, state.windowStart + OTP_RULES.sendWindowMs);

export function codeMatches(state: OtpState, code: string): boolean {
  const expected = Buffer.from(state.codeHash);
  const actual = Buffer.from(hashCode(code, state.salt));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

type OtpGate = 'open' | 'expired' | 'exhausted';

/** Whether a try may be made now: expired codes and codes with 5 wrong tries are void. */
export function otpGate(state: OtpState, now: number): OtpGate {
  if (state.attempts >= OTP_RULES.maxWrongTries) return 'exhausted';
  if (now >= state.expiresAt) return 'expired';
  return 'open';
}

/** Whole seconds until a new code may be sent; 0 when it may be sent now. */
export function resendWaitSeconds(state: OtpState | null, now: number): number {
  if (!state) return 0;
  const remaining = dailyLimitReached(state, now)
    ? state.windowStart + OTP_RULES.sendWindowMs - now
    : state.sentAt + OTP_RULES.resendCooldownMs - now;
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
}

/** True when the day's codes are all sent: no resend until the window is over. */
export function dailyLimitReached(state: OtpState, now: number): boolean {
  return state.sends >= OTP_RULES.maxSendsPerDay && now - state.windowStart < OTP_RULES.sendWindowMs;
}
