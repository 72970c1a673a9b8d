/**
 * The wait between a phone's reconnects or answer retries. On its own, without the site's texts, so
 * that the bench's simulated phones follow the very same schedule.
 */
export const BACKOFF_FIRST_MS = 500;
export const BACKOFF_CAP_MS = 8000;

/**
 * The wait before retry number `attempt` (0-based): doubling from half a second up to eight, and
 * a random half of it added or not ("equal jitter"), so two thousand phones cut off by the same
 * glitch do not all come back in the same instant.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, attempt));
  return ceiling / 2 + random() * (ceiling / 2);
}
