/**
 * Login throttling per account: 10 failures within a 15-minute window lock the account until the
 * window has passed. Pure rules here; the counter item lives in store-lockout.ts.
 */
export const LOCKOUT_RULES = { maxFailures: 10, windowMs: 15 * 60 * 1000 } as const;

export interface FailureWindow {
  /** epoch ms of the first failure in the window */
  windowStart: number;
  failures: number;
}

const windowOpen = (window: FailureWindow, now: number): boolean => now < window.windowStart + LOCKOUT_RULES.windowMs;

/** Seconds until logins are accepted again; 0 when not locked. */
export function lockedForSeconds(window: FailureWindow | null, now: number): number {
  if (!window || !windowOpen(window, now) || window.failures < LOCKOUT_RULES.maxFailures) return 0;
  return Math.ceil((window.windowStart + LOCKOUT_RULES.windowMs - now) / 1000);
}

/** The window after one more failure at `now`: a closed window starts afresh. */
export function afterFailure(window: FailureWindow | null, now: number): FailureWindow {
  if (!window || !windowOpen(window, now)) return { windowStart: now, failures: 1 };
  return { windowStart: window.windowStart, failures: window.failures + 1 };
}

export const lockoutMessage = (seconds: number): string => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many failed logins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};
