/**
 * Login throttling, as pure rules of `now`. Every login reserves an attempt before its password is
 * checked, on two counters: the account from this client address (10 in 15 minutes — what one
 * guesser gets, and what a victim's owner elsewhere never feels) and the account from everywhere (a
 * ceiling of 100 failures an hour). The ceiling slows guessing instead of locking the account: past
 * it, an address gets only its first attempt of a window (login.ts), so the owner from an address
 * that has not been failing still gets in. A correct password gives its attempts back.
 * The counter items live in lockout-store.ts.
 */
import { userTexts } from '../shared/schemas';

export interface LockRule {
  readonly maxAttempts: number;
  readonly windowMs: number;
}

export const LOCKOUT_RULES = {
  pair: { maxAttempts: 10, windowMs: 15 * 60 * 1000 },
  account: { maxAttempts: 100, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, LockRule>;

/**
 * Past the account-wide ceiling, the attempts an address may still make in its own window. One:
 * the owner's first try gets through, while an address that has already failed waits out its window.
 */
export const CEILING_TRIES_PER_ADDRESS = 1;

export interface AttemptWindow {
  /** epoch ms of the first attempt in the window */
  windowStart: number;
  attempts: number;
}

type Reservation = { kind: 'start' } | { kind: 'add'; windowStart: number } | { kind: 'locked'; seconds: number };

const windowOpen = (window: AttemptWindow, now: number, rule: LockRule): boolean =>
  now < window.windowStart + rule.windowMs;

/** Seconds until an attempt is accepted again; 0 when not locked. */
export function lockedForSeconds(window: AttemptWindow | null, now: number, rule: LockRule): number {
  if (!window || !windowOpen(window, now, rule) || window.attempts < rule.maxAttempts) return 0;
  return Math.ceil((window.windowStart + rule.windowMs - now) / 1000);
}

/** What reserving one more attempt at `now` means: a new window, one more in this one, or no. */
export function nextReservation(window: AttemptWindow | null, now: number, rule: LockRule): Reservation {
  if (!window || !windowOpen(window, now, rule)) return { kind: 'start' };
  const seconds = lockedForSeconds(window, now, rule);
  return seconds > 0 ? { kind: 'locked', seconds } : { kind: 'add', windowStart: window.windowStart };
}

/** Whole minutes, at least one, for a wait the answer also gives in seconds (`retryAfterSeconds`). */
const minutesOf = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));

export const lockoutMessage = (seconds: number): string => userTexts.lockedOut(minutesOf(seconds));
