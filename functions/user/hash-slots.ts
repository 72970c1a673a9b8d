/**
 * Password hashing is the one thing a caller can make the server do that costs 128 MiB and a libuv
 * thread for a good part of a second. Unbounded, a burst of logins takes every thread and the memory
 * that other requests (and, locally, the embedded engines) need. So at most HASH_SLOTS hashes run at
 * once per process, a short queue waits for a slot, and anything past the queue is told to come back.
 * A caller puts the engine work that only serves the hash in the slot too (a login's counters and
 * lookup): queued requests then add nothing to the engines' backlog, which other students wait behind.
 */
import { TooManyRequests } from '../shared/errors';
import { userTexts } from '../shared/schemas';

/** Hashes running at once: two leave the rest of the thread pool (four by default) to everything else. */
export const HASH_SLOTS = 2;
/** Requests waiting for a slot; past this a login answers 429 at once instead of waiting seconds. */
export const HASH_QUEUE = 12;
/** What a refused caller is told to wait: the queue drains in well under this. */
export const BUSY_RETRY_SECONDS = 3;

let running = 0;
const waiting: (() => void)[] = [];

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

/** Runs `work` in a hashing slot, waiting in the queue if need be; 429 when the queue is full. */
export async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < HASH_SLOTS) running += 1;
  else if (waiting.length >= HASH_QUEUE) throw new TooManyRequests(userTexts.busy, BUSY_RETRY_SECONDS);
  // A released slot passes straight to the next waiter, so `running` stays as it is.
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    release();
  }
}

/** For tests and the bench: how many hashes run and wait now. */
export const hashLoad = (): { running: number; waiting: number } => ({ running, waiting: waiting.length });
