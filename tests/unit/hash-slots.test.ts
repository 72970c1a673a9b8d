import { describe, expect, it } from 'vitest';
import { HASH_QUEUE, HASH_SLOTS, hashLoad, inHashSlot } from '../../functions/user/hash-slots';

/** A piece of work that finishes when the test says so. */
function pending() {
  let finish = () => {};
  const started = { value: false };
  const work = () =>
    new Promise<void>((resolve) => {
      started.value = true;
      finish = resolve;
    });
  return { work, started, finish: () => finish() };
}

describe('hash slots', () => {
  it(`runs ${HASH_SLOTS} at once, queues ${HASH_QUEUE} in order, and refuses the rest with 429`, async () => {
    const jobs = Array.from({ length: HASH_SLOTS + HASH_QUEUE }, pending);
    const results = jobs.map((job) => inHashSlot(job.work));
    await Promise.resolve();
    expect(jobs.filter((job) => job.started.value)).toHaveLength(HASH_SLOTS);
    expect(hashLoad()).toEqual({ running: HASH_SLOTS, waiting: HASH_QUEUE });

    await expect(inHashSlot(async () => 'never')).rejects.toMatchObject({
      statusCode: 429,
      message: 'The site is busy right now. Please try again in a few seconds.',
    });

    // Finishing one starts the first in the queue, and only that one.
    jobs[0]!.finish();
    await results[0];
    await Promise.resolve();
    expect(jobs.map((job) => job.started.value).slice(0, HASH_SLOTS + 2)).toEqual([
      ...Array<boolean>(HASH_SLOTS + 1).fill(true),
      false,
    ]);
    for (const job of jobs) job.finish();
    for (let round = 0; round < jobs.length; round += 1) {
      for (const job of jobs) job.finish();
      await Promise.resolve();
    }
    await Promise.all(results);
    expect(hashLoad()).toEqual({ running: 0, waiting: 0 });
  });

  it('a failing hash frees its slot', async () => {
    await expect(inHashSlot(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(hashLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
