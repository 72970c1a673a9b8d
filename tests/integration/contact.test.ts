/** The contact group against the real engines: the public form, its rules checked on the server, the per-address send limit. */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as contactHandler } from '../../functions/contact/handler';
import { contactRouteKeys } from '../../functions/contact/route-keys';
import { countMessages, MESSAGE_INDEX, type MessageItem } from '../../functions/domain/messages/store';
import { dynamo } from '../../functions/shared/dynamo';
import type { ContactInput } from '../../functions/shared/schemas';
import { handler as userHandler } from '../../functions/user/handler';
import { userRouteKeys } from '../../functions/user/route-keys';
import { tables } from '../../functions/shared/resources';
import { ApiClient } from './support/client';
import { advanceClock, randomEmail } from './support/fixtures';
import { gateway } from './support/gateway';

const api = gateway([
  { routes: userRouteKeys, handler: userHandler },
  { routes: contactRouteKeys, handler: contactHandler },
]);
const FILL_ALL = { message: 'Please fill all fields correctly.', code: 'contact.invalid' };
const EMAIL = { message: '*Enter a valid email address.', code: 'account.email' };

let visitor: ApiClient;

const contact = (overrides: Partial<Record<keyof ContactInput, unknown>> = {}): Record<string, unknown> => ({
  name: 'Sanduni Wickramasinghe',
  email: randomEmail('contact'),
  phone: '0771234567',
  message: 'When does the 2026 theory class in Bandarawela start?',
  ...overrides,
});

const send = (body: Record<string, unknown>, browser: ApiClient = visitor) =>
  browser.post('/api/contact/createMessage', body);

async function storedMessages(): Promise<MessageItem[]> {
  const items: MessageItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: process.env[tables.messages.envVar],
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': MESSAGE_INDEX },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...((page.Items ?? []) as MessageItem[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
const messagesFrom = async (email: string) => (await storedMessages()).filter((m) => m.email === email.toLowerCase());

beforeAll(async () => {
  visitor = await new ApiClient(api).prime();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /api/contact/createMessage', () => {
  it('is public: stores the message with its date and isRead=false', async () => {
    const before = await countMessages();
    const body = contact({ name: '  Sanduni  ', email: 'Sanduni.W@Example.com', message: '  Hello!  ' });
    const started = Date.now();
    const response = await send(body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: 'Successfully Sent' });

    const [stored, ...rest] = await messagesFrom('sanduni.w@example.com');
    expect(rest).toHaveLength(0);
    expect(stored).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Sanduni',
      email: 'sanduni.w@example.com',
      phone: '0771234567',
      message: 'Hello!',
      isRead: false,
    });
    const date = Date.parse(stored?.date ?? '');
    expect(stored?.date).toBe(new Date(date).toISOString());
    expect(date).toBeGreaterThanOrEqual(started - 1000);
    expect(date).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await countMessages()).toBe(before + 1);
  });

  it('needs the anti-forgery token like every state-changing request', async () => {
    const before = await countMessages();
    const response = await visitor.post('/api/contact/createMessage', contact(), { xsrf: 'omit' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Invalid or missing anti-forgery token.', code: 'request.xsrf' });
    expect(await countMessages()).toBe(before);
  });

  const invalid: [string, Record<string, unknown>, { message: string; code: string }][] = [
    ['email invalid', contact({ email: 'not-an-email' }), EMAIL],
    ['email missing', contact({ email: undefined }), EMAIL],
    ['email a number', contact({ email: 5 }), EMAIL],
    ['email huge', contact({ email: `${'a'.repeat(300)}@example.com` }), EMAIL],
    ['name missing', contact({ name: undefined }), FILL_ALL],
    ['name blank', contact({ name: '   ' }), FILL_ALL],
    ['name too long', contact({ name: 'n'.repeat(101) }), FILL_ALL],
    ['name an object', contact({ name: { first: 'A' } }), FILL_ALL],
    ['phone missing', contact({ phone: undefined }), FILL_ALL],
    ['phone too short', contact({ phone: '077123456' }), FILL_ALL],
    ['phone not starting with 0', contact({ phone: '7712345678' }), FILL_ALL],
    ['phone a number', contact({ phone: 771234567 }), FILL_ALL],
    ['message missing', contact({ message: undefined }), FILL_ALL],
    ['message blank', contact({ message: ' \n\t ' }), FILL_ALL],
    ['message too long', contact({ message: 'm'.repeat(2001) }), FILL_ALL],
  ];
  it.each(invalid)('400 for %s, nothing stored', async (_name, body, expected) => {
    const before = await countMessages();
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(expected);
    expect(await countMessages()).toBe(before);
  });

  it('answers a non-object body and an oversized body with 4xx JSON', async () => {
    const list = await send([contact()] as unknown as Record<string, unknown>);
    expect(list.status).toBe(400);
    expect(list.body).toEqual({ message: 'Request body must be a JSON object.', code: 'request.notObject' });
    const empty = await visitor.post('/api/contact/createMessage');
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: 'Request body must be a JSON object.', code: 'request.notObject' });
    const huge = await send(contact({ message: 'm'.repeat(20_000) }));
    expect(huge.status).toBe(413);
  });
});

