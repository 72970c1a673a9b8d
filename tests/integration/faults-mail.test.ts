/**
 * Mail down mid-test: this file's own SES engine (support/private-engines.ts) is stopped between two
 * requests and started again on the same port. While it is down, createUser, resendOtp and the
 * admin's sendReplyTo answer 503 JSON {message} (no hang: the test timeout bounds it, nothing is
 * timed) and leave the tables exactly as they were (snapshots: no account, claim, code or
 * "replied" mark without its mail); once it is back the same requests succeed and the mail arrives.
 */
import { createServer } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessagesPage } from '../../functions/shared/schemas';
import { ApiClient, type Handler } from './support/client';
import { ADMIN, randomEmail, registration } from './support/fixtures';
import { loadApi, startPrivateEngines, type PrivateEngines } from './support/private-engines';
import { captureLogLines, type CapturedLogs } from '../support/log-lines';

const UNAVAILABLE = { message: 'Service temporarily unavailable. Please try again.', code: 'request.unavailable' };

let engines: PrivateEngines;
let api: Handler;
let handlerClock: Awaited<ReturnType<typeof loadApi>>['clock'];
let logs: CapturedLogs;

beforeAll(async () => {
  engines = await startPrivateEngines();
  ({ api, clock: handlerClock } = await loadApi());
});

afterAll(async () => {
  await engines?.stop();
});

beforeEach(() => {
  logs = captureLogLines();
});

afterEach(async () => {
  vi.restoreAllMocks();
  // A failed assertion must not leave the engine down for the next test.
  await engines.engines.startSes();
});

const expectUnavailable = (response: { status: number; body: unknown }): void => {
  expect(response.status).toBe(503);
  expect(response.body).toEqual(UNAVAILABLE);
};

/**
 * The users table without the per-client request counters: a registration is charged to its client
 * address whether or not its mail goes out (that counter is what bounds the mail a client can cause),
 * so only the account's own items must be as they were.
 */
const accountItems = async (): Promise<string[]> =>
  (await engines.tableItems('users')).filter((item) => !item.includes('"pk":"CLIENTLIMIT#'));

