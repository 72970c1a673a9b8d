/**
 * The account's language and the mail that follows it, against the real engines: chosen at
 * registration or later, returned by login and check-auth, and the language of the verification
 * mail (and its resends); a contact message's language frames the admin's reply mail.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as contactHandler } from '../../functions/contact/handler';
import { contactRouteKeys } from '../../functions/contact/route-keys';
import type { CheckAuthResponse, LoginResponse, MessagesPage } from '../../functions/shared/schemas';
import { handler as userHandler } from '../../functions/user/handler';
import { userRouteKeys } from '../../functions/user/route-keys';
import { ApiClient } from './support/client';
import {
  adminBrowser,
  advanceClock,
  loggedIn,
  PASSWORD,
  randomEmail,
  registered,
  registration,
  verifiedStudent,
} from './support/fixtures';
import { gateway } from './support/gateway';
import { latestCode, mailsTo } from './support/mail';

const api = gateway([
  { routes: userRouteKeys, handler: userHandler },
  { routes: contactRouteKeys, handler: contactHandler },
]);

afterEach(() => {
  vi.restoreAllMocks();
});

const sessionOf = async (browser: ApiClient) => (await browser.get<CheckAuthResponse>('/api/user/check-auth')).body;

describe('the verification mail', () => {
  it('is in Sinhala for an account registered in Sinhala, and so is a resend', async () => {
    const { browser, email } = await registered(api, { language: 'si' });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('ඔබගේ EngTech Academy තහවුරු කිරීමේ කේතය');
    const code = await latestCode(email);
    expect(mail?.body.text).toContain(`ඔබගේ EngTech Academy තහවුරු කිරීමේ කේතය ${code} වේ.`);
    expect(mail?.body.text).toContain('මිනිත්තු 10කින්');
    expect(mail?.body.html).toContain('<html lang="si">');
    expect(mail?.body.text).not.toContain('verification code');

    advanceClock(61_000);
    expect((await browser.post('/api/user/resendOtp')).status).toBe(200);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('ඔබගේ EngTech Academy තහවුරු කිරීමේ කේතය');
  });

  it('is in Tamil for Tamil, and in English when the registration names no language', async () => {
    const tamil = await registered(api, { language: 'ta' });
    expect((await mailsTo(tamil.email))[0]?.subject).toBe('உங்கள் EngTech Academy சரிபார்ப்புக் குறியீடு');
    expect((await mailsTo(tamil.email))[0]?.body.text).toContain('10 நிமிடங்களில்');

    const english = await registered(api);
    expect((await mailsTo(english.email))[0]?.subject).toBe('Your EngTech Academy verification code');
  });

  it('a registration with a language the site does not speak is refused with its code, nothing mailed', async () => {
    const email = randomEmail('french');
    const browser = await new ApiClient(api).prime();
    const response = await browser.post('/api/user/createUser', { ...registration({ email }), language: 'fr' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Choose English, Sinhala or Tamil.', code: 'common.language' });
    expect(await mailsTo(email)).toHaveLength(0);
  });
});

describe("the account's language", () => {
  it('comes back from login and check-auth, and POST /api/user/language changes it at once', async () => {
    const { email, browser: registeredBrowser } = await verifiedStudent(api, { language: 'si' });
    expect((await sessionOf(registeredBrowser)).user?.language).toBe('si');

    const browser = await new ApiClient(api).prime();
    const login = await browser.post<LoginResponse>('/api/user/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.user.language).toBe('si');

    // check-auth answers from a short per-instance cache, which the change must not outlive.
    expect((await sessionOf(browser)).user?.language).toBe('si');
    const changed = await browser.post('/api/user/language', { language: 'ta' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ language: 'ta' });
    expect((await sessionOf(browser)).user?.language).toBe('ta');
    const again = await loggedIn(api, email);
    expect((await sessionOf(again)).user?.language).toBe('ta');
  });

  it('is English for an account that never chose one', async () => {
    const { browser } = await verifiedStudent(api);
    expect((await sessionOf(browser)).user?.language).toBe('en');
  });

  it('needs a login, the anti-forgery token and a language of the site', async () => {
    const visitor = await new ApiClient(api).prime();
    const refused = await visitor.post('/api/user/language', { language: 'si' });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: 'Please log in.', code: 'session.loginRequired' });

    const { browser } = await verifiedStudent(api);
    const noToken = await browser.post('/api/user/language', { language: 'si' }, { xsrf: 'omit' });
    expect(noToken.status).toBe(403);
    expect(noToken.body).toEqual({ message: 'Invalid or missing anti-forgery token.', code: 'request.xsrf' });
    for (const language of ['fr', 'SI', '', 1, null]) {
      const wrong = await browser.post('/api/user/language', { language });
      expect(wrong.status, String(language)).toBe(400);
      expect(wrong.body, String(language)).toEqual({
        message: 'Choose English, Sinhala or Tamil.',
        code: 'common.language',
      });
    }
    expect((await sessionOf(browser)).user?.language).toBe('en');
  });
});

describe('the reply to a contact message', () => {
  let admin: ApiClient;
  let visitor: ApiClient;

  beforeAll(async () => {
    admin = await adminBrowser(api);
    visitor = await new ApiClient(api).prime();
  });

  async function replyTo(language: string | undefined, name: string): Promise<string> {
    const email = randomEmail('writer');
    const message = `A question from ${name}`;
    const sent = await visitor.post('/api/contact/createMessage', {
      name,
      email,
      phone: '0771234567',
      message,
      ...(language ? { language } : {}),
    });
    expect(sent.status).toBe(201);
    const page = await admin.get<MessagesPage>('/api/contact/getAllMessages', { query: { limit: '100' } });
    const stored = page.body.messages.find((m) => m.email === email);
    if (!stored) throw new Error(`no message from ${email}`);
    const replied = await admin.post(`/api/contact/sendReplyTo/${stored._id}`, {
      replyText: 'The class starts on 1 April.',
    });
    expect(replied.status).toBe(200);
    return email;
  }

  it('has its fixed parts in Tamil for a message sent in Tamil; the admin’s text is as written', async () => {
    const email = await replyTo('ta', 'Kavitha');
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Re: EngTech Academy இற்கு நீங்கள் அனுப்பிய செய்தி');
    expect(mail?.body.text).toContain('அன்புள்ள Kavitha,');
    expect(mail?.body.text).toContain('அன்று நீங்கள் எழுதியது:');
    expect(mail?.body.text).toContain('The class starts on 1 April.');
    expect(mail?.body.text).toContain('> A question from Kavitha');
    expect(mail?.body.text).not.toContain('Dear ');
  });

  it('is in Sinhala for Sinhala and in English when the form named no language', async () => {
    const sinhala = await replyTo('si', 'Nimal');
    const [si] = await mailsTo(sinhala);
    expect(si?.subject).toBe('Re: ඔබ EngTech Academy වෙත එවූ පණිවිඩය');
    expect(si?.body.text).toContain('හිතවත් Nimal,');

    const english = await replyTo(undefined, 'Sunil');
    const [en] = await mailsTo(english);
    expect(en?.subject).toBe('Re: your message to EngTech Academy');
    expect(en?.body.text).toContain('Dear Sunil,');
  });

  it('a contact message in a language the site does not speak is refused with its code', async () => {
    const response = await visitor.post('/api/contact/createMessage', {
      name: 'Someone',
      email: randomEmail('writer'),
      phone: '0771234567',
      message: 'Hello',
      language: 'de',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Choose English, Sinhala or Tamil.', code: 'common.language' });
  });
});
