/**
 * Registration squatting against the real handlers and engines: how many registrations one client
 * address may start, and an unverified registration's hold on an email or NIC against the real
 * owner's verified one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../functions/user/handler';
import * as password from '../../functions/user/password';
import { REGISTRATIONS_PER_CLIENT } from '../../functions/user/registration';
import { ApiClient } from './support/client';
import { registration } from './support/fixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('registrations per client address', () => {
  it('30 an hour from one address pass (a school shares one); the next is 429 with a code; others are not affected', async () => {
    // The count is what this is about, not the hash: thirty 128 MiB hashes would only make it slow.
    vi.spyOn(password, 'hashPassword').mockResolvedValue('not-a-real-hash');
    const school = await new ApiClient(handler, '198.51.100.150').prime();
    expect(REGISTRATIONS_PER_CLIENT.maxAttempts).toBe(30);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => school.post('/api/user/createUser', registration())),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(201));

    const refused = await school.post('/api/user/createUser', registration());
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('user.registrationLimit');
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(50 * 60);

    const elsewhere = await new ApiClient(handler, '198.51.100.151').prime();
    expect((await elsewhere.post('/api/user/createUser', registration())).status).toBe(201);
  });
});
