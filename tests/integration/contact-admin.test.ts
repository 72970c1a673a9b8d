/**
 * The admin's Received Messages against the real engines: list (newest first, by cursor, search by
 * name in any letter case), read flag, reply by mail through the SES engine, delete — and every
 * endpoint refused to a student (403) and a visitor (401). This file has its own tables, so counts
 * and listings are exact.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as contactHandler } from '../../functions/contact/handler';
import { contactRouteKeys } from '../../functions/contact/route-keys';
import { getMessage } from '../../functions/domain/messages/store';
import { clock } from '../../functions/shared/clock';
import type { ContactMessageView, MessagesPage } from '../../functions/shared/schemas';
import { handler as userHandler } from '../../functions/user/handler';
import { userRouteKeys } from '../../functions/user/route-keys';
import { ApiClient } from './support/client';
import { adminBrowser, randomEmail, verifiedStudent } from './support/fixtures';
import { gateway } from './support/gateway';
import { mailsTo } from './support/mail';

const api = gateway([
  { routes: userRouteKeys, handler: userHandler },
  { routes: contactRouteKeys, handler: contactHandler },
]);

let admin: ApiClient;
let student: ApiClient;
let visitor: ApiClient;

afterEach(() => {
  vi.restoreAllMocks();
});

/** Sends a contact message through the public form, `secondsAhead` on the handlers' clock. */
async function sendMessage(
  name: string,
  secondsAhead: number,
  message = `A question from ${name}`,
): Promise<{ email: string; message: string }> {
  const email = randomEmail('sender');
  const spy = vi.spyOn(clock, 'now').mockReturnValue(Date.now() + secondsAhead * 1000);
  const response = await visitor.post('/api/contact/createMessage', { name, email, phone: '0771234567', message });
  spy.mockRestore();
  if (response.status !== 201) throw new Error(`createMessage answered ${response.status}: ${response.rawBody}`);
  return { email, message };
}

const list = (query: Record<string, string> = {}, browser: ApiClient = admin) =>
  browser.get<MessagesPage>('/api/contact/getAllMessages', { query });

async function allPages(
  query: Record<string, string>,
): Promise<{ pages: ContactMessageView[][]; cursors: (string | null)[] }> {
  const pages: ContactMessageView[][] = [];
  const cursors: (string | null)[] = [];
  let cursor: string | null = null;
  do {
    const response = await list({ ...query, ...(cursor ? { cursor } : {}) });
    expect(response.status).toBe(200);
    pages.push(response.body.messages);
    cursor = response.body.nextCursor;
    cursors.push(cursor);
  } while (cursor && pages.length < 50);
  return { pages, cursors };
}

async function findByEmail(email: string): Promise<ContactMessageView> {
  const { pages } = await allPages({ limit: '100' });
  const found = pages.flat().find((m) => m.email === email);
  if (!found) throw new Error(`no message from ${email}`);
  return found;
}

const seeded: { name: string; email: string; message: string; at: number }[] = [];
const NAMES = [
  'Nimal Perera',
  'Kamal PERERA',
  'Sunil Silva',
  'perera ruwan',
  'Ama Jayasinghe',
  'නිමල් පෙරේරා',
  'Dilani Fernando',
];

beforeAll(async () => {
  visitor = await new ApiClient(api).prime();
  admin = await adminBrowser(api);
  ({ browser: student } = await verifiedStudent(api));
  // Seconds apart on the handlers' clock, so "newest first" has one right order.
  for (const [i, name] of NAMES.entries()) {
    const sent = await sendMessage(name, i + 1);
    seeded.push({ name, ...sent, at: i + 1 });
  }
});

