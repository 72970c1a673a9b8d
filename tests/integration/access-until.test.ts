/**
 * Access that runs out: a flag granted until a date opens its content until then and nothing after,
 * by the server's clock, on every check that reads it (check-access, the video lists, streamAccess
 * and the admin's user list), and a media cookie never outlives it. The admin's toggle still grants
 * for good. Dates are written straight onto the account, as a fee approval will write them.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { untilAttribute, usersTable, userKey } from '../../functions/domain/sessions/account';
import { clock } from '../../functions/shared/clock';
import { dynamo } from '../../functions/shared/dynamo';
import type { AccessField, CheckAccessResponse, StreamAccess, UsersPage } from '../../functions/shared/schemas';
import type { ApiClient, Handler } from './support/client';
import { adminBrowser } from './support/fixtures';
import { allGroupsGateway } from './support/gateway';
import { studentWith } from './support/roles';

const HOUR = 60 * 60 * 1000;

let api: Handler;
let admin: ApiClient;
// The e2e project's global setup shortens media cookies for every project of a full run: this file
// needs a lifetime longer than the access it cuts short.
const savedCookieSeconds = process.env.MEDIA_COOKIE_SECONDS;

beforeAll(async () => {
  process.env.MEDIA_COOKIE_SECONDS = '3600';
  api = await allGroupsGateway();
  admin = await adminBrowser(api);
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(() => {
  if (savedCookieSeconds === undefined) delete process.env.MEDIA_COOKIE_SECONDS;
  else process.env.MEDIA_COOKIE_SECONDS = savedCookieSeconds;
});

async function grantUntil(id: string, field: AccessField, until: number): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: usersTable(),
      Key: userKey(id),
      UpdateExpression: 'SET #until = :until',
      ExpressionAttributeNames: { '#until': untilAttribute(field) },
      ExpressionAttributeValues: { ':until': until },
    }),
  );
}

const listed = async (id: string) =>
  (await admin.get<UsersPage>('/api/user/getAllUsers', { query: { limit: '100' } })).body.users.find(
    (user) => user._id === id,
  );

describe('a flag granted until a date', () => {
  it('opens Theory until then, and nothing after, by the server clock', async () => {
    const student = await studentWith(api, admin, ['theoryAccess', 'paperAccess'], 'paid theory');
    const until = Date.now() + 2 * HOUR;
    await grantUntil(student.id, 'theoryAccess', until);

    const before = await student.browser.get<CheckAccessResponse>('/api/user/check-access');
    expect(before.body.access).toMatchObject({ theory: true, paper: true });
    // Paper was the admin's own grant: it never runs out, so it has no date.
    expect(before.body.accessUntil).toEqual({ theoryAccess: new Date(until).toISOString() });
    expect((await student.browser.get('/api/aws/getVideos/Theory')).status).toBe(200);
    expect(await listed(student.id)).toMatchObject({
      theoryAccess: true,
      accessUntil: { theoryAccess: new Date(until).toISOString() },
    });

    vi.spyOn(clock, 'now').mockReturnValue(until);
    const after = await student.browser.get<CheckAccessResponse>('/api/user/check-access');
    expect(after.body).toEqual({
      access: { revision: false, theory: false, practical: false, paper: true, revisionTute: false },
      accessUntil: {},
    });
    expect((await student.browser.get('/api/aws/getVideos/Theory')).status).toBe(403);
    expect((await student.browser.get('/api/aws/streamAccess/Theory')).status).toBe(403);
    expect((await student.browser.get('/api/aws/getVideos/Paper')).status).toBe(200);
    expect(await listed(student.id)).toMatchObject({ theoryAccess: false, paperAccess: true, accessUntil: {} });
  });

  it('gives media cookies that end with the access, not after it', async () => {
    const student = await studentWith(api, admin, ['theoryAccess'], 'ending soon');
    const now = Date.now();
    const until = now + 10 * 60 * 1000;
    await grantUntil(student.id, 'theoryAccess', until);
    vi.spyOn(clock, 'now').mockReturnValue(now);

    const access = await student.browser.get<StreamAccess>('/api/aws/streamAccess/Theory');
    expect(access.status).toBe(200);
    expect(access.body.expiresAt).toBe(new Date(Math.floor(until / 1000) * 1000).toISOString());
    const seconds = Math.floor(until / 1000) - Math.floor(now / 1000);
    for (const line of access.setCookies.filter((cookie) => cookie.startsWith('CloudFront-')))
      expect(line).toContain(`Max-Age=${seconds}`);
  });

  it("is turned on for good by the admin's toggle once it has run out, and off by the next", async () => {
    const student = await studentWith(api, admin, ['theoryAccess'], 'lapsed');
    const until = Date.now() - 1000;
    await grantUntil(student.id, 'theoryAccess', until);
    expect((await student.browser.get<CheckAccessResponse>('/api/user/check-access')).body.access.theory).toBe(false);

    // The admin sees it off, so a toggle means "on": on, with no end.
    const on = await admin.put('/api/user/toggleAccess', { id: student.id, field: 'theoryAccess' });
    expect(on.body).toEqual({ newValue: true });
    const granted = await student.browser.get<CheckAccessResponse>('/api/user/check-access');
    expect(granted.body.access.theory).toBe(true);
    expect(granted.body.accessUntil).toEqual({});
    // Well past the old date (within the session's own lifetime): still open.
    vi.spyOn(clock, 'now').mockReturnValue(until + 3 * HOUR);
    expect((await student.browser.get('/api/aws/getVideos/Theory')).status).toBe(200);
    vi.restoreAllMocks();

    const off = await admin.put('/api/user/toggleAccess', { id: student.id, field: 'theoryAccess' });
    expect(off.body).toEqual({ newValue: false });
    expect((await student.browser.get('/api/aws/getVideos/Theory')).status).toBe(403);
  });
});
