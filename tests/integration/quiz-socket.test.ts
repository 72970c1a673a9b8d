/**
 * The live WebSocket handler at the event level, as API Gateway (or the local gateway twin) calls
 * it, against the real engines and a real HTTP @connections endpoint (support/live-endpoints.ts):
 * who may connect, what a (re)connected phone is told, the timing echoes, the broadcasts, and what
 * becomes of a connection that is gone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getPlayer } from '../../functions/domain/quiz/players';
import { handler as live } from '../../functions/live/handler';
import type { LiveMessage, QuizAnswersResponse } from '../../functions/shared/schemas';
import type { ApiClient } from './support/client';
import { adminBrowser, verifiedStudent } from './support/fixtures';
import { liveEndpoints } from './support/live-endpoints';
import { ApiClient as Browser } from './support/client';
import { idOf } from './support/roles';
import {
  connectEvent,
  cookieHeader,
  createQuiz,
  disconnectEvent,
  host,
  keysOf,
  messageEvent,
  newConnectionId,
  quizApi,
  SITE_ORIGIN,
} from './support/quiz';

let admin: ApiClient;
let student: ApiClient;
let studentId: string;

beforeAll(async () => {
  admin = await adminBrowser(quizApi);
  const account = await verifiedStudent(quizApi, { fullName: 'Chamari Fernando' });
  student = account.browser;
  studentId = await idOf(account.email);
});

const posted = (connectionId: string): LiveMessage[] =>
  (liveEndpoints().posts.get(connectionId) ?? []) as LiveMessage[];

async function connect(client: ApiClient, quizId: string): Promise<string> {
  const connectionId = newConnectionId();
  const result = await live(connectEvent(connectionId, { quizId, cookie: cookieHeader(client), origin: SITE_ORIGIN }));
  expect(result.statusCode).toBe(200);
  return connectionId;
}

describe('$connect', () => {
  it('refuses a visitor (401), another origin or a bypass of the site (403), a draft or unknown quiz (404), and someone outside the audience (403)', async () => {
    const draft = await createQuiz(admin);
    const gated = await createQuiz(admin, { audience: 'paperAccess' });
    await host(admin, 'openLobby', gated);
    const running = await createQuiz(admin);
    await host(admin, 'openLobby', running);
    const visitor = await new Browser(quizApi).prime();
    const cookie = cookieHeader(student);
    const status = async (options: Parameters<typeof connectEvent>[1]) =>
      (await live(connectEvent(newConnectionId(), options))).statusCode;

    expect(await status({ quizId: running, cookie: cookieHeader(visitor), origin: SITE_ORIGIN })).toBe(401);
    // Straight to the WebSocket API's own address, not through the site: no origin secret.
    expect(await status({ quizId: running, cookie, origin: SITE_ORIGIN, originSecret: 'guessed' })).toBe(403);
    expect(await status({ quizId: running, cookie, origin: 'https://evil.example' })).toBe(403);
    expect(await status({ quizId: running, cookie })).toBe(403);
    expect(await status({ quizId: draft, cookie, origin: SITE_ORIGIN })).toBe(404);
    expect(await status({ quizId: 'nope', cookie, origin: SITE_ORIGIN })).toBe(404);
    expect(await status({ cookie, origin: SITE_ORIGIN })).toBe(404);
    expect(await status({ quizId: gated, cookie, origin: SITE_ORIGIN })).toBe(403);
    expect(await status({ quizId: gated, cookie: cookieHeader(admin), origin: SITE_ORIGIN })).toBe(200);
    expect(await status({ quizId: running, cookie, origin: SITE_ORIGIN })).toBe(200);
  });
});

describe('a live run over the socket', () => {
  it('tells each phase, takes the timing echoes, and gives each student their own result', async () => {
    const quizId = await createQuiz(admin);
    await host(admin, 'openLobby', quizId);
    const phone = await connect(student, quizId);
    const screen = await connect(admin, quizId);
    expect((await admin.get(`/api/quiz/hostState/${quizId}`)).body).toMatchObject({ state: 'lobby', joined: 1 });

    expect((await live(messageEvent(phone, { type: 'hello' }))).statusCode).toBe(200);
    expect(posted(phone).at(-1)).toEqual({ type: 'lobby', quizId, title: 'Unit 3: Electronics' });

    await host(admin, 'nextQuestion', quizId);
    const question = posted(phone).at(-1);
    expect(question).toMatchObject({ type: 'question', quizId, index: 0, count: 3, seconds: 20 });
    if (question?.type !== 'question') throw new Error('no question message');
    for (const key of ['answer', 'correct', 'explanation']) expect(keysOf(question).has(key)).toBe(false);
    expect(new TextEncoder().encode(JSON.stringify(question)).byteLength).toBeLessThanOrEqual(2048);
    expect(posted(screen).at(-1)).toMatchObject({ type: 'question', index: 0 });

    // A forged sentAt is ignored; the real one is recorded once.
    await live(messageEvent(phone, { type: 'seen', index: 0, sentAt: question.sentAt + 60_000 }));
    expect((await getPlayer(quizId, studentId))?.seen).toEqual({});
    await live(messageEvent(phone, { type: 'seen', index: 0, sentAt: question.sentAt }));
    const seen = (await getPlayer(quizId, studentId))?.seen.q0;
    expect(seen).toBeGreaterThanOrEqual(question.sentAt);
    await live(messageEvent(phone, { type: 'seen', index: 0, sentAt: question.sentAt }));
    expect((await getPlayer(quizId, studentId))?.seen.q0).toBe(seen);

    await live(messageEvent(phone, { type: 'rtt' }));
    const ping = posted(phone).at(-1);
    if (ping?.type !== 'ping') throw new Error('no ping');
    await live(messageEvent(phone, { type: 'pong', sentAt: ping.sentAt }));
    expect((await getPlayer(quizId, studentId))?.rttMs).toBeGreaterThanOrEqual(0);

    // A phone that reconnects mid-question gets the question again with the time left now.
    await live(messageEvent(phone, { type: 'hello' }));
    expect(posted(phone).at(-1)).toMatchObject({ type: 'question', index: 0 });

    expect((await student.post(`/api/quiz/answer/${quizId}`, { question: 0, option: 1 })).status).toBe(200);
    const answers = (await admin.get<QuizAnswersResponse>(`/api/quiz/answers/${quizId}`)).body;
    const reaction = answers.students[0]?.answers[0]?.reactionMs ?? Infinity;
    // The time until the question reached the phone was taken off the reaction.
    expect(reaction).toBeLessThan(Date.now() - question.sentAt);

    await host(admin, 'nextQuestion', quizId);
    const afterClose = posted(phone);
    const closed = afterClose.find((message) => message.type === 'closed');
    expect(closed).toMatchObject({
      type: 'closed',
      index: 0,
      correct: 1,
      counts: [0, 1],
      you: { option: 1, rank: 1, of: 1 },
    });
    // The phone's `closed` carries the top ten; the leaderboard message goes to host screens only.
    expect(closed).toMatchObject({ top: [{ rank: 1, fullName: 'Chamari Fernando' }] });
    expect(afterClose.find((message) => message.type === 'leaderboard')).toBeUndefined();
    expect(posted(screen).find((message) => message.type === 'leaderboard')).toMatchObject({
      index: 0,
      top: [{ rank: 1, fullName: 'Chamari Fernando' }],
      of: 1,
    });
    expect(posted(screen).find((message) => message.type === 'closed')).not.toHaveProperty('you');

    await host(admin, 'endQuiz', quizId);
    expect(posted(phone).at(-1)).toMatchObject({ type: 'ended', of: 1, you: { rank: 1, correct: 1 } });
    expect(posted(phone).at(-1)).toHaveProperty('podium.0.fullName', 'Chamari Fernando');
  });

  it('forgets a connection API Gateway says is gone, and one that disconnects', async () => {
    const quizId = await createQuiz(admin);
    await host(admin, 'openLobby', quizId);
    const dropped = await connect(student, quizId);
    const left = await connect(student, quizId);
    const staying = await connect(student, quizId);
    liveEndpoints().gone.add(dropped);
    expect((await live(disconnectEvent(left))).statusCode).toBe(200);

    await host(admin, 'nextQuestion', quizId);
    expect(posted(dropped)).toEqual([]);
    expect(posted(left)).toEqual([]);
    expect(posted(staying)).toHaveLength(1);
    liveEndpoints().gone.delete(dropped);
    await host(admin, 'nextQuestion', quizId);
    expect(posted(dropped)).toEqual([]);
    expect(posted(staying).filter((message) => message.type === 'question')).toHaveLength(2);
    expect((await live(messageEvent(dropped, { type: 'hello' }))).statusCode).toBe(410);
  });

  it('ignores what is not one of its messages, without failing', async () => {
    const quizId = await createQuiz(admin);
    await host(admin, 'openLobby', quizId);
    const phone = await connect(student, quizId);
    for (const body of ['not json', '{"type":"answer","option":1}', '{"type":"seen","index":"0"}', '']) {
      expect((await live(messageEvent(phone, body))).statusCode).toBe(400);
    }
    expect(posted(phone)).toEqual([]);
  });
});