describe('who may use the admin endpoints', () => {
  const calls: [string, (browser: ApiClient, id: string) => Promise<{ status: number; body: unknown }>][] = [
    ['getAllMessages', (browser) => list({}, browser)],
    ['updateIsRead', (browser, id) => browser.put(`/api/contact/updateIsRead/${id}`)],
    ['sendReplyTo', (browser, id) => browser.post(`/api/contact/sendReplyTo/${id}`, { replyText: 'Hello' })],
    ['deleteMessageById', (browser, id) => browser.delete(`/api/contact/deleteMessageById/${id}`)],
  ];

  it.each(calls)('%s: 401 for a visitor, 403 for a student, nothing changed', async (_name, call) => {
    const target = await findByEmail(seeded[0]!.email);
    const asVisitor = await call(visitor, target._id);
    expect(asVisitor.status).toBe(401);
    expect(asVisitor.body).toEqual({ message: 'Please log in.', code: 'session.loginRequired' });
    const asStudent = await call(student, target._id);
    expect(asStudent.status).toBe(403);
    expect(asStudent.body).toEqual({ message: 'Admins only.', code: 'session.adminsOnly' });
    expect(await findByEmail(seeded[0]!.email)).toEqual(target);
    expect(await mailsTo(seeded[0]!.email)).toEqual([]);
  });
});

describe('GET /api/contact/getAllMessages', () => {
  it('lists every message newest first with every stored field, 3 per page by cursor', async () => {
    const { pages, cursors } = await allPages({ limit: '3' });
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(cursors.at(-1)).toBeNull();
    const messages = pages.flat();
    expect(messages.map((m) => m.email)).toEqual([...seeded].reverse().map((s) => s.email));
    const newest = messages[0]!;
    const last = seeded.at(-1)!;
    expect(newest).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: last.name,
      email: last.email,
      phone: '0771234567',
      message: last.message,
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      isRead: false,
    });
    const dates = messages.map((m) => Date.parse(m.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('default page is up to 50; limit above 100 or below 1 is a 400', async () => {
    const all = await list();
    expect(all.body.messages).toHaveLength(NAMES.length);
    expect(all.body.nextCursor).toBeNull();
    expect((await list({ limit: '101' })).status).toBe(400);
    expect((await list({ limit: '0' })).status).toBe(400);
  });

  it('searches names case-insensitively as a substring, newest first, also page by page', async () => {
    const perera = await list({ search: 'PeReRa' });
    expect(perera.status).toBe(200);
    expect(perera.body.messages.map((m) => m.name)).toEqual(['perera ruwan', 'Kamal PERERA', 'Nimal Perera']);
    expect((await list({ search: 'silva' })).body.messages.map((m) => m.name)).toEqual(['Sunil Silva']);
    expect((await list({ search: 'පෙරේරා' })).body.messages.map((m) => m.name)).toEqual(['නිමල් පෙරේරා']);
    expect((await list({ search: 'nobody-by-this-name' })).body).toEqual({ messages: [], nextCursor: null });

    const { pages, cursors } = await allPages({ search: 'perera', limit: '2' });
    expect(pages.flat().map((m) => m.name)).toEqual(['perera ruwan', 'Kamal PERERA', 'Nimal Perera']);
    expect(cursors.at(-1)).toBeNull();
  });

  it('a tampered cursor is a 400, not a 500', async () => {
    const forged = Buffer.from(JSON.stringify({ pk: 'USER#x', sk: 'PROFILE' })).toString('base64url');
    const response = await list({ cursor: forged });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Invalid cursor.', code: 'common.invalidCursor' });
    expect((await list({ cursor: 'not-a-cursor' })).status).toBe(400);
  });
});

describe('PUT /api/contact/updateIsRead/{id}', () => {
  it('flips read and unread, answering the stored value', async () => {
    const target = await findByEmail(seeded[1]!.email);
    const first = await admin.put(`/api/contact/updateIsRead/${target._id}`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ _id: target._id, isRead: true });
    expect((await findByEmail(target.email)).isRead).toBe(true);
    const second = await admin.put(`/api/contact/updateIsRead/${target._id}`);
    expect(second.body).toEqual({ _id: target._id, isRead: false });
    expect((await findByEmail(target.email)).isRead).toBe(false);
  });

  it('10 parallel flips leave the flag where 10 flips lead (unread)', async () => {
    const target = await findByEmail(seeded[2]!.email);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => admin.put(`/api/contact/updateIsRead/${target._id}`)),
    );
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(responses.filter((r) => r.body.isRead === true)).toHaveLength(5);
    expect((await findByEmail(target.email)).isRead).toBe(false);
  });

  it('404 for an unknown message, 400 for an id that cannot be one, 403 without the anti-forgery header', async () => {
    const unknown = await admin.put('/api/contact/updateIsRead/0b6f8f7e-1d0c-4c1e-9a59-0c8a1b2c3d4e');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Message not found.', code: 'contact.messageNotFound' });
    expect((await admin.put('/api/contact/updateIsRead/bad%20id')).status).toBe(400);
    const target = await findByEmail(seeded[1]!.email);
    expect((await admin.put(`/api/contact/updateIsRead/${target._id}`, undefined, { xsrf: 'omit' })).status).toBe(403);
    expect((await findByEmail(target.email)).isRead).toBe(false);
  });
});

