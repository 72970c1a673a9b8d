/** Login, sessions, logout, the auth checks, anti-forgery and the login lockout against the real engines. */
import { randomBytes } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { usersTable } from '../../functions/domain/sessions/account';
import { newSessionItem } from '../../functions/domain/sessions/sessions';
import { clock } from '../../functions/shared/clock';
import { dynamo } from '../../functions/shared/dynamo';
import { handler } from '../../functions/user/handler';
import * as password from '../../functions/user/password';
import { ensureAdmin } from '../../functions/user/seed';
import { ApiClient, type Handler } from './support/client';
import { adminBrowser, advanceClock, loggedIn, PASSWORD, randomEmail, verifiedStudent } from './support/fixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

let studentEmail: string;

/**
 * The counters are what the ceiling tests are about, not the hash: a hundred 128 MiB hashes would
 * only make them slow, so the check compares with the fixtures' password.
 */
const fastPasswordCheck = () =>
  vi.spyOn(password, 'verifyPassword').mockImplementation((candidate) => Promise.resolve(candidate === PASSWORD));

beforeAll(async () => {
  ({ email: studentEmail } = await verifiedStudent(handler));
});

describe('POST /api/user/login', () => {
  it('answers the user and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const browser = await new ApiClient(handler).prime();
    const response = await browser.post('/api/user/login', { email: studentEmail.toUpperCase(), password: PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      user: { userName: 'kasunp', fullName: 'Kasun Perera', email: studentEmail, role: 'student', language: 'en' },
    });
    const cookie = response.setCookies.find((c) => c.startsWith('session='));
    expect(cookie).toMatch(/^session=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}; /);
    expect(cookie).toMatch(/Path=\/;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=1209600/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('401 with the same message for a wrong password and an unknown email', async () => {
    const browser = await new ApiClient(handler).prime();
    const wrong = await browser.post('/api/user/login', { email: studentEmail, password: 'not-the-password' });
    const unknown = await browser.post('/api/user/login', { email: randomEmail(), password: PASSWORD });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Wrong Username or Password', code: 'user.wrongCredentials' });
      expect(response.setCookies.some((c) => c.startsWith('session='))).toBe(false);
    }
  });

  it('400 for a missing or mistyped field', async () => {
    const browser = await new ApiClient(handler).prime();
    expect((await browser.post('/api/user/login', { email: studentEmail })).status).toBe(400);
    const typed = await browser.post('/api/user/login', { email: 42, password: PASSWORD });
    expect(typed.status).toBe(400);
    expect(typed.body).toEqual({ message: '*Enter a valid email address.', code: 'account.email' });
  });

  it('rotates the session: a new token on each login, the previous one ended', async () => {
    const browser = await loggedIn(handler, studentEmail);
    const first = browser.cookie('session') ?? '';
    await browser.post('/api/user/login', { email: studentEmail, password: PASSWORD });
    const second = browser.cookie('session') ?? '';
    expect(second).not.toBe(first);

    const old = await new ApiClient(handler).prime();
    old.setCookie('session', first);
    expect((await old.get('/api/user/check-auth')).body).toEqual({ isLoggedIn: false, user: null });
    expect((await browser.get('/api/user/check-auth')).body.isLoggedIn).toBe(true);
  });

  it('a token planted before login (session fixation) never becomes the new session', async () => {
    const attacker = await loggedIn(handler, studentEmail);
    const planted = attacker.cookie('session') ?? '';
    const victim = await verifiedStudent(handler, { fullName: 'Victim Student' });
    const browser = await new ApiClient(handler).prime();
    browser.setCookie('session', planted);
    // The anti-forgery token is bound to the session cookie the browser holds; the refusal hands out
    // the one for the planted cookie and the site's client tries once more (web/src/lib/api-client.ts).
    const credentials = { email: victim.email, password: PASSWORD };
    expect((await browser.post('/api/user/login', credentials)).status).toBe(403);
    expect((await browser.post('/api/user/login', credentials)).status).toBe(200);
    expect(browser.cookie('session')).not.toBe(planted);
    expect((await browser.get('/api/user/check-auth')).body).toMatchObject({
      isLoggedIn: true,
      user: { email: victim.email },
    });
    // Whoever holds the planted token is not logged in as the victim.
    const holder = await new ApiClient(handler).prime();
    holder.setCookie('session', planted);
    const seen = (await holder.get('/api/user/check-auth')).body as { user: { email?: string } | null };
    expect(seen.user?.email).not.toBe(victim.email);
  });

  it('locks the account from one address after 10 failures in 15 minutes — even the right password gets 429 — until the window passes', async () => {
    const { email } = await verifiedStudent(handler);
    const browser = await new ApiClient(handler, '198.51.100.7').prime();
    const failures = await Promise.all(
      Array.from({ length: 10 }, () => browser.post('/api/user/login', { email, password: 'wrong-password' })),
    );
    expect(failures.map((f) => f.status)).toEqual(Array(10).fill(401));

    const locked = await browser.post('/api/user/login', { email, password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(locked.body.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(locked.body.message).toBe('Too many failed logins. Try again in 15 minutes.');
    // Other accounts are not affected.
    expect((await browser.post('/api/user/login', { email: studentEmail, password: PASSWORD })).status).toBe(200);

    advanceClock(15 * 60_000 + 1000);
    expect((await browser.post('/api/user/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('50 parallel wrong guesses: at most 10 are checked against the password, the rest get 429', async () => {
    const { email } = await verifiedStudent(handler);
    const browser = await new ApiClient(handler, '198.51.100.8').prime();
    const checked = vi.spyOn(password, 'verifyPassword');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => browser.post('/api/user/login', { email, password: 'wrong-password' })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    expect(checked).toHaveBeenCalledTimes(10);
    // The right password among parallel wrong ones is no way round the count either.
    const mixed = await Promise.all([
      ...Array.from({ length: 7 }, () => browser.post('/api/user/login', { email, password: 'wrong-password' })),
      browser.post('/api/user/login', { email, password: PASSWORD }),
    ]);
    expect(mixed.map((a) => a.status)).toEqual(Array(8).fill(429));
  });

  it("a lock on one address does not stop the owner logging in from another (the attacker can't lock anyone out)", async () => {
    const { email } = await verifiedStudent(handler);
    const attacker = await new ApiClient(handler, '203.0.113.9').prime();
    for (let i = 0; i < 11; i += 1) await attacker.post('/api/user/login', { email, password: 'wrong-password' });
    expect((await attacker.post('/api/user/login', { email, password: PASSWORD })).status).toBe(429);
    const owner = await new ApiClient(handler, '192.0.2.44').prime();
    expect((await owner.post('/api/user/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('past 100 failures an hour the ceiling slows guessing instead of locking the owner out', async () => {
    const { email } = await verifiedStudent(handler);
    fastPasswordCheck();
    const guess = async (address: string, times: number) => {
      const guesser = await new ApiClient(handler, address).prime();
      return Promise.all(
        Array.from({ length: times }, () => guesser.post('/api/user/login', { email, password: 'wrong-password' })),
      );
    };
    // 9 addresses × 10 wrong guesses: each of those pairs is at its own limit.
    for (let net = 0; net < 9; net += 1)
      expect((await guess(`203.0.113.${net + 20}`, 10)).every((t) => t.status === 401)).toBe(true);
    // The owner logs in right five times meanwhile: those attempts are given back.
    const owner = await new ApiClient(handler, '192.0.2.45').prime();
    for (let i = 0; i < 5; i += 1)
      expect((await owner.post('/api/user/login', { email, password: PASSWORD })).status).toBe(200);
    // So a tenth address still gets all its 10 checked: 100 failures in all, the ceiling.
    expect((await guess('203.0.113.40', 10)).every((t) => t.status === 401)).toBe(true);
    // Every guessing address is refused for the rest of its window, the right password included…
    const attacker = await new ApiClient(handler, '203.0.113.40').prime();
    const refused = await attacker.post('/api/user/login', { email, password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('user.lockedOut');
    // …a fresh address gets one try, not ten…
    const fresh = await guess('203.0.113.41', 3);
    expect(fresh.map((t) => t.status).sort()).toEqual([401, 429, 429]);
    // …and the owner, from addresses that have not been failing, still gets in.
    expect((await owner.post('/api/user/login', { email, password: PASSWORD })).status).toBe(200);
    const school = await new ApiClient(handler, '192.0.2.46').prime();
    expect((await school.post('/api/user/login', { email, password: PASSWORD })).status).toBe(200);
  }, 180_000);

  it('10 addresses × 10 wrong passwords do not lock the owner out, the admin included', async () => {
    // An admin of its own, so the shared one's counters stay as other files expect them.
    const email = randomEmail('admin');
    await ensureAdmin(email, PASSWORD);
    fastPasswordCheck();
    for (let net = 0; net < 10; net += 1) {
      const guesser = await new ApiClient(handler, `198.18.7.${net + 1}`).prime();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => guesser.post('/api/user/login', { email, password: 'wrong-password' })),
      );
      expect(answers.every((a) => a.status === 401)).toBe(true);
    }
    // The attackers' addresses are still refused, whatever password they send…
    const again = await new ApiClient(handler, '198.18.7.1').prime();
    expect((await again.post('/api/user/login', { email, password: PASSWORD })).status).toBe(429);
    // …and the owner from a clean address gets in.
    const owner = await new ApiClient(handler, '192.0.2.77').prime();
    expect((await owner.post('/api/user/login', { email, password: PASSWORD })).status).toBe(200);
  }, 180_000);

  it('IPv6 clients count per /64: cycling addresses inside one prefix is one client', async () => {
    const { email } = await verifiedStudent(handler);
    for (let i = 0; i < 10; i += 1) {
      const guesser = await new ApiClient(handler, `2001:db8:aa:bb::${(i + 1).toString(16)}`).prime();
      expect((await guesser.post('/api/user/login', { email, password: 'wrong-password' })).status).toBe(401);
    }
    const next = await new ApiClient(handler, '2001:db8:aa:bb:ffff::1').prime();
    expect((await next.post('/api/user/login', { email, password: PASSWORD })).status).toBe(429);
    const elsewhere = await new ApiClient(handler, '2001:db8:aa:cc::1').prime();
    expect((await elsewhere.post('/api/user/login', { email, password: PASSWORD })).status).toBe(200);
  });
});

describe('sessions', () => {
  it('logout ends the session server side and clears the cookie', async () => {
    const browser = await loggedIn(handler, studentEmail);
    const token = browser.cookie('session') ?? '';
    const response = await browser.post('/api/user/logout');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Logged out' });
    expect(response.setCookies.find((c) => c.startsWith('session='))).toMatch(/Max-Age=0/);
    expect(browser.cookie('session')).toBeUndefined();

    // A copy of the cookie kept by an attacker is worthless now.
    const replay = await new ApiClient(handler).prime();
    replay.setCookie('session', token);
    expect((await replay.get('/api/user/check-auth')).body).toEqual({ isLoggedIn: false, user: null });
    expect((await replay.get('/api/user/check-access')).status).toBe(401);
  });

  it('logout also ends the session for other running handler instances (other Lambda containers)', async () => {
    // Another container of the user and media groups: fresh module instances that saw the session first.
    vi.resetModules();
    const { gateway } = await import('./support/gateway');
    const user = await import('../../functions/user/handler');
    const media = await import('../../functions/media/handler');
    const { userRouteKeys } = await import('../../functions/user/route-keys');
    const { mediaRouteKeys } = await import('../../functions/media/route-keys');
    const elsewhereClock = (await import('../../functions/shared/clock')).clock;
    const { SESSION_CACHE_TTL_MS } = await import('../../functions/domain/sessions/session-cache');
    const elsewhere = gateway([
      { routes: userRouteKeys, handler: user.handler as Handler },
      { routes: mediaRouteKeys, handler: media.handler as Handler },
    ]);
    const browser = await loggedIn(handler, studentEmail);
    const token = browser.cookie('session') ?? '';
    const other = new ApiClient(elsewhere);
    other.setCookie('session', token);
    other.setCookie('XSRF-TOKEN', browser.cookie('XSRF-TOKEN') ?? '');
    expect((await other.get('/api/user/check-auth')).body.isLoggedIn).toBe(true);
    expect((await other.get('/api/aws/getPastPaperMarking/PastPaperMarking')).status).not.toBe(401);

    expect((await browser.post('/api/user/logout')).status).toBe(200);
    // Everything that grants something reads the session afresh: refused at once everywhere.
    expect((await other.get('/api/user/check-access')).status).toBe(401);
    expect((await other.get('/api/aws/getPastPaperMarking/PastPaperMarking')).status).toBe(401);
    expect((await other.get('/api/user/check-admin')).status).toBe(401);
    // check-auth (opens nothing) may answer from that instance's cache, for at most its bound.
    vi.spyOn(elsewhereClock, 'now').mockImplementation(() => Date.now() + SESSION_CACHE_TTL_MS);
    expect((await other.get('/api/user/check-auth')).body).toEqual({ isLoggedIn: false, user: null });
  });

  it('logout without a session still answers 200', async () => {
    const browser = await new ApiClient(handler).prime();
    expect((await browser.post('/api/user/logout')).status).toBe(200);
  });

  it('a session expires after 14 days', async () => {
    const browser = await loggedIn(handler, studentEmail);
    advanceClock(13 * 24 * 3600_000);
    expect((await browser.get('/api/user/check-auth')).body.isLoggedIn).toBe(true);
    vi.restoreAllMocks();
    advanceClock(14 * 24 * 3600_000 + 1000);
    const token = browser.cookie('session') ?? '';
    const expired = await browser.get('/api/user/check-auth');
    expect(expired.body).toEqual({ isLoggedIn: false, user: null });
    // The stale cookie is cleared.
    expect(browser.cookie('session')).toBeUndefined();
    // Kept and sent anyway, it opens nothing.
    const replay = await new ApiClient(handler).prime();
    replay.setCookie('session', token);
    expect((await replay.get('/api/user/check-access')).status).toBe(401);
    expect((await replay.post('/api/user/logout')).status).toBe(200);
  });

  it('a garbage session cookie is simply "not logged in"', async () => {
    const browser = await new ApiClient(handler).prime();
    browser.setCookie('session', 'x'.repeat(5000));
    expect((await browser.get('/api/user/check-auth')).body).toEqual({ isLoggedIn: false, user: null });
  });
  it('a token edited to name another account opens nothing, not even its own session', async () => {
    const [student, admin] = await Promise.all([loggedIn(handler, studentEmail), adminBrowser(handler)]);
    const token = student.cookie('session') ?? '';
    const adminId = (admin.cookie('session') ?? '').split('.')[0] ?? '';
    const forged = await new ApiClient(handler).prime();
    forged.setCookie('session', `${adminId}.${token.split('.')[1] ?? ''}`);
    expect((await forged.get('/api/user/check-admin')).status).toBe(401);
    expect((await forged.get('/api/user/check-access')).status).toBe(401);
    expect((await student.get('/api/user/check-access')).status).toBe(200);
  });

  it('a session issued before tokens named their account still works', async () => {
    const student = await loggedIn(handler, studentEmail);
    const userId = (student.cookie('session') ?? '').split('.')[0] ?? '';
    const older = randomBytes(32).toString('base64url');
    await dynamo.send(new PutCommand({ TableName: usersTable(), Item: newSessionItem(older, userId, clock.now()) }));
    const browser = await new ApiClient(handler).prime();
    browser.setCookie('session', older);
    const access = await browser.get<{ user?: { email?: string } }>('/api/user/check-auth');
    expect(access.body).toMatchObject({ isLoggedIn: true, user: { email: studentEmail } });
    expect((await browser.get('/api/user/check-access')).status).toBe(200);
  });
});

describe('GET check-auth, check-access, check-admin', () => {
  it('check-auth for a visitor', async () => {
    const response = await new ApiClient(handler).get('/api/user/check-auth');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ isLoggedIn: false, user: null });
  });

  it('check-access: 401 for a visitor, the flags for a student', async () => {
    const visitor = await new ApiClient(handler).get('/api/user/check-access');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ message: 'Please log in.', code: 'session.loginRequired' });
    const student = await (await loggedIn(handler, studentEmail)).get('/api/user/check-access');
    expect(student.status).toBe(200);
    expect(student.body).toEqual({
      access: { revision: false, theory: false, practical: false, paper: false, revisionTute: false },
      accessUntil: {},
    });
  });

  it('check-admin: 401 visitor, 403 student, 200 admin', async () => {
    const visitor = await new ApiClient(handler).get('/api/user/check-admin');
    expect(visitor.status).toBe(401);
    const student = await (await loggedIn(handler, studentEmail)).get('/api/user/check-admin');
    expect(student.status).toBe(403);
    expect(student.body).toEqual({ message: 'Admins only.', code: 'session.adminsOnly' });
    const admin = await (await adminBrowser(handler)).get('/api/user/check-admin');
    expect(admin.status).toBe(200);
    expect(admin.body).toEqual({ isAdmin: true });
  });

  it('check-auth reports the admin role, and an admin has every access flag', async () => {
    const admin = await adminBrowser(handler);
    const response = await admin.get('/api/user/check-auth');
    const everything = { revision: true, theory: true, practical: true, paper: true, revisionTute: true };
    expect(response.body).toMatchObject({
      isLoggedIn: true,
      user: { role: 'admin', email: 'admin@engtech.local', access: everything },
    });
    expect((await admin.get('/api/user/check-access')).body).toEqual({ access: everything, accessUntil: {} });
  });
});

describe('anti-forgery (XSRF-TOKEN bound to the session)', () => {
  it('sets a readable XSRF-TOKEN cookie when the request has none, and only then', async () => {
    const browser = new ApiClient(handler);
    const first = await browser.get('/api/user/check-auth');
    const cookie = first.setCookies.find((c) => c.startsWith('XSRF-TOKEN='));
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/);
    const second = await browser.get('/api/user/check-auth');
    expect(second.setCookies.some((c) => c.startsWith('XSRF-TOKEN='))).toBe(false);
  });

  it('403 for a state-changing request without the header, with a wrong one, or without the cookie', async () => {
    const browser = await new ApiClient(handler).prime();
    const credentials = { email: studentEmail, password: PASSWORD };
    const missing = await browser.post('/api/user/login', credentials, { xsrf: 'omit' });
    const wrong = await browser.post('/api/user/login', credentials, { xsrf: 'A'.repeat(43) });
    const noCookie = await new ApiClient(handler).post('/api/user/login', credentials, { xsrf: 'A'.repeat(43) });
    for (const response of [missing, wrong, noCookie]) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'Invalid or missing anti-forgery token.', code: 'request.xsrf' });
      expect(response.setCookies.some((c) => c.startsWith('session='))).toBe(false);
    }
    // The refused request still hands out a token, so the client can retry.
    expect(noCookie.setCookies.some((c) => c.startsWith('XSRF-TOKEN='))).toBe(true);
    expect((await browser.post('/api/user/login', credentials)).status).toBe(200);
  });

  it("is bound to the session: another browser's token, or a planted matching pair, is refused", async () => {
    const student = await loggedIn(handler, studentEmail);
    const other = await loggedIn(handler, studentEmail);
    expect(student.cookie('XSRF-TOKEN')).not.toBe(other.cookie('XSRF-TOKEN'));
    // The other session's valid token, sent as this session's header.
    const borrowed = await student.post('/api/user/logout', undefined, { xsrf: other.cookie('XSRF-TOKEN') ?? '' });
    expect(borrowed.status).toBe(403);
    // A cookie and header of an attacker's own making (the plain double-submit weakness).
    const planted = 'P'.repeat(43);
    student.setCookie('XSRF-TOKEN', planted);
    expect((await student.post('/api/user/logout', undefined, { xsrf: planted })).status).toBe(403);
    expect((await student.get('/api/user/check-auth')).body.isLoggedIn).toBe(true);
  });

  it('rotates at login and at logout: the token from before no longer works', async () => {
    const browser = await new ApiClient(handler).prime();
    const visitorToken = browser.cookie('XSRF-TOKEN') ?? '';
    const login = await browser.post('/api/user/login', { email: studentEmail, password: PASSWORD });
    expect(login.status).toBe(200);
    const sessionToken = browser.cookie('XSRF-TOKEN') ?? '';
    expect(sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sessionToken).not.toBe(visitorToken);
    expect((await browser.post('/api/user/logout', undefined, { xsrf: visitorToken })).status).toBe(403);

    const logout = await browser.post('/api/user/logout');
    expect(logout.status).toBe(200);
    expect(browser.cookie('XSRF-TOKEN')).not.toBe(sessionToken);
    expect(
      (await browser.post('/api/user/login', { email: studentEmail, password: PASSWORD }, { xsrf: sessionToken }))
        .status,
    ).toBe(403);
    expect((await browser.post('/api/user/login', { email: studentEmail, password: PASSWORD })).status).toBe(200);
  });

  it("a browser whose token is stale gets the session's own on its next answer, even a refusal", async () => {
    const browser = await loggedIn(handler, studentEmail);
    const right = browser.cookie('XSRF-TOKEN');
    browser.setCookie('XSRF-TOKEN', 'stale-token-from-an-earlier-session');
    const refused = await browser.post('/api/user/logout');
    expect(refused.status).toBe(403);
    expect(browser.cookie('XSRF-TOKEN')).toBe(right);
    expect((await browser.post('/api/user/logout')).status).toBe(200);
  });

  it('applies to logout, registration and admin writes too', async () => {
    const student = await loggedIn(handler, studentEmail);
    expect((await student.post('/api/user/logout', undefined, { xsrf: 'omit' })).status).toBe(403);
    expect((await student.get('/api/user/check-auth')).body.isLoggedIn).toBe(true);
    expect((await student.post('/api/user/createUser', {}, { xsrf: 'omit' })).status).toBe(403);
    const admin = await adminBrowser(handler);
    expect(
      (await admin.put('/api/user/toggleAccess', { id: 'x', field: 'theoryAccess' }, { xsrf: 'omit' })).status,
    ).toBe(403);
    expect((await admin.delete('/api/user/deleteUser/x', { xsrf: 'omit' })).status).toBe(403);
  });
});

describe('GET /debug-cookies', () => {
  it('lists the names of the cookies received, never their values', async () => {
    const browser = await loggedIn(handler, studentEmail);
    const response = await browser.get('/debug-cookies');
    expect(response.status).toBe(200);
    expect([...(response.body.cookies as string[])].sort()).toEqual(['XSRF-TOKEN', 'session']);
    expect(response.rawBody).not.toContain(browser.cookie('session') ?? 'no-session');
    expect(response.rawBody).not.toContain(browser.cookie('XSRF-TOKEN') ?? 'no-token');
  });
});

describe('unknown routes', () => {
  it('404 JSON for a path the group does not serve', async () => {
    const response = await new ApiClient(handler).get('/api/user/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found.', code: 'request.notFound' });
  });
});
