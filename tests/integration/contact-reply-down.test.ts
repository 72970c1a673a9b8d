/**
 * Replying while the mail engine is unreachable: 503 JSON, nothing recorded as replied and no mail;
 * once mail works again the same reply goes out. Handlers are imported afresh per phase because AWS
 * clients (and their endpoints) are created once per module instance.
 */
import { createServer } from 'node:net';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ApiClient, type Handler } from './support/client';
import { ADMIN, randomEmail } from './support/fixtures';
import { mailsTo } from './support/mail';

// Only the mail endpoint changes: the rest of process.env (this file's own tables) stays.
const realSesEndpoint = inject('engineEnv').AWS_ENDPOINT_URL_SES;
let closedPort: number;

beforeAll(async () => {
  const probe = createServer();
  closedPort = await new Promise<number>((resolve) =>
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    }),
  );
  await new Promise<void>((resolve) => probe.close(() => resolve()));
});

afterEach(() => {
  vi.restoreAllMocks();
  process.env.AWS_ENDPOINT_URL_SES = realSesEndpoint;
});

/** The user and contact groups behind one stand-in gateway, built from fresh module instances. */
async function freshApi() {
  vi.resetModules();
  const { gateway } = await import('./support/gateway');
  const user = await import('../../functions/user/handler');
  const userKeys = await import('../../functions/user/route-keys');
  const contact = await import('../../functions/contact/handler');
  const contactKeys = await import('../../functions/contact/route-keys');
  const store = await import('../../functions/contact/store');
  const seed = await import('../../functions/user/seed');
  await seed.ensureAdmin(ADMIN.email, ADMIN.password);
  const api: Handler = gateway([
    { routes: userKeys.userRouteKeys, handler: user.handler as Handler },
    { routes: contactKeys.contactRouteKeys, handler: contact.handler as Handler },
  ]);
  return { api, store };
}

async function loggedInAdmin(api: Handler): Promise<ApiClient> {
  const browser = await new ApiClient(api).prime();
  const response = await browser.post('/api/user/login', ADMIN);
  if (response.status !== 200) throw new Error(`admin login answered ${response.status}`);
  return browser;
}

describe('SES down', () => {
  it('sendReplyTo → 503, repliedAt not set, no mail; the same reply succeeds once SES is back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    process.env.AWS_ENDPOINT_URL_SES = `http://127.0.0.1:${closedPort}`;
    const down = await freshApi();
    const admin = await loggedInAdmin(down.api);
    const email = randomEmail('reply-down');
    const sent = await (await new ApiClient(down.api).prime()).post('/api/contact/createMessage', {
      name: 'Chathura Bandara',
      email,
      phone: '0712345678',
      message: 'Is there a Paper class on Sundays?',
    });
    expect(sent.status).toBe(201);
    const listed = await admin.get<{ messages: { _id: string; email: string }[] }>('/api/contact/getAllMessages', { query: { search: 'Chathura' } });
    const id = listed.body.messages.find((m) => m.email === email)?._id ?? '';

    const replyText = 'Yes, every Sunday at 8.00 in Badulla.';
    const refused = await admin.post(`/api/contact/sendReplyTo/${id}`, { replyText });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ message: 'Service temporarily unavailable. Please try again.' });
    const afterFailure = await down.store.getMessage(id);
    expect(afterFailure?.repliedAt).toBeUndefined();
    expect(afterFailure?.isRead).toBe(false);

    process.env.AWS_ENDPOINT_URL_SES = realSesEndpoint;
    const up = await freshApi();
    // The same browser (cookie jar), now reaching handlers whose SES client works.
    const sameAdmin = new ApiClient(up.api);
    for (const [name, cookie] of admin.jar) sameAdmin.jar.set(name, cookie);
    expect(await mailsTo(email)).toEqual([]);
    const replied = await sameAdmin.post(`/api/contact/sendReplyTo/${id}`, { replyText });
    expect(replied.status).toBe(200);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body.text).toContain(replyText);
    expect((await up.store.getMessage(id))?.repliedAt).toEqual(expect.any(String));
  });
});