describe('send limits (5 an hour per email address, 20 per client)', () => {
  it('the 6th message within an hour is 429 with a wait, whatever the letter case; other addresses are unaffected', async () => {
    const email = randomEmail('limit');
    for (let i = 0; i < 5; i += 1) {
      const response = await send(
        contact({ email: i % 2 === 0 ? email : email.toUpperCase(), message: `Question ${i}` }),
      );
      expect(response.status).toBe(201);
    }
    const limited = await send(contact({ email: email.toUpperCase() }));
    expect(limited.status).toBe(429);
    const retryAfterSeconds = limited.body.retryAfterSeconds as number;
    expect(retryAfterSeconds).toBeGreaterThan(3000);
    expect(retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(limited.body).toEqual({
      message: 'Too many messages from this email address. Try again in 60 minutes.',
      code: 'contact.emailLimit',
      retryAfterSeconds,
    });
    expect(limited.headers['retry-after']).toBe(String(retryAfterSeconds));
    expect(await messagesFrom(email)).toHaveLength(5);

    expect((await send(contact())).status).toBe(201);

    // An hour later the address may write again.
    advanceClock(60 * 60 * 1000 + 1000);
    expect((await send(contact({ email }))).status).toBe(201);
    expect(await messagesFrom(email)).toHaveLength(6);
  });

  it('at most 20 messages an hour from one client address, whatever emails they give; other clients are unaffected', async () => {
    const lab = await new ApiClient(api, '198.51.100.77').prime();
    const sent = await Promise.all(
      Array.from({ length: 24 }, (_, i) => send(contact({ email: randomEmail(`lab${i}`) }), lab)),
    );
    expect(sent.filter((r) => r.status === 201)).toHaveLength(20);
    const refused = sent.filter((r) => r.status === 429);
    expect(refused).toHaveLength(4);
    for (const response of refused)
      expect(response.body.message).toBe('Too many messages from your network. Try again in 60 minutes.');
    expect((await send(contact({ email: randomEmail('elsewhere') }))).status).toBe(201);
    advanceClock(60 * 60 * 1000 + 1000);
    expect((await send(contact({ email: randomEmail('lab-later') }), lab)).status).toBe(201);
  });

  it('12 parallel messages from one address: exactly 5 are stored', async () => {
    const email = randomEmail('burst');
    const browsers = await Promise.all(Array.from({ length: 12 }, () => new ApiClient(api).prime()));
    const responses = await Promise.all(
      browsers.map((browser, i) => send(contact({ email, message: `Burst ${i}` }), browser)),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(5);
    expect(responses.filter((r) => r.status === 429)).toHaveLength(7);
    expect(await messagesFrom(email)).toHaveLength(5);
  });
});
