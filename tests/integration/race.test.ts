/**
 * Uniqueness and consistency under concurrency, against the real engines:
 * - 50 parallel registrations of one email → one account, one claim, one code, one mail;
 *   50 parallel registrations of one NIC (50 different emails) → one account, the losers' emails free;
 * - 50 parallel likes by one user → one like, and the user's page says liked;
 * - parallel toggles of one access flag → the answers are exactly the values of that many flips
 *   made one after another, and the stored flag is the last of them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { tables } from '../../functions/shared/resources';
import { dynamo } from '../../functions/shared/dynamo';
import type { LikeResponse, VideoMetaView } from '../../functions/shared/schemas';
import { getClaim } from '../../functions/user/claims';
import { handler } from '../../functions/user/handler';
import { getUser } from '../../functions/domain/sessions/account';
import { ApiClient } from './support/client';
import { adminBrowser, loggedIn, randomEmail, randomNic, registration, verifiedStudent } from './support/fixtures';
import { mailsTo } from './support/mail';
import { contentApi, createIsolatedBuckets, seedVideo } from './support/media';

const PARALLEL = 50;

/** Every item of this file's users table (pk, sk and the rest). */
async function usersTableItems(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new ScanCommand({
        TableName: process.env[tables.users.envVar],
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

async function raceRegistrations(bodies: ReturnType<typeof registration>[]) {
  const browsers = await Promise.all(bodies.map(() => new ApiClient(handler).prime()));
  return Promise.all(browsers.map((browser, i) => browser.post('/api/user/createUser', bodies[i])));
}

describe('parallel registrations', () => {
  it(`${PARALLEL}× the same email: one 201, ${PARALLEL - 1}× 409, one account, one claim, one code, one mail`, async () => {
    const email = randomEmail('race');
    const responses = await raceRegistrations(
      Array.from({ length: PARALLEL }, () => registration({ email, idNo: randomNic() })),
    );

    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    const conflicts = responses.filter((r) => r.status === 409);
    expect(conflicts).toHaveLength(PARALLEL - 1);
    for (const conflict of conflicts)
      expect(conflict.body).toEqual({ message: 'An account with this email already exists.', code: 'user.emailTaken' });
    expect(responses.filter((r) => r.setCookies.some((c) => c.startsWith('pending_reg=')))).toHaveLength(1);

    const items = await usersTableItems();
    const accounts = items.filter((item) => item.sk === 'PROFILE' && item.email === email);
    expect(accounts).toHaveLength(1);
    const userId = accounts[0]?.id;
    expect((await getClaim('EMAIL', email))?.userId).toBe(userId);
    // The NIC claims the losers took on the way were released: only the winner's remains.
    const nicClaims = items.filter(
      (item) => item.sk === 'CLAIM' && String(item.pk).startsWith('NIC#') && item.userId !== undefined,
    );
    expect(
      nicClaims.filter((claim) => !items.some((item) => item.sk === 'PROFILE' && item.id === claim.userId)),
    ).toEqual([]);
    expect(items.filter((item) => item.sk === 'OTP' && item.pk === `USER#${String(userId)}`)).toHaveLength(1);
    expect(
      items.filter(
        (item) => item.sk === 'OTP' && !items.some((p) => p.sk === 'PROFILE' && `USER#${String(p.id)}` === item.pk),
      ),
    ).toEqual([]);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it(`${PARALLEL}× the same NIC with ${PARALLEL} emails: one 201, ${PARALLEL - 1}× 409, one account, and the losers' emails stay free`, async () => {
    const idNo = randomNic();
    const bodies = Array.from({ length: PARALLEL }, () => registration({ idNo }));
    const responses = await raceRegistrations(bodies);

    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    const conflicts = responses.filter((r) => r.status === 409);
    expect(conflicts).toHaveLength(PARALLEL - 1);
    for (const conflict of conflicts)
      expect(conflict.body).toEqual({
        message: 'An account with this ID number already exists.',
        code: 'user.nicTaken',
      });

    const items = await usersTableItems();
    const emails = new Set(bodies.map((body) => body.email));
    const accounts = items.filter((item) => item.sk === 'PROFILE' && emails.has(String(item.email)));
    expect(accounts).toHaveLength(1);
    expect((await getClaim('NIC', idNo))?.userId).toBe(accounts[0]?.id);
    const winner = bodies[responses.findIndex((r) => r.status === 201)];
    expect(accounts[0]?.email).toBe(winner?.email);

    // The email claims taken on the way were released: those people can register with another NIC.
    for (const body of bodies) if (body !== winner) expect(await getClaim('EMAIL', body.email)).toBeNull();
    const loser = bodies[responses.findIndex((r) => r.status === 409)];
    if (!loser) throw new Error('no losing registration');
    expect(await mailsTo(loser.email)).toEqual([]);
    const retry = await (
      await new ApiClient(handler).prime()
    ).post('/api/user/createUser', { ...loser, idNo: randomNic() });
    expect(retry.status).toBe(201);
  });
});

describe('parallel likes', () => {
  const TITLE = 'Race Likes';
  const like = `/api/videoMeta/likeVideo/${encodeURIComponent(TITLE)}`;
  const meta = `/api/videoMeta/getVideoByTitle/${encodeURIComponent(TITLE)}`;
  let student: { email: string; browser: ApiClient };
  let other: ApiClient;

  beforeAll(async () => {
    await createIsolatedBuckets(['free']);
    await seedVideo('free', TITLE);
    student = await verifiedStudent(contentApi, { fullName: 'Kasun Perera' });
    other = (await verifiedStudent(contentApi, { fullName: 'Amal Silva' })).browser;
  });

  it(`${PARALLEL} parallel likes by one user (two sessions) make one like; the user's page says liked`, async () => {
    const secondSession = await loggedIn(contentApi, student.email);
    const sessions = [student.browser, secondSession];
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => sessions[i % 2]!.post<LikeResponse>(like, { liked: true })),
    );
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: { likes: 1, liked: true } });

    expect((await student.browser.get<VideoMetaView>(meta)).body).toMatchObject({ likes: 1, liked: true });
    expect((await secondSession.get<VideoMetaView>(meta)).body).toMatchObject({ likes: 1, liked: true });
    expect((await other.get<VideoMetaView>(meta)).body).toMatchObject({ likes: 1, liked: false });
  });

  it(`${PARALLEL} parallel likes by two users count each once; then parallel unlikes by one remove only that like`, async () => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        (i % 2 === 0 ? student.browser : other).post<LikeResponse>(like, { liked: true }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200 && answer.body.liked)).toBe(true);
    expect((await other.get<VideoMetaView>(meta)).body).toMatchObject({ likes: 2, liked: true });

    const unlikes = await Promise.all(
      Array.from({ length: PARALLEL }, () => other.post<LikeResponse>(like, { liked: false })),
    );
    expect(unlikes.every((answer) => answer.status === 200 && !answer.body.liked)).toBe(true);
    expect((await other.get<VideoMetaView>(meta)).body).toMatchObject({ likes: 1, liked: false });
    expect((await student.browser.get<VideoMetaView>(meta)).body).toMatchObject({ likes: 1, liked: true });
  });
});

