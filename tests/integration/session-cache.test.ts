/**
 * The short positive session cache (functions/domain/sessions/session-cache.ts) against the real engines:
 * every write this instance makes to a session or an account is seen by the very next request
 * (logout, login over an old cookie, suspension, access toggles, account deletion), while a change
 * made behind its back (another instance, here a direct table write) is served stale by check-auth
 * for at most SESSION_CACHE_TTL_MS, and never by an endpoint that grants something. The handlers' clock is frozen, so "within the ttl" never depends on speed.
 */
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as mediaHandler } from '../../functions/media/handler';
import { clock } from '../../functions/shared/clock';
import { dynamo } from '../../functions/shared/dynamo';
import type { CheckAccessResponse, CheckAuthResponse } from '../../functions/shared/schemas';
import { SESSION_CACHE_TTL_MS } from '../../functions/domain/sessions/session-cache';
import { newSessionItem, newSessionToken, tokenHash } from '../../functions/domain/sessions/sessions';
import { userKey, usersTable } from '../../functions/domain/sessions/account';
import { handler as userHandler } from '../../functions/user/handler';
import type { ApiClient, Handler } from './support/client';
import { adminBrowser, loggedIn, PASSWORD, verifiedStudent } from './support/fixtures';
import { createIsolatedBuckets } from './support/media';
import { idOf } from './support/roles';

const api: Handler = (event) => (event.rawPath.startsWith('/api/aws/') ? mediaHandler(event) : userHandler(event));

let admin: ApiClient;
let frozenAt = 0;

beforeAll(async () => {
  await createIsolatedBuckets(['Theory']);
  admin = await adminBrowser(api);
});

beforeEach(() => {
  // Each test starts a ttl past the last one's clock, so nothing an earlier test cached is still fresh.
  frozenAt = Math.max(Date.now(), frozenAt) + SESSION_CACHE_TTL_MS;
  vi.spyOn(clock, 'now').mockImplementation(() => frozenAt);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const auth = async (browser: ApiClient) => (await browser.get<CheckAuthResponse>('/api/user/check-auth')).body;

/** A new student, logged in, whose session is already in the cache. */
async function cachedStudent(): Promise<{ browser: ApiClient; email: string; id: string }> {
  const { browser, email } = await verifiedStudent(api, { fullName: 'Cache Student' });
  expect((await auth(browser)).isLoggedIn).toBe(true);
  return { browser, email, id: await idOf(email) };
}

describe('writes in this instance are seen at once', () => {
  it('logout: another browser holding the same cookie is logged out too', async () => {
    const { browser } = await cachedStudent();
    const copy = browser.fork();
    expect((await auth(copy)).isLoggedIn).toBe(true);
    expect((await browser.post('/api/user/logout')).status).toBe(200);
    expect(await auth(copy)).toEqual({ isLoggedIn: false, user: null });
    expect((await copy.get('/api/aws/getTheoryVideos/all')).status).toBe(401);
  });

  it('a login over an old cookie ends the old session for everyone holding it', async () => {
    const { browser, email } = await cachedStudent();
    const copy = browser.fork();
    expect((await browser.post('/api/user/login', { email, password: PASSWORD })).status).toBe(200);
    expect((await auth(copy)).isLoggedIn).toBe(false);
    expect((await auth(browser)).isLoggedIn).toBe(true);
  });

  it('an access toggle: check-access and the gated list follow each flip', async () => {
    const { browser, id } = await cachedStudent();
    const access = async () => (await browser.get<CheckAccessResponse>('/api/user/check-access')).body.access.theory;
    expect(await access()).toBe(false);
    expect((await browser.get('/api/aws/getTheoryVideos/all')).status).toBe(403);
    expect((await admin.put('/api/user/toggleAccess', { id, field: 'theoryAccess' })).body).toEqual({ newValue: true });
    expect(await access()).toBe(true);
    expect((await auth(browser)).user?.access.theory).toBe(true);
    expect((await browser.get('/api/aws/getTheoryVideos/all')).status).toBe(200);
    expect((await admin.put('/api/user/toggleAccess', { id, field: 'theoryAccess' })).body).toEqual({
      newValue: false,
    });
    expect(await access()).toBe(false);
    expect((await browser.get('/api/aws/getTheoryVideos/all')).status).toBe(403);
  });

  it('suspension logs the student out at once; reactivation needs a new login', async () => {
    const { browser, email, id } = await cachedStudent();
    expect((await admin.put('/api/user/changeState', { id, state: 'suspended' })).status).toBe(200);
    expect((await auth(browser)).isLoggedIn).toBe(false);
    expect((await admin.put('/api/user/changeState', { id, state: 'active' })).status).toBe(200);
    expect((await auth(await loggedIn(api, email))).isLoggedIn).toBe(true);
  });

  it('account deletion logs the student out at once', async () => {
    const { browser, id } = await cachedStudent();
    expect((await admin.delete(`/api/user/deleteUser/${id}`)).status).toBe(200);
    expect(await auth(browser)).toEqual({ isLoggedIn: false, user: null });
  });
});

describe('changes made elsewhere (another instance) are served stale for at most the ttl', () => {
  it('a session deleted behind the cache', async () => {
    const { browser } = await cachedStudent();
    const token = browser.cookie('session') ?? '';
    await dynamo.send(
      new DeleteCommand({ TableName: usersTable(), Key: { pk: `SESSION#${tokenHash(token)}`, sk: 'SESSION' } }),
    );
    frozenAt += SESSION_CACHE_TTL_MS - 1;
    expect((await auth(browser)).isLoggedIn).toBe(true);
    // Only check-auth's answer is cached: what grants something reads the session afresh.
    expect((await browser.get('/api/user/check-access')).status).toBe(401);
    expect((await browser.get('/api/aws/getPastPaperMarking/PastPaperMarking')).status).toBe(401);
    frozenAt += 1;
    expect(await auth(browser)).toEqual({ isLoggedIn: false, user: null });
  });

  it('an account suspended behind the cache', async () => {
    const { browser, id } = await cachedStudent();
    await dynamo.send(
      new UpdateCommand({
        TableName: usersTable(),
        Key: userKey(id),
        UpdateExpression: 'SET #state = :suspended',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':suspended': 'suspended' },
      }),
    );
    expect((await auth(browser)).isLoggedIn).toBe(true);
    expect((await browser.get('/api/user/check-access')).status).toBe(401);
    frozenAt += SESSION_CACHE_TTL_MS;
    expect((await auth(browser)).isLoggedIn).toBe(false);
  });

  it('"not logged in" is never kept: a new session works on its first request', async () => {
    const { email } = await cachedStudent();
    const browser = await loggedIn(api, email);
    expect((await auth(browser)).isLoggedIn).toBe(true);
  });

  it('a cached session is refused the moment it expires, within the ttl', async () => {
    const { browser, id } = await cachedStudent();
    // A session one second from its end (as if created 14 days ago), cached by its first use.
    const token = newSessionToken(id);
    const item = { ...newSessionItem(token, id, frozenAt), expiresAt: frozenAt + 1000 };
    await dynamo.send(new PutCommand({ TableName: usersTable(), Item: item }));
    browser.setCookie('session', token);
    expect((await auth(browser)).isLoggedIn).toBe(true);
    frozenAt += 1000;
    expect((await auth(browser)).isLoggedIn).toBe(false);
  });
});
