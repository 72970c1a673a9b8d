/**
 * A light abuse guard for the public contact form: at most 5 messages per email address in a fixed
 * one-hour window. Pure rules here; the counter item lives in rate-limit-store.ts.
 */
export const CONTACT_LIMIT = { maxMessages: 5, windowMs: 60 * 60 * 1000 } as const;

export interface SendWindow {
  /** epoch ms of the first message in the window */
  windowStart: number;
  count: number;
}

export const windowOpen = (window: SendWindow, now: number): boolean =>
  now < window.windowStart + CONTACT_LIMIT.windowMs;

/** Seconds until this address may send again; 0 when it may send now. */
export function waitSeconds(window: SendWindow | null, now: number): number {
  if (!window || !windowOpen(window, now) || window.count < CONTACT_LIMIT.maxMessages) return 0;
  return Math.max(1, Math.ceil((window.windowStart + CONTACT_LIMIT.windowMs - now) / 1000));
}

export const contactLimitMessage = (seconds: number): string => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many messages from this email address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};
