/**
 * Waiting for what happens in its own time (a transcode, a mail, a page settling), one way in every
 * test and in the bench: read again every `interval` ms until the value is accepted, and give up
 * after `timeout` ms — generous, because the suites share a two-core machine. Free of vitest, so the
 * bench shares it; tests that wait in order to assert use `eventually` (./eventually.ts), expect.poll
 * with the same interval.
 */

/** How often a poll reads again, and how long it waits by default. */
export const POLL = { intervalMs: 100, timeoutMs: 15_000 } as const;

export interface PollOptions<T> {
  timeoutMs?: number;
  intervalMs?: number;
  /** The error's message when time is up, from the last value read. */
  failure?: (last: T | undefined) => string;
}

/**
 * Reads until `done` accepts what was read, and returns it. An error thrown by `read` ends the wait
 * at once: a state that can never become the awaited one (a failed transcode) should fail fast.
 */
export async function pollUntil<T>(
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  { timeoutMs = POLL.timeoutMs, intervalMs = POLL.intervalMs, failure }: PollOptions<T> = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    last = await read();
    if (done(last)) return last;
    if (Date.now() > deadline) throw new Error(failure?.(last) ?? `Still waiting after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
