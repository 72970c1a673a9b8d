/**
 * A burst of logins (each one a 128 MiB scrypt hash) against the real user handler and engines:
 * hashing is bounded, the queue past its length answers 429 with Retry-After at once and before any
 * engine work, and a logged-in student's requests keep being answered meanwhile.
 */
import { describe, expect, it } from 'vitest';
import { handler } from '../../functions/user/handler';
import { BUSY_RETRY_SECONDS, HASH_QUEUE, HASH_SLOTS, hashLoad } from '../../functions/user/hash-slots';
import { ACCOUNT_COUNTER, readWindow } from '../../functions/user/lockout-store';
import { ApiClient } from './support/client';
import { loggedIn, randomEmail, verifiedStudent } from './support/fixtures';

/** Attempts an email's account-wide login counter holds (0 when it has none). */
const attemptsTaken = async (email: string): Promise<number> =>
  (await readWindow(email, ACCOUNT_COUNTER))?.attempts ?? 0;

describe('a burst of logins', () => {
  it('runs a bounded number of hashes, refuses the overflow with 429, and check-access keeps answering', async () => {
    const { email } = await verifiedStudent(handler);
    const student = await loggedIn(handler, email);
    let mostRunning = 0;
    const sample = setInterval(() => (mostRunning = Math.max(mostRunning, hashLoad().running)), 5);
    const burst = 40;
    const emails = Array.from({ length: burst }, () => randomEmail());
    const logins = emails.map(async (email, i) => {
      const browser = await new ApiClient(handler, `198.51.100.${i + 1}`).prime();
      return browser.post('/api/user/login', { email, password: 'some-password-1' });
    });
    const checks = Array.from({ length: 10 }, () => student.get('/api/user/check-access'));
    const [loginAnswers, checkAnswers] = await Promise.all([Promise.all(logins), Promise.all(checks)]);
    clearInterval(sample);

    expect(checkAnswers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const statuses = loginAnswers.map((a) => a.status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    const busy = loginAnswers.filter((a) => a.status === 429);
    expect(busy.length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(HASH_SLOTS + HASH_QUEUE);
    for (const answer of busy) {
      expect(answer.body).toEqual({
        message: 'The site is busy right now. Please try again in a few seconds.',
        code: 'user.busy',
        retryAfterSeconds: BUSY_RETRY_SECONDS,
      });
      expect(answer.headers['retry-after']).toBe(String(BUSY_RETRY_SECONDS));
    }
    // A login refused past the queue did no engine work: it reserved no attempt for its email.
    const counters = await Promise.all(emails.map((email) => attemptsTaken(email)));
    statuses.forEach((status, i) => expect(counters[i]).toBe(status === 401 ? 1 : 0));
    expect(mostRunning).toBeLessThanOrEqual(HASH_SLOTS);
    expect(hashLoad()).toEqual({ running: 0, waiting: 0 });
  }, 120_000);
});
