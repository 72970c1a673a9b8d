/** Uniqueness under concurrency: 20 parallel registrations of one email (or one NIC) → exactly one account. */
import { describe, expect, it } from 'vitest';
import type { UsersPage } from '../../functions/shared/schemas';
import { getClaim } from '../../functions/user/claims';
import { handler } from '../../functions/user/handler';
import { ApiClient } from './support/client';
import { adminBrowser, randomEmail, randomNic, registration } from './support/fixtures';
import { mailsTo } from './support/mail';

const PARALLEL = 20;

async function raceRegistrations(bodies: ReturnType<typeof registration>[]) {
  const browsers = await Promise.all(bodies.map(() => new ApiClient(handler).prime()));
  return Promise.all(browsers.map((browser, i) => browser.post('/api/user/createUser', bodies[i])));
}

async function studentsNamed(fullName: string) {
  const admin = await adminBrowser(handler);
  const page = await admin.get<UsersPage>('/api/user/getAllUsers', { query: { search: fullName, limit: '100' } });
  return page.body.users;
}

describe('parallel registrations', () => {
  it(`${PARALLEL}× the same email: one 201, ${PARALLEL - 1}× 409, one account, one mail`, async () => {
    const email = randomEmail('race');
    const fullName = `Race Email ${email.slice(5, 13)}`;
    const responses = await raceRegistrations(Array.from({ length: PARALLEL }, () => registration({ email, fullName, idNo: randomNic() })));

    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    const conflicts = responses.filter((r) => r.status === 409);
    expect(conflicts).toHaveLength(PARALLEL - 1);
    for (const conflict of conflicts) expect(conflict.body).toEqual({ message: 'An account with this email already exists.' });

    const accounts = await studentsNamed(fullName);
    expect(accounts).toHaveLength(1);
    expect((await getClaim('EMAIL', email))?.userId).toBe(accounts[0]?._id);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it(`${PARALLEL}× the same NIC: one 201, ${PARALLEL - 1}× 409, one account, and the losers' emails stay free`, async () => {
    const idNo = randomNic();
    const fullName = `Race Nic ${idNo}`;
    const bodies = Array.from({ length: PARALLEL }, () => registration({ idNo, fullName }));
    const responses = await raceRegistrations(bodies);

    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    const conflicts = responses.filter((r) => r.status === 409);
    expect(conflicts).toHaveLength(PARALLEL - 1);
    for (const conflict of conflicts) expect(conflict.body).toEqual({ message: 'An account with this ID number already exists.' });
    expect(await studentsNamed(fullName)).toHaveLength(1);

    // The email claims taken on the way were released: those people can register with another NIC.
    const loserIndex = responses.findIndex((r) => r.status === 409);
    const loser = bodies[loserIndex];
    if (!loser) throw new Error('no losing registration');
    expect(await getClaim('EMAIL', loser.email)).toBeNull();
    const retry = await (await new ApiClient(handler).prime()).post('/api/user/createUser', { ...loser, idNo: randomNic() });
    expect(retry.status).toBe(201);
  });
});
