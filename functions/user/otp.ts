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
} as const;

export interface OtpState {
  codeHash: string;
  salt: string;
  /** epoch ms */
  sentAt: number;
  expiresAt: number;
  /** Tries made so far (each try is counted before the code is compared). */
  attempts: number;
}

export const generateCode = (): string => String(randomInt(0, 10 ** OTP_RULES.length)).padStart(OTP_RULES.length, '0');

export const hashCode = (code: string, salt: string): string =>
  createHmac('sha256', salt).update(code).digest('base64url');

export function newOtpState(code: string, now: number): OtpState {
  const salt = randomBytes(16).toString('base64url');
  return { codeHash: hashCode(code, salt), salt, sentAt: now, expiresAt: now + OTP_RULES.ttlMs, attempts: 0 };
}

export function codeMatches(state: OtpState, code: string): boolean {
  const expected = Buffer.from(state.codeHash);
  const actual = Buffer.from(hashCode(code, state.salt));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export type OtpGate = 'open' | 'expired' | 'exhausted';

/** Whether a try may be made now: expired codes and codes with 5 wrong tries are void. */
export function otpGate(state: OtpState, now: number): OtpGate {
  if (state.attempts >= OTP_RULES.maxWrongTries) return 'exhausted';
  if (now >= state.expiresAt) return 'expired';
  return 'open';
}

/** Whole seconds until a new code may be sent; 0 when it may be sent now. */
export function resendWaitSeconds(state: OtpState | null, now: number): number {
  if (!state) return 0;
  const remaining = state.sentAt + OTP_RULES.resendCooldownMs - now;
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
}
