/**
 * The pending-registration cookie names the account the OTP page verifies. Its value is
 * "<userId>.<secret>"; only the secret's hash is stored on the account, so the id alone (which
 * admins can see) is not enough to drive verification or resends.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { serializeCookie } from '../shared/cookies';

export const PENDING_COOKIE = 'pending_reg';
const PENDING_PATH = '/api/user';
const PENDING_MAX_AGE_SECONDS = 24 * 60 * 60;

export interface PendingRegistration {
  userId: string;
  secret: string;
}

export const newPendingSecret = (): string => randomBytes(32).toString('base64url');
export const pendingSecretHash = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

export function parsePending(value: string | undefined): PendingRegistration | null {
  const match = value ? /^([A-Za-z0-9-]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  return match?.[1] && match[2] ? { userId: match[1], secret: match[2] } : null;
}

export function pendingMatches(secret: string, storedHash: string | undefined): boolean {
  if (!storedHash) return false;
  const a = Buffer.from(pendingSecretHash(secret));
  const b = Buffer.from(storedHash);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const pendingCookie = (pending: PendingRegistration): string =>
  serializeCookie(PENDING_COOKIE, `${pending.userId}.${pending.secret}`, {
    httpOnly: true,
    path: PENDING_PATH,
    maxAge: PENDING_MAX_AGE_SECONDS,
  });

export const clearPendingCookie = (): string =>
  serializeCookie(PENDING_COOKIE, '', { httpOnly: true, path: PENDING_PATH, maxAge: 0 });
