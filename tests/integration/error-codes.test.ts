/**
 * Real error answers of the user group, one of each kind, carry `code` beside the English
 * `message`: the code of the text in the server's registry, or, for a text filled in with values,
 * the code the error names (with the values the web needs to fill in its own language's text).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isMessageCode, messageCode, userTexts } from '../../functions/shared/schemas';
import { handler } from '../../functions/user/handler';
import { HASH_QUEUE, HASH_SLOTS, inHashSlot } from '../../functions/user/hash-slots';
import { ApiClient, type ApiResponse } from './support/client';
import { adminBrowser, advanceClock, loggedIn, registered, registration, verifiedStudent } from './support/fixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The answer is `{ message, code, ...extra }` with the code the test expects, a code of the registry. */
function expectCoded(response: ApiResponse, status: number, code: string, extra: Record<string, unknown> = {}): void {
  expect(response.status, response.rawBody).toBe(status);
  expect(response.body).toEqual({ message: expect.any(String), code, ...extra });
  expect(isMessageCode(code)).toBe(true);
}

describe('error answers carry the code of their text', () => {
  it('400 for a field of the registration form: the field’s code', async () => {
    const browser = await new ApiClient(handler).prime();
    const response = await browser.post('/api/user/createUser', registration({ email: 'not-an-email' }));
    expectCoded(response, 400, 'account.email');
    expect(response.body.message).toBe('*Enter a valid email address.');
  });

  it('400 for a check without a text of its own: request.invalid beside zod’s English text', async () => {
    const admin = await adminBrowser(handler);
    const response = await admin.put('/api/user/changeState', { id: 'abc', state: 'asleep' });
    expectCoded(response, 400, 'request.invalid');
    expect(messageCode(response.body.message as string)).toBeUndefined();
  });

  it('401 for a visitor, 403 without the anti-forgery token and for a student on an admin route', async () => {
    const visitor = await new ApiClient(handler).prime();
    expectCoded(await visitor.get('/api/user/check-access'), 401, 'session.loginRequired');
    expectCoded(await visitor.post('/api/user/logout', undefined, { xsrf: 'omit' }), 403, 'request.xsrf');
    const { browser: student } = await verifiedStudent(handler);
    expectCoded(await student.get('/api/user/getAllUsers'), 403, 'session.adminsOnly');
  });

  it('404 for an unknown account, 409 for a taken email', async () => {
    const admin = await adminBrowser(handler);
    expectCoded(
      await admin.delete('/api/user/deleteUser/0b6f8f7e-1d0c-4c1e-9a59-0c8a1b2c3d4e'),
      404,
      'user.userNotFound',
    );
    const { input } = await registered(handler);
    const again = await new ApiClient(handler).prime();
    expectCoded(
      await again.post('/api/user/createUser', registration({ email: input.email.toUpperCase() })),
      409,
      'user.emailTaken',
    );
  });

  it('429 for a locked login: user.lockedOut, its English text filled in, and the seconds to wait', async () => {
    const { email } = await verifiedStudent(handler);
    const browser = await new ApiClient(handler, '198.51.100.77').prime();
    const failures = await Promise.all(
      Array.from({ length: 10 }, () => browser.post('/api/user/login', { email, password: 'wrong-password' })),
    );
    for (const failure of failures) expectCoded(failure, 401, 'user.wrongCredentials');
    const locked = await browser.post('/api/user/login', { email, password: 'wrong-password' });
    const retryAfterSeconds = locked.body.retryAfterSeconds as number;
    expectCoded(locked, 429, 'user.lockedOut', { retryAfterSeconds });
    expect(locked.body.message).toBe(userTexts.lockedOut(Math.ceil(retryAfterSeconds / 60)));
  });

  it('429 for a resend within the cooldown: user.resendWait with its seconds', async () => {
    const { browser } = await registered(handler);
    advanceClock(20_000);
    const early = await browser.post('/api/user/resendOtp');
    const retryAfterSeconds = early.body.retryAfterSeconds as number;
    expectCoded(early, 429, 'user.resendWait', { retryAfterSeconds });
    expect(retryAfterSeconds).toBeGreaterThan(30);
    expect(retryAfterSeconds).toBeLessThanOrEqual(40);
    expect(early.body.message).toBe(userTexts.resendWait(retryAfterSeconds));
  });

  it('429 while every hashing slot and queue place is taken: user.busy', async () => {
    const { email } = await verifiedStudent(handler);
    const browser = await loggedIn(handler, email);
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: HASH_SLOTS + HASH_QUEUE }, () => inHashSlot(() => held));
    try {
      const busy = await browser.post('/api/user/login', { email, password: 'any-password' });
      expectCoded(busy, 429, 'user.busy', { retryAfterSeconds: 3 });
    } finally {
      release();
      await Promise.all(holders);
    }
  });
});
