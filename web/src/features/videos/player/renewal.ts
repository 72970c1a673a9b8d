/**
 * When to renew a gated folder's media cookies: well before they expire, so the student never
 * meets a refused segment. Renewal happens at RENEW_AT of the remaining lifetime, never sooner than
 * MIN_DELAY_MS (a clock that is off must not make the player ask in a loop).
 */

const RENEW_AT = 0.75;
export const MIN_DELAY_MS = 1000;
/** After a failed renewal that may succeed later (network), try again this much sooner. */
export const RETRY_FRACTION = 0.5;

/** Milliseconds from `nowMs` until the renewal of cookies that expire at `expiresAt`. */
export function renewalDelayMs(expiresAt: Date, nowMs: number, fraction = RENEW_AT): number {
  const remaining = expiresAt.getTime() - nowMs;
  if (!Number.isFinite(remaining)) return MIN_DELAY_MS;
  return Math.max(MIN_DELAY_MS, Math.floor(remaining * fraction));
}
