/** createUser → mail → verifyUser / resendOtp against the real engines: the whole sign-up contract. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountTexts, messageCode } from '../../functions/shared/schemas';
import { getClaim } from '../../functions/user/claims';
import { handler } from '../../functions/user/handler';
import { ApiClient } from './support/client';
import { mailsTo, latestCode } from './support/mail';
import {
  advanceClock,
  PASSWORD,
  randomEmail,
  randomNic,
  registered,
  registration,
  verifiedStudent,
} from './support/fixtures';

const MINUTE = 60_000;

afterEach(() => {
  vi.restoreAllMocks();
});

const wrongCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/user/createUser', () => {
  it('creates a pending account, mails a 6-digit code and sets the pending-registration cookie', async () => {
    const browser = await new ApiClient(handler).prime();
    const input = registration({ email: randomEmail('Mixed.Case').replace('mixed', 'MIXED') });
    const response = await browser.post('/api/user/createUser', input);

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message: 'Verification code sent',
      email: input.email.toLowerCase(),
      retryAfterSeconds: 60,
    });
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('no-store');
    const pending = response.setCookies.find((c) => c.startsWith('pending_reg='));
    expect(pending).toMatch(/; Path=\/api\/user/);
    expect(pending).toMatch(/HttpOnly/);
    expect(pending).toMatch(/SameSite=Lax/);
    expect(pending).toMatch(/Max-Age=86400/);

    const mails = await mailsTo(input.email.toLowerCase());
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your EngTech Academy verification code');
    expect(mails[0]?.replyTo).toEqual(['class@engtech.local']);
    expect(mails[0]?.body.text).toMatch(/\b\d{6}\b/);
    expect(mails[0]?.body.html).toContain(await latestCode(input.email));
    // The code is never echoed by the API.
    expect(response.rawBody).not.toContain(await latestCode(input.email));
  });

  it('refuses to log in before the email is verified', async () => {
    const { email } = await registered(handler);
    const browser = await new ApiClient(handler).prime();
    const response = await browser.post('/api/user/login', { email, password: PASSWORD });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Please verify your email before logging in.', code: 'user.unverified' });
  });

  it.each([
    ['fullName too short', { fullName: 'ab' }, accountTexts.name],
    ['userName missing', { userName: undefined }, accountTexts.name],
    ['email invalid', { email: 'not-an-email' }, accountTexts.email],
    ['password too short', { password: '12345', confirmPassword: '12345' }, accountTexts.password],
    ['passwords differ', { confirmPassword: 'something-else' }, accountTexts.confirmPassword],
    ['address blank', { address: '   ' }, accountTexts.address],
    ['idNo malformed', { idNo: '12345678V' }, accountTexts.idNo],
    ['idNo names no real day', { idNo: '200136712345' }, accountTexts.idNo],
    ['29 February in a non-leap year', { idNo: '200106012345' }, accountTexts.idNo],
    ['phone not 0 + 9 digits', { phoneNumber: '712345678' }, accountTexts.phoneNumber],
    ['school blank', { school: '' }, accountTexts.school],
    ['alYear outside 2025-2028', { alYear: '2029' }, accountTexts.alYear],
    ['fullName of the wrong type', { fullName: 12345 }, accountTexts.name],
    ['alYear of the wrong type', { alYear: 2026 }, accountTexts.alYear],
  ])('400 with the form text when %s', async (_label, overrides, message) => {
    const browser = await new ApiClient(handler).prime();
    const body: Record<string, unknown> = { ...registration(), ...overrides };
    const response = await browser.post('/api/user/createUser', body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message, code: messageCode(message) });
    const email = typeof body.email === 'string' ? body.email : '';
    expect(await getClaim('EMAIL', email.toLowerCase())).toBeNull();
  });

  it('answers bad requests with 4xx JSON, never 500', async () => {
    const browser = await new ApiClient(handler).prime();
    const post = (options: Parameters<ApiClient['call']>[2]) => browser.call('POST', '/api/user/createUser', options);

    const malformed = await post({ rawBody: '{"fullName": "Kasun",' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'Malformed JSON body.', code: 'request.malformedJson' });

    const notObject = await post({ body: ['a', 'b'] });
    expect(notObject.status).toBe(400);
    expect(notObject.body).toEqual({ message: 'Request body must be a JSON object.', code: 'request.notObject' });

    const empty = await post({});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: 'Request body must be a JSON object.', code: 'request.notObject' });

    const wrongType = await post({ rawBody: 'fullName=Kasun', contentType: 'application/x-www-form-urlencoded' });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body).toEqual({ message: 'Content-Type must be application/json.', code: 'request.contentType' });

    const huge = await post({ body: { ...registration(), address: 'x'.repeat(20_000) } });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: 'Request body is too large.', code: 'request.tooLarge' });
  });

  it('409 for an email that is already registered, in any letter case', async () => {
    const { email } = await registered(handler);
    const browser = await new ApiClient(handler).prime();
    const response = await browser.post('/api/user/createUser', registration({ email: email.toUpperCase() }));
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'An account with this email already exists.', code: 'user.emailTaken' });
  });

  it('409 for an ID number already registered, also in its old 10-character form', async () => {
    const { input } = await registered(handler, { idNo: '199812345678' });
    const browser = await new ApiClient(handler).prime();
    const same = await browser.post('/api/user/createUser', registration({ idNo: input.idNo }));
    expect(same.status).toBe(409);
    expect(same.body).toEqual({ message: 'An account with this ID number already exists.', code: 'user.nicTaken' });

    const { input: old } = await registered(handler, { idNo: '971234567v' });
    const newForm = await browser.post('/api/user/createUser', registration({ idNo: '199712304567' }));
    expect(newForm.status).toBe(409);
    expect(newForm.body).toEqual({ message: 'An account with this ID number already exists.', code: 'user.nicTaken' });
    const upper = await browser.post('/api/user/createUser', registration({ idNo: old.idNo.toUpperCase() }));
    expect(upper.status).toBe(409);
  });

  it('a registration left unverified for a minute gives way to a new one of the same email', async () => {
    const first = await registered(handler);
    const browser = await new ApiClient(handler).prime();
    const again = registration({ email: first.email, idNo: first.input.idNo });
    expect((await browser.post('/api/user/createUser', again)).status).toBe(409);

    advanceClock(MINUTE + 1000);
    const takeover = await browser.post('/api/user/createUser', again);
    expect(takeover.status).toBe(201);
    // The abandoned registration's cookie no longer names anything.
    const stale = await first.browser.post('/api/user/verifyUser', { code: await latestCode(first.email) });
    expect(stale.status).toBe(401);
    const code = await latestCode(first.email);
    expect((await browser.post('/api/user/verifyUser', { code })).status).toBe(200);
  });
});

describe('POST /api/user/verifyUser', () => {
  it('verifies with the mailed code, logs the student in and clears the pending cookie', async () => {
    const { browser, email, input } = await registered(handler);
    const code = await latestCode(email);
    const response = await browser.post('/api/user/verifyUser', { code });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Succesfully Registered' });
    expect(browser.cookie('pending_reg')).toBeUndefined();
    expect(browser.cookieAttributes('session')).toMatch(/HttpOnly/);
    // Whatever another account left in this browser's HTTP cache goes with the account change.
    expect(response.headers['clear-site-data']).toBe('"cache"');

    const auth = await browser.get('/api/user/check-auth');
    expect(auth.body).toEqual({
      isLoggedIn: true,
      user: {
        fullName: input.fullName,
        userName: input.userName,
        email,
        phoneNumber: input.phoneNumber,
        alYear: input.alYear,
        role: 'student',
        language: 'en',
        access: { revision: false, theory: false, practical: false, paper: false, revisionTute: false },
      },
    });
  });

  it.each([['12a456'], ['12345'], [1_234_567], [true], [null]])(
    '400 for the malformed code %j, without using up a try',
    async (code) => {
      const { browser, email } = await registered(handler);
      const response = await browser.post('/api/user/verifyUser', { code });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Enter the 6-digit code.', code: 'account.otpCode' });
      for (let i = 0; i < 4; i += 1)
        await browser.post('/api/user/verifyUser', { code: wrongCode(await latestCode(email)) });
      expect((await browser.post('/api/user/verifyUser', { code: await latestCode(email) })).status).toBe(200);
    },
  );

  it('400 for a wrong code; the code also works as a number and is single use', async () => {
    const { browser, email } = await registered(handler);
    const code = await latestCode(email);
    const wrong = await browser.post('/api/user/verifyUser', { code: wrongCode(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: 'Invalid code.', code: 'user.invalidCode' });

    const pending = browser.cookie('pending_reg') ?? '';
    expect((await browser.post('/api/user/verifyUser', { code: Number(code) })).status).toBe(200);
    // Replaying the same code with the same pending cookie finds nothing waiting.
    const replay = await new ApiClient(handler).prime();
    replay.setCookie('pending_reg', pending, '/api/user');
    const again = await replay.post('/api/user/verifyUser', { code });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ message: 'No registration is waiting for verification.', code: 'user.noPending' });
  });

  it('401 without a pending registration, or with a forged one', async () => {
    const browser = await new ApiClient(handler).prime();
    const none = await browser.post('/api/user/verifyUser', { code: '123456' });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: 'No registration is waiting for verification.', code: 'user.noPending' });

    const { browser: real } = await registered(handler);
    const [userId] = (real.cookie('pending_reg') ?? '').split('.');
    browser.setCookie('pending_reg', `${userId}.${'A'.repeat(43)}`, '/api/user');
    expect((await browser.post('/api/user/verifyUser', { code: '123456' })).status).toBe(401);
  });

  it('410 once the code is older than 10 minutes', async () => {
    const { browser, email } = await registered(handler);
    const code = await latestCode(email);
    advanceClock(10 * MINUTE + 1000);
    const response = await browser.post('/api/user/verifyUser', { code });
    expect(response.status).toBe(410);
    expect(response.body).toEqual({ message: 'The code has expired. Request a new one.', code: 'user.codeExpired' });
  });

  it('5 wrong tries void the code: even the right code then gets 429', async () => {
    const { browser, email } = await registered(handler);
    const code = await latestCode(email);
    const tries = await Promise.all(
      Array.from({ length: 5 }, () => browser.post('/api/user/verifyUser', { code: wrongCode(code) })),
    );
    expect(tries.map((t) => t.status)).toEqual([400, 400, 400, 400, 400]);
    const right = await browser.post('/api/user/verifyUser', { code });
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Too many wrong codes. Request a new one.');
  });

  it("one registration's code does not verify another", async () => {
    const first = await registered(handler);
    const second = await registered(handler);
    const firstCode = await latestCode(first.email);
    const secondCode = await latestCode(second.email);
    if (firstCode !== secondCode) {
      expect(await second.browser.post('/api/user/verifyUser', { code: firstCode })).toMatchObject({
        status: 400,
        body: { message: 'Invalid code.' },
      });
    }
    expect((await second.browser.post('/api/user/verifyUser', { code: secondCode })).status).toBe(200);
    expect((await first.browser.post('/api/user/verifyUser', { code: firstCode })).status).toBe(200);
  });

  it('an expired code stays refused: wrong guesses are not counted and the right one still gets 410 until a resend', async () => {
    const { browser, email } = await registered(handler);
    const code = await latestCode(email);
    advanceClock(10 * MINUTE + 1000);
    const guesses = await Promise.all(
      Array.from({ length: 6 }, () => browser.post('/api/user/verifyUser', { code: wrongCode(code) })),
    );
    expect(guesses.map((g) => g.status)).toEqual(Array(6).fill(410));
    expect((await browser.post('/api/user/verifyUser', { code })).status).toBe(410);
    expect((await browser.post('/api/user/resendOtp')).status).toBe(200);
    expect((await browser.post('/api/user/verifyUser', { code: await latestCode(email) })).status).toBe(200);
  });

  it('parallel guesses cannot exceed five tries', async () => {
    const { browser, email } = await registered(handler);
    const code = await latestCode(email);
    const tries = await Promise.all(
      Array.from({ length: 12 }, () => browser.post('/api/user/verifyUser', { code: wrongCode(code) })),
    );
    expect(tries.filter((t) => t.status === 400)).toHaveLength(5);
    expect(tries.filter((t) => t.status === 429)).toHaveLength(7);
  });
});

describe('POST /api/user/resendOtp', () => {
  it('429 with the seconds left during the 60 s cooldown, then a new code that replaces the old one', async () => {
    const { browser, email } = await registered(handler);
    const first = await latestCode(email);

    const early = await browser.post('/api/user/resendOtp');
    expect(early.status).toBe(429);
    expect(early.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(early.body.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(early.body.message).toBe(
      `Please wait ${String(early.body.retryAfterSeconds)} seconds before requesting a new code.`,
    );
    expect(early.headers['retry-after']).toBe(String(early.body.retryAfterSeconds));

    advanceClock(61_000);
    const resent = await browser.post('/api/user/resendOtp');
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ message: 'A new code was sent.', retryAfterSeconds: 60 });
    expect(await mailsTo(email)).toHaveLength(2);
    const second = await latestCode(email);

    if (second !== first) {
      expect((await browser.post('/api/user/verifyUser', { code: first })).status).toBe(400);
    }
    expect((await browser.post('/api/user/verifyUser', { code: second })).status).toBe(200);
  });

  it('a resend gives fresh tries after the code was voided', async () => {
    const { browser, email } = await registered(handler);
    const code = await latestCode(email);
    for (let i = 0; i < 5; i += 1) await browser.post('/api/user/verifyUser', { code: wrongCode(code) });
    expect((await browser.post('/api/user/verifyUser', { code })).status).toBe(429);
    advanceClock(61_000);
    expect((await browser.post('/api/user/resendOtp')).status).toBe(200);
    expect((await browser.post('/api/user/verifyUser', { code: await latestCode(email) })).status).toBe(200);
  });

  it('ten codes a day per registration: the eleventh is refused with the hours left, and a day later it is sent', async () => {
    const { browser, email } = await registered(handler);
    for (let i = 1; i <= 9; i += 1) {
      advanceClock(i * 61_000);
      expect((await browser.post('/api/user/resendOtp')).status).toBe(200);
    }
    expect(await mailsTo(email)).toHaveLength(10);
    advanceClock(10 * 61_000);
    const refused = await browser.post('/api/user/resendOtp');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many codes were sent today. Try again in 24 hours.');
    expect(refused.headers['retry-after']).toBe(String(refused.body.retryAfterSeconds));
    expect(Number(refused.body.retryAfterSeconds)).toBeGreaterThan(23 * 3600);
    expect(await mailsTo(email)).toHaveLength(10);
    // The tenth code still verifies: the cap stops new mails, not the code already sent.
    advanceClock(24 * 3600_000 + 1000);
    expect((await browser.post('/api/user/resendOtp')).status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(11);
    expect((await browser.post('/api/user/verifyUser', { code: await latestCode(email) })).status).toBe(200);
  });

  it('parallel resends send one code', async () => {
    const { browser, email } = await registered(handler);
    advanceClock(61_000);
    const responses = await Promise.all(Array.from({ length: 5 }, () => browser.post('/api/user/resendOtp')));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 429)).toHaveLength(4);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('401 without a pending registration', async () => {
    const browser = await new ApiClient(handler).prime();
    const response = await browser.post('/api/user/resendOtp');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'No registration is waiting for verification.', code: 'user.noPending' });
  });
});

describe('verified students', () => {
  it('can log in with the password they registered with', async () => {
    const { email } = await verifiedStudent(handler, { idNo: randomNic() });
    const browser = await new ApiClient(handler).prime();
    const response = await browser.post('/api/user/login', { email, password: PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      user: { userName: 'kasunp', fullName: 'Kasun Perera', email, role: 'student', language: 'en' },
    });
  });
});

describe('GET /api/user/pendingRegistration', () => {
  it('says whether a registration waits in this browser, with its email, and mails nothing', async () => {
    const visitor = await new ApiClient(handler).prime();
    expect(await visitor.get('/api/user/pendingRegistration')).toMatchObject({
      status: 200,
      body: { waiting: false, email: null },
    });

    const { browser, email } = await registered(handler);
    const mailsBefore = (await mailsTo(email)).length;
    expect(await browser.get('/api/user/pendingRegistration')).toMatchObject({
      status: 200,
      body: { waiting: true, email },
    });
    expect(await mailsTo(email)).toHaveLength(mailsBefore);

    // A forged secret for the same account is not a waiting registration.
    const [userId] = (browser.cookie('pending_reg') ?? '').split('.');
    visitor.setCookie('pending_reg', `${userId}.${'A'.repeat(43)}`, '/api/user');
    expect((await visitor.get('/api/user/pendingRegistration')).body).toEqual({ waiting: false, email: null });

    // Once verified, nothing waits any more.
    expect((await browser.post('/api/user/verifyUser', { code: await latestCode(email) })).status).toBe(200);
    expect((await browser.get('/api/user/pendingRegistration')).body).toEqual({ waiting: false, email: null });
  });
});
