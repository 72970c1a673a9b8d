/**
 * A forgotten password against the real handlers and engines: the code by mail (read back from the
 * SES engine's store) in the account's language, its limits, and the new password, which ends every
 * session of the account.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../functions/user/handler';
import { RESET_REQUESTS_PER_CLIENT } from '../../functions/user/password-reset';
import { ApiClient } from './support/client';
import { advanceClock, loggedIn, PASSWORD, randomEmail, verifiedStudent } from './support/fixtures';
import { latestCode, mailsTo } from './support/mail';

afterEach(() => {
  vi.restoreAllMocks();
});

const NEW_PASSWORD = 'battery-staple';

const forgot = async (email: string, browser?: ApiClient) =>
  (browser ?? (await new ApiClient(handler).prime())).post('/api/user/forgotPassword', { email });

const reset = async (email: string, code: string, password = NEW_PASSWORD, confirmPassword = password) =>
  (await new ApiClient(handler).prime()).post('/api/user/resetPassword', { email, code, password, confirmPassword });

/** A six-digit code that is not `code`. */
const wrongCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/user/forgotPassword', () => {
  it('answers 200 with the same body for an unknown address, and mails nothing there', async () => {
    const { email } = await verifiedStudent(handler);
    const known = await forgot(email);
    const unknownEmail = randomEmail('nobody');
    const unknown = await forgot(unknownEmail);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.rawBody).toBe(known.rawBody);
    expect(known.body).toEqual({
      message: 'If an account uses this email, a code to reset its password has been sent to it.',
    });
    expect(await mailsTo(unknownEmail)).toHaveLength(0);
    const mails = await mailsTo(email);
    expect(mails.at(-1)?.subject).toBe('Your EngTech Academy password reset code');
  });

  it("mails the code in the account's language", async () => {
    const { email } = await verifiedStudent(handler, { language: 'si' });
    expect((await forgot(email)).status).toBe(200);
    const mail = (await mailsTo(email)).at(-1);
    expect(mail?.subject).toContain('මුරපදය යළි සැකසීමේ කේතය');
    expect(mail?.body.text).toMatch(/\b\d{6}\b/);
  });

  it('sends a new code only 60 s after the last, and at most 10 a day, answering 200 all the same', async () => {
    const { email } = await verifiedStudent(handler);
    const before = (await mailsTo(email)).length;
    const browser = await new ApiClient(handler).prime();
    expect((await forgot(email, browser)).status).toBe(200);
    expect((await forgot(email, browser)).status).toBe(200);
    expect((await mailsTo(email)).length).toBe(before + 1);
    for (let minute = 1; minute <= 10; minute += 1) {
      advanceClock(minute * 61_000);
      expect((await forgot(email, browser)).status).toBe(200);
    }
    // Ten codes in the day (the first included); the eleventh request mailed nothing.
    expect((await mailsTo(email)).length).toBe(before + 10);
  });

  it('limits the requests one client address makes, whatever emails they name', async () => {
    const browser = await new ApiClient(handler, '198.51.100.201').prime();
    const limit = RESET_REQUESTS_PER_CLIENT.maxAttempts;
    for (let i = 0; i < limit; i += 1) expect((await forgot(randomEmail('nobody'), browser)).status).toBe(200);
    const refused = await forgot(randomEmail('nobody'), browser);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('user.resetRequestLimit');
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(50 * 60);
    const elsewhere = await new ApiClient(handler, '198.51.100.202').prime();
    expect((await forgot(randomEmail('nobody'), elsewhere)).status).toBe(200);
  });

  it('400 with a code for a missing or malformed email', async () => {
    const browser = await new ApiClient(handler).prime();
    const answer = await browser.post('/api/user/forgotPassword', { email: 'not-an-email' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('account.email');
  });
});

describe('POST /api/user/resetPassword', () => {
  it('sets the new password, ends every session of the account, and the old password stops working', async () => {
    const { email } = await verifiedStudent(handler);
    const phone = await loggedIn(handler, email);
    const laptop = await loggedIn(handler, email);
    await forgot(email);
    const code = await latestCode(email);

    const answer = await reset(email, code);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Your password has been changed. Please log in with the new one.');
    for (const browser of [phone, laptop])
      expect((await browser.get('/api/user/check-auth')).body.isLoggedIn).toBe(false);
    const old = await (await new ApiClient(handler).prime()).post('/api/user/login', { email, password: PASSWORD });
    expect(old.status).toBe(401);
    await loggedIn(handler, email, NEW_PASSWORD);
    // Single use.
    expect((await reset(email, code, 'another-password')).body.code).toBe('user.invalidCode');
  });

  it('counts wrong codes: after 5 the code is void, the right one included', async () => {
    const { email } = await verifiedStudent(handler);
    await forgot(email);
    const code = await latestCode(email);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await reset(email, wrongCode(code)));
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.map((a) => a.body.code)).toEqual([
      'user.invalidCode',
      'user.invalidCode',
      'user.invalidCode',
      'user.invalidCode',
      'user.tooManyCodes',
    ]);
    const right = await reset(email, code);
    expect(right.status).toBe(400);
    expect(right.body.code).toBe('user.tooManyCodes');
    await loggedIn(handler, email, PASSWORD);
  });

  it('a code expires after 10 minutes', async () => {
    const { email } = await verifiedStudent(handler);
    await forgot(email);
    const code = await latestCode(email);
    advanceClock(10 * 60_000 + 1000);
    const answer = await reset(email, code);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('user.codeExpired');
  });

  it('400 with a code when the confirmation differs, and the code stays usable', async () => {
    const { email } = await verifiedStudent(handler);
    await forgot(email);
    const code = await latestCode(email);
    const answer = await reset(email, code, NEW_PASSWORD, 'something-else');
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('account.confirmPassword');
    expect((await reset(email, code)).status).toBe(200);
  });

  it('an address with no account fails exactly as a wrong code does', async () => {
    const email = randomEmail('nobody');
    await forgot(email);
    const answer = await reset(email, '123456');
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('user.invalidCode');
  });
});
