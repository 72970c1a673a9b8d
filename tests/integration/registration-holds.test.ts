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
import { advanceClock, randomNic, registered, registration } from './support/fixtures';
import { latestCode } from './support/mail';
import { getClaim } from '../../functions/user/claims';
import { getUser } from '../../functions/domain/sessions/account';
import { canonicalNic } from '../../functions/shared/schemas';

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

describe("an unverified registration's hold", () => {
  it("does not keep the real owner out: a minute later the owner registers the NIC, verifies and wins; the squatter's registration ends", async () => {
    const nic = randomNic();
    const squatter = await registered(handler, { idNo: nic });
    const owner = await new ApiClient(handler).prime();
    const ownerForm = registration({ idNo: nic });
    // Under a minute old the hold refuses, so a form sent twice makes one account.
    const early = await owner.post('/api/user/createUser', ownerForm);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('user.nicTaken');

    advanceClock(61_000);
    expect((await owner.post('/api/user/createUser', ownerForm)).status).toBe(201);
    const ownerCode = await latestCode(ownerForm.email.toLowerCase());
    expect((await owner.post('/api/user/verifyUser', { code: ownerCode })).status).toBe(200);
    expect((await owner.get('/api/user/check-auth')).body.isLoggedIn).toBe(true);

    const late = await squatter.browser.post('/api/user/verifyUser', { code: await latestCode(squatter.email) });
    expect(late.status).toBe(401);
    // The NIC is the owner's now: a new registration of it is refused for good.
    const again = await (
      await new ApiClient(handler).prime()
    ).post('/api/user/createUser', registration({ idNo: nic }));
    expect(again.body.code).toBe('user.nicTaken');
  });

  it('a new registration of the same email replaces the hold at once; the old code and cookie stop working', async () => {
    const first = await registered(handler);
    const oldCode = await latestCode(first.email);
    advanceClock(61_000);
    const second = await new ApiClient(handler).prime();
    expect((await second.post('/api/user/createUser', registration({ email: first.email }))).status).toBe(201);
    expect((await first.browser.get('/api/user/pendingRegistration')).body).toEqual({ waiting: false, email: null });
    expect((await first.browser.post('/api/user/verifyUser', { code: oldCode })).status).toBe(401);
    const newCode = await latestCode(first.email);
    expect((await second.post('/api/user/verifyUser', { code: newCode })).status).toBe(200);
  });

  it('when the holder and the newcomer verify at once, exactly one account gets the NIC', async () => {
    const nic = randomNic();
    const holder = await registered(handler, { idNo: nic });
    advanceClock(61_000);
    const newcomer = await registered(handler, { idNo: nic });
    const idOf = (browser: ApiClient) => (browser.cookie('pending_reg') ?? '').split('.')[0];
    const ids = [idOf(holder.browser), idOf(newcomer.browser)];
    const codes = await Promise.all([latestCode(holder.email), latestCode(newcomer.email)]);
    const answers = await Promise.all([
      holder.browser.post('/api/user/verifyUser', { code: codes[0] }),
      newcomer.browser.post('/api/user/verifyUser', { code: codes[1] }),
    ]);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 401 || s === 409)).toHaveLength(1);
    const claim = await getClaim('NIC', canonicalNic(nic));
    expect(claim?.userId).toBe(ids[statuses[0] === 200 ? 0 : 1]);
    expect((await getUser(claim?.userId ?? ''))?.verified).toBe(true);
  });
});