describe('parallel toggles of one access flag', () => {
  let admin: ApiClient;
  let student: ApiClient;
  let id: string;

  beforeAll(async () => {
    admin = await adminBrowser(handler);
    const account = await verifiedStudent(handler);
    student = account.browser;
    const claim = await getClaim('EMAIL', account.email);
    if (!claim) throw new Error('no account');
    id = claim.userId;
  });

  const paperAccess = async (): Promise<boolean> =>
    (await student.get<{ access: { paper: boolean } }>('/api/user/check-access')).body.access.paper;
  const storedFlips = async (): Promise<number> => (await getUser(id))?.paperAccessFlips ?? 0;

  /**
   * Each toggle is one atomic increment of a flip counter (odd = granted) and answers the value it
   * wrote, so n parallel toggles from `start` must answer exactly the values of n flips made one
   * after another — start toggled once, twice, … n times — whatever order they land in. The last
   * flip applied is the one that took the counter to its final value; the stored flag is its value.
   */
  it.each([
    [PARALLEL, false],
    [PARALLEL - 1, false],
    [PARALLEL, true],
    [PARALLEL - 1, true],
  ])(
    '%i toggles from %s: the answers are those of sequential flips and the stored flag is the last',
    async (n, start) => {
      if ((await paperAccess()) !== start)
        expect((await admin.put('/api/user/toggleAccess', { id, field: 'paperAccess' })).body).toEqual({
          newValue: start,
        });
      const flipsBefore = await storedFlips();

      const answers = await Promise.all(
        Array.from({ length: n }, () =>
          admin.put<{ newValue: boolean }>('/api/user/toggleAccess', { id, field: 'paperAccess' }),
        ),
      );
      expect(answers.every((answer) => answer.status === 200)).toBe(true);

      const sequential = Array.from({ length: n }, (_, i) => (i % 2 === 0 ? !start : start));
      const count = (values: boolean[], value: boolean) => values.filter((v) => v === value).length;
      const answered = answers.map((answer) => answer.body.newValue);
      expect([count(answered, true), count(answered, false)]).toEqual([
        count(sequential, true),
        count(sequential, false),
      ]);

      // Every toggle was applied exactly once, and the stored flag is what the n-th flip wrote.
      expect(await storedFlips()).toBe(flipsBefore + n);
      const last = sequential.at(-1);
      expect(answered).toContain(last);
      expect(await paperAccess()).toBe(last);
      expect(((await getUser(id))?.paperAccessFlips ?? 0) % 2 === 1).toBe(last);
    },
  );
});
