/**
 * Waiting to assert: expect.poll at the interval every poll uses (./poll.ts) and a timeout for a busy
 * two-core machine (vitest's default is one second): pages load lazily, a video has to buffer before
 * it plays, a job runs in the background. `await eventually(() => read()).toBe(expected)`.
 */
import { expect } from 'vitest';
import { POLL } from './poll';

export const eventually = <T>(read: () => Promise<T> | T, timeoutMs: number = POLL.timeoutMs) =>
  expect.poll(read, { timeout: timeoutMs, interval: POLL.intervalMs });