describe('SES stopped mid-test', () => {
  it('createUser → 503 with no account, claim or code written; after the restart the same registration goes through', async () => {
    const earlier = registration();
    expect((await (await new ApiClient(api).prime()).post('/api/user/createUser', earlier)).status).toBe(201);
    expect(await engines.mailsTo(earlier.email)).toHaveLength(1);
    const usersBefore = await accountItems();

    await engines.engines.stopSes();
    const input = registration();
    const browser = await new ApiClient(api).prime();
    const refused = await browser.post('/api/user/createUser', input);
    expectUnavailable(refused);
    expect(refused.setCookies.some((cookie) => cookie.startsWith('pending_reg='))).toBe(false);
    expect(logs.at('WARN').join('\n')).toMatch(/ECONNREFUSED|ECONNRESET/);
    expect(await accountItems()).toEqual(usersBefore);

    await engines.engines.startSes();
    expect(await engines.mailsTo(input.email)).toEqual([]);
    expect((await browser.post('/api/user/createUser', input)).status).toBe(201);
    expect(await engines.mailsTo(input.email)).toHaveLength(1);
    expect((await browser.post('/api/user/verifyUser', { code: await engines.latestCode(input.email) })).status).toBe(
      200,
    );
  });

  it('resendOtp → 503 leaving the code, its tries and the cooldown as they were; after the restart a new code is sent', async () => {
    const input = registration();
    const browser = await new ApiClient(api).prime();
    expect((await browser.post('/api/user/createUser', input)).status).toBe(201);
    const first = await engines.latestCode(input.email);
    vi.spyOn(handlerClock, 'now').mockImplementation(() => Date.now() + 61_000);
    const usersBefore = await accountItems();

    await engines.engines.stopSes();
    expectUnavailable(await browser.post('/api/user/resendOtp'));
    expect(await accountItems()).toEqual(usersBefore);

    await engines.engines.startSes();
    expect(await engines.mailsTo(input.email)).toHaveLength(1);
    const resent = await browser.post('/api/user/resendOtp');
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ message: 'A new code was sent.', retryAfterSeconds: 60 });
    expect(await engines.mailsTo(input.email)).toHaveLength(2);
    const second = await engines.latestCode(input.email);
    if (second !== first) expect((await browser.post('/api/user/verifyUser', { code: first })).status).toBe(400);
    expect((await browser.post('/api/user/verifyUser', { code: second })).status).toBe(200);
  });

  it('sendReplyTo → 503 with the message not marked replied and no mail; after the restart the same reply is sent', async () => {
    const admin = await new ApiClient(api).prime();
    expect((await admin.post('/api/user/login', ADMIN)).status).toBe(200);
    const email = randomEmail('reply-down');
    const sent = await (
      await new ApiClient(api).prime()
    ).post('/api/contact/createMessage', {
      name: 'Chathura Bandara',
      email,
      phone: '0712345678',
      message: 'Is there a Paper class on Sundays?',
    });
    expect(sent.status).toBe(201);
    const listed = await admin.get<MessagesPage>('/api/contact/getAllMessages', { query: { search: 'Chathura' } });
    const id = listed.body.messages.find((m) => m.email === email)?._id ?? '';
    expect(id).not.toBe('');
    const messagesBefore = await engines.tableItems('messages');
    const replyText = 'Yes, every Sunday at 8.00 in Badulla.';

    await engines.engines.stopSes();
    expectUnavailable(await admin.post(`/api/contact/sendReplyTo/${id}`, { replyText }));
    expect(await engines.tableItems('messages')).toEqual(messagesBefore);

    await engines.engines.startSes();
    expect(await engines.mailsTo(email)).toEqual([]);
    const replied = await admin.post(`/api/contact/sendReplyTo/${id}`, { replyText });
    expect(replied.status).toBe(200);
    const mails = await engines.mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body.text).toContain(replyText);
    const after = (
      await admin.get<MessagesPage>('/api/contact/getAllMessages', { query: { search: 'Chathura' } })
    ).body.messages.find((m) => m._id === id);
    expect(after?.repliedAt).toEqual(expect.any(String));
  });
});

describe('SES answering garbage', () => {
  /** Stands in for the mail engine on its port, answering every request 200 with XML cut short. */
  async function garbledSes(): Promise<() => Promise<void>> {
    await engines.engines.stopSes();
    const server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.writeHead(200, { 'content-type': 'text/xml' });
        response.end('<SendEmailResponse><SendEmailResult><MessageId>ses-1</MessageId');
      });
    });
    await new Promise<void>((resolve) =>
      server.listen(Number(new URL(engines.engines.endpoints.ses).port), '127.0.0.1', resolve),
    );
    return () => new Promise<void>((resolve) => server.close(() => resolve()));
  }

  it('an answer the SDK cannot read → 503 for resendOtp and createUser, with nothing half-recorded', async () => {
    const input = registration();
    const browser = await new ApiClient(api).prime();
    expect((await browser.post('/api/user/createUser', input)).status).toBe(201);
    vi.spyOn(handlerClock, 'now').mockImplementation(() => Date.now() + 61_000);
    const usersBefore = await accountItems();

    const close = await garbledSes();
    try {
      expectUnavailable(await browser.post('/api/user/resendOtp'));
      expect(await accountItems()).toEqual(usersBefore);
      expectUnavailable(await (await new ApiClient(api).prime()).post('/api/user/createUser', registration()));
      expect(await accountItems()).toEqual(usersBefore);
      expect(logs.at('WARN').join('\n')).toMatch(/Deserialization error|XML parse error/);
    } finally {
      await close();
    }
  });
});
