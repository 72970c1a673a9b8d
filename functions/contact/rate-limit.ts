/**
 * A light abuse guard for the public contact form, in fixed one-hour windows: at most 5 messages per
 * email address (the address is unverified, so that alone is easy to dodge with new addresses and
 * easy to spend for someone else's), and at most 20 per client address (a school lab or a shared
 * mobile network sends several). Pure rules here; the counter items live in rate-limit-store.ts.
 */
import { contactTexts } from '../shared/schemas';

export interface ContactLimit {
  readonly maxMessages: number;
  readonly windowMs: number;
}

export const CONTACT_LIMIT = { maxMessages: 5, windowMs: 60 * 60 * 1000 } as const satisfies ContactLimit;
export const CLIENT_CONTACT_LIMIT = { maxMessages: 20, windowMs: 60 * 60 * 1000 } as const satisfies ContactLimit;

export interface SendWindow {
  /** epoch ms of the first message in the window */
  windowStart: number;
  count: number;
}

export const windowOpen = (window: SendWindow, now: number, limit: ContactLimit = CONTACT_LIMIT): boolean =>
  now < window.windowStart + limit.windowMs;

/** Seconds until this sender may send again; 0 when it may send now. */
export function waitSeconds(window: SendWindow | null, now: number, limit: ContactLimit = CONTACT_LIMIT): number {
  if (!window || !windowOpen(window, now, limit) || window.count < limit.maxMessages) return 0;
  // A parallel request may have opened the window a moment after this one read the clock; the
  // wait is still never longer than the window itself.
  const seconds = Math.ceil((window.windowStart + limit.windowMs - now) / 1000);
  return Math.min(limit.windowMs / 1000, Math.max(1, seconds));
}

/** Whole minutes, at least one, for a wait the answer also gives in seconds (`retryAfterSeconds`). */
const minutesOf = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));

export const contactLimitMessage = (seconds: number): string => contactTexts.emailLimit(minutesOf(seconds));

export const clientLimitMessage = (seconds: number): string => contactTexts.networkLimit(minutesOf(seconds));