describe('POST /api/contact/sendReplyTo/{id}', () => {
  it('mails the reply to the sender with a quote of their message, then records repliedAt and marks it read', async () => {
    const sender = seeded[3]!;
    const target = await findByEmail(sender.email);
    const replyText = `Dear ${sender.name}, the theory class starts on 1 April.\nබලාපොරොත්තුවෙන්!`;
    const before = Date.now();
    const response = await admin.post(`/api/contact/sendReplyTo/${target._id}`, { replyText: `  ${replyText}  ` });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Reply Send Successfully' });

    const mails = await mailsTo(sender.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.destination.to).toEqual([sender.email]);
    // The From address takes no mail: the sender's answer goes to the class mailbox.
    expect(mail.replyTo).toEqual(['class@engtech.local']);
    expect(mail.subject).toBe('Re: your message to EngTech Academy');
    expect(mail.body.text).toContain(replyText);
    expect(mail.body.text).toContain(`> ${sender.message}`);

    const after = await findByEmail(sender.email);
    expect(after.isRead).toBe(true);
    expect(Date.parse(after.repliedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect((await getMessage(target._id))?.repliedAt).toBe(after.repliedAt);
  });

  it('400 for a blank or too long reply (nothing mailed), 404 for an unknown message', async () => {
    const sender = seeded[4]!;
    const target = await findByEmail(sender.email);
    for (const body of [{ replyText: '   ' }, { replyText: 'r'.repeat(5001) }, {}]) {
      const response = await admin.post(`/api/contact/sendReplyTo/${target._id}`, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Write a reply of 1 to 5000 characters.', code: 'contact.replyText' });
    }
    const unknown = await admin.post('/api/contact/sendReplyTo/0b6f8f7e-1d0c-4c1e-9a59-0c8a1b2c3d4e', {
      replyText: 'Hello',
    });
    expect(unknown.status).toBe(404);
    expect(await mailsTo(sender.email)).toEqual([]);
    expect((await findByEmail(sender.email)).repliedAt).toBeUndefined();
  });
});

describe('DELETE /api/contact/deleteMessageById/{id}', () => {
  it('deletes the message (gone from the list and the count); a second delete is a 404', async () => {
    const sender = seeded[6]!;
    const target = await findByEmail(sender.email);
    const counts = async () => (await admin.get<{ totalMessages: number }>('/api/user/user-counts')).body.totalMessages;
    const before = await counts();
    const response = await admin.delete(`/api/contact/deleteMessageById/${target._id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Message deleted' });
    expect(await getMessage(target._id)).toBeNull();
    expect((await list({ limit: '100' })).body.messages.map((m) => m.email)).not.toContain(sender.email);
    expect(await counts()).toBe(before - 1);

    const again = await admin.delete(`/api/contact/deleteMessageById/${target._id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Message not found.', code: 'contact.messageNotFound' });
  });
});
