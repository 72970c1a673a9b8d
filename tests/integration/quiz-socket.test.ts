/**
 * The live socket as a phone meets it: real `ws` clients on the local WebSocket API twin, whose
 * events reach the real live handler and whose @connections endpoint carries the quiz code's posts
 * (support/live-twins.ts). Who may connect, what a (re)connected or late phone is told, the timing
 * echoes, the broadcasts to phones and host screens, two tabs of one student, what becomes of a
 * connection that is gone, and a close with no request at all: the Scheduler twin invokes the real
 * close timer at the question's time (at the named second here; Scheduler itself picks a moment
 * within that minute, and the close timer's wait for an early fire is tested in quiz-answers).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as live } from '../../functions/live/handler';
import { clock } from '../../functions/shared/clock';
import type { LiveStateResponse, QuizAnswersResponse } from '../../functions/shared/schemas';
import type { ApiClient } from './support/client';
import { ApiClient as Browser } from './support/client';
import { adminBrowser, verifiedStudent } from './support/fixtures';
import { startLiveTwins, type LiveTwins, type Phone } from './support/live-twins';
import {
  connectEvent,
  cookieHeader,
  createQuiz,
  host,
  keysOf,
  messageEvent,
  newConnectionId,
  quizApi,
  quizBody,
  SITE_ORIGIN,
} from './support/quiz';
import { POLL } from '../support/poll';

let twins: LiveTwins;
let admin: ApiClient;
let student: ApiClient;
let other: ApiClient;
let timed: ReturnType<typeof openTimedQuestion>;

/**
 * A ten-second question opened as the file starts and watched by its last test, so that its time
 * passes while the other tests run. Nothing else touches this quiz: no request can close it lazily.
 */
async function openTimedQuestion() {
  const [first] = quizBody().questions;
  if (!first) throw new Error('no question');
  const quizId = await createQuiz(admin, { questions: [{ ...first, seconds: 10 }] });
  await host(admin, 'openLobby', quizId);
  const phone: Phone = await twins.phone(other, quizId);
  const requested = Date.now();
  await host(admin, 'nextQuestion', quizId);
  return { quizId, phone, requested, question: await phone.next('question') };
}

beforeAll(async () => {
  [twins, admin, { browser: student }, { browser: other }] = await Promise.all([
    startLiveTwins(),
    adminBrowser(quizApi),
    verifiedStudent(quizApi, { fullName: 'Chamari Fernando' }),
    verifiedStudent(quizApi, { fullName: 'Dinesh Kumar' }),
  ]);
  timed = openTimedQuestion();
  // Awaited by the last test; until then a failure must not count as unhandled.
  timed.catch(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(() => twins?.stop());

const answer = (client: ApiClient, quizId: string, question: number, option: number) =>
  client.post(`/api/quiz/answer/${quizId}`, { question, option });
const liveState = async (client: ApiClient, quizId: string) =>
  (await client.get<LiveStateResponse>(`/api/quiz/liveState/${quizId}`)).body;

describe('connecting', () => {
  it('refuses a visitor (401), another origin (403), a draft or unknown quiz (404), and someone outside the audience (403)', async () => {
    const draft = await createQuiz(admin);
    const gated = await createQuiz(admin, { audience: 'paperAccess' });
    await host(admin, 'openLobby', gated);
    const running = await createQuiz(admin);
    await host(admin, 'openLobby', running);
    const visitor = await new Browser(quizApi).prime();

    expect(await twins.refusal(visitor, running)).toBe(401);
    expect(await twins.refusal(null, running)).toBe(401);
    expect(await twins.refusal(student, running, { origin: 'https://evil.example' })).toBe(403);
    expect(await twins.refusal(student, running, { origin: null })).toBe(403);
    expect(await twins.refusal(student, draft)).toBe(404);
    expect(await twins.refusal(student, 'nope')).toBe(404);
    expect(await twins.refusal(student, null)).toBe(404);
    expect(await twins.refusal(student, gated)).toBe(403);
    expect(await twins.refusal(admin, gated)).toBeNull();
    expect(await twins.refusal(student, running)).toBeNull();
  });

  it('refuses an upgrade that did not come through the site (event level)', async () => {
    // The twin stands for CloudFront as well and always adds the origin secret, so a connection
    // made straight to the WebSocket API's own address can only be written as the event it makes.
    const quizId = await createQuiz(admin);
    await host(admin, 'openLobby', quizId);
    const cookie = cookieHeader(student);
    const status = async (originSecret?: string) =>
      (await live(connectEvent(newConnectionId(), { quizId, cookie, origin: SITE_ORIGIN, originSecret }))).statusCode;
    expect(await status('guessed')).toBe(403);
    expect(await status()).toBe(200);
  });
});

describe('a live run over the socket', () => {
  it('tells each phase to phones and the host screen, and gives each student their own result', async () => {
    const quizId = await createQuiz(admin);
    await host(admin, 'openLobby', quizId);
    const phone = await twins.phone(student, quizId);
    const screen = await twins.phone(admin, quizId);
    expect((await admin.get(`/api/quiz/hostState/${quizId}`)).body).toMatchObject({ state: 'lobby', joined: 1 });

    await phone.send({ type: 'hello' });
    expect(await phone.next('lobby')).toEqual({ type: 'lobby', quizId, title: 'Unit 3: Electronics' });

    await host(admin, 'nextQuestion', quizId);
    const question = await phone.next('question');
    expect(question).toMatchObject({ type: 'question', quizId, index: 0, count: 3, seconds: 20 });
    for (const key of ['answer', 'correct', 'explanation']) expect(keysOf(question).has(key)).toBe(false);
    expect(new TextEncoder().encode(JSON.stringify(question)).byteLength).toBeLessThanOrEqual(2048);
    expect(await screen.next('question')).toMatchObject({ index: 0 });

    expect((await answer(student, quizId, 0, 1)).status).toBe(200);
    const beforeClose = phone.messages.length;
    await host(admin, 'nextQuestion', quizId);
    const closed = await phone.next('closed', beforeClose);
    expect(closed).toMatchObject({ index: 0, correct: 1, counts: [0, 1], you: { option: 1, rank: 1, of: 1 } });
    // The phone's `closed` carries the top ten; the leaderboard message goes to host screens only.
    expect(closed).toMatchObject({ top: [{ rank: 1, fullName: 'Chamari Fernando' }] });
    expect(await screen.next('leaderboard')).toMatchObject({
      index: 0,
      top: [{ rank: 1, fullName: 'Chamari Fernando' }],
      of: 1,
    });
    expect(await screen.next('closed')).not.toHaveProperty('you');
    await phone.next('question', beforeClose);

    await host(admin, 'endQuiz', quizId);
    const ended = await phone.next('ended');
    expect(ended).toMatchObject({ of: 1, you: { rank: 1, correct: 1 } });
    expect(ended).toHaveProperty('podium.0.fullName', 'Chamari Fernando');
    // Whatever came before, no phone was sent the host screen's leaderboard.
    expect(phone.messages.find((message) => message.type === 'leaderboard')).toBeUndefined();
  });

  it("takes the reaction from the phone's own time with the question, else from the round trip", async () => {
    // The timed question must open on the real clock, not the one this test stops.
    await timed;
    const quizId = await createQuiz(admin);
    await host(admin, 'openLobby', quizId);
    const phone = await twins.phone(student, quizId);
    // The server's clock stands still between steps, so each step's effect on the reaction is exact.
    let now = Date.now();
    vi.spyOn(clock, 'now').mockImplementation(() => now);
    const opened = now;
    await host(admin, 'nextQuestion', quizId);
    await phone.next('question');

    // Up 2.1 s on the phone, here 3 s after the open: the 900 ms of fan-out and link are not the student's.
    now = opened + 3_000;
    expect((await student.post(`/api/quiz/answer/${quizId}`, { question: 0, option: 1, heldMs: 2_100 })).status).toBe(
      200,
    );

    // The next answer's time is not one (a negative number is dropped, not refused): the round trip
    // a pong measured is taken off instead.
    now = opened + 4_000;
    const beforePing = phone.messages.length;
    await phone.send({ type: 'rtt' });
    const ping = await phone.next('ping', beforePing);
    expect(ping.sentAt).toBe(now);
    now += 800;
    await phone.send({ type: 'pong', sentAt: ping.sentAt });
    now = opened + 10_000;
    await host(admin, 'nextQuestion', quizId);
    now = opened + 13_000;
    expect((await student.post(`/api/quiz/answer/${quizId}`, { question: 1, option: 2, heldMs: -5 })).status).toBe(200);

    const answers = (await admin.get<QuizAnswersResponse>(`/api/quiz/answers/${quizId}`)).body;
    const mine = answers.students.find((row) => row.fullName === 'Chamari Fernando')?.answers;
    expect(mine?.slice(0, 2).map((entry) => entry?.reactionMs)).toEqual([2_100, 2_200]);
  });

  it('brings a late joiner and a reconnected phone to the question, with the time left, their answer and score', async () => {
    const quizId = await createQuiz(admin);
    await host(admin, 'openLobby', quizId);
    const phone = await twins.phone(student, quizId);
    await host(admin, 'nextQuestion', quizId);
    expect((await answer(student, quizId, 0, 1)).status).toBe(200);
    await host(admin, 'nextQuestion', quizId);
    const { score } = (await phone.next('closed')).you ?? {};
    expect(score).toBeGreaterThan(500);
    const first = await phone.next(
      'question',
      phone.messages.findIndex((message) => message.type === 'closed'),
    );
    expect(first.index).toBe(1);

    const late = await twins.phone(other, quizId);
    await late.send({ type: 'hello' });
    const caughtUp = await late.next('question');
    expect(caughtUp).toMatchObject({ index: 1, seconds: 10 });
    expect(caughtUp.remainingMs).toBeLessThanOrEqual(first.remainingMs);
    expect(caughtUp.remainingMs).toBeGreaterThan(0);
    expect((await admin.get(`/api/quiz/hostState/${quizId}`)).body).toMatchObject({ joined: 2 });

    expect((await answer(student, quizId, 1, 3)).status).toBe(200);
    await phone.close();
    const again = await twins.phone(student, quizId);
    await again.send({ type: 'hello' });
    const restored = await again.next('question');
    expect(restored).toMatchObject({ index: 1 });
    expect(restored.remainingMs).toBeLessThanOrEqual(caughtUp.remainingMs);
    // The page asks for its own answer and score on every (re)connect.
    expect(await liveState(student, quizId)).toMatchObject({ state: 'question', myAnswer: 3, myScore: score });
    expect(await liveState(other, quizId)).toMatchObject({ state: 'question', myScore: 0 });
    expect(await liveState(other, quizId)).not.toHaveProperty('myAnswer');
  });

  it('treats two tabs of one student as one player: both told everything, one answer counted', async () => {
    const quizId = await createQuiz(admin);
    await host(admin, 'openLobby', quizId);
    const tab = student.fork();
    const tabs = [await twins.phone(student, quizId), await twins.phone(tab, quizId)];
    expect((await admin.get(`/api/quiz/hostState/${quizId}`)).body).toMatchObject({ joined: 1 });
    await host(admin, 'nextQuestion', quizId);
    for (const phone of tabs) expect(await phone.next('question')).toMatchObject({ index: 0 });

    const [one, two] = await Promise.all([answer(student, quizId, 0, 1), answer(tab, quizId, 0, 0)]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const kept = one.status === 200 ? 1 : 0;
    await host(admin, 'closeQuestion', quizId);
    for (const phone of tabs) {
      const closed = await phone.next('closed');
      expect(closed).toMatchObject({ counts: kept === 1 ? [0, 1] : [1, 0], you: { option: kept, rank: 1, of: 1 } });
    }
  });
});

describe('connections that end', () => {
  it('forgets a phone that hung up, and one API Gateway answers 410 for when a broadcast reaches it', async () => {
    const quizId = await createQuiz(admin);
    await host(admin, 'openLobby', quizId);
    const dropped = await twins.phone(student, quizId);
    const left = await twins.phone(student, quizId);
    const staying = await twins.phone(student, quizId);
    // Off the network with no $disconnect delivered yet: only the next post learns it is gone.
    await dropped.vanish();
    await left.close();

    await host(admin, 'nextQuestion', quizId);
    expect(await staying.next('question')).toMatchObject({ index: 0 });
    // Whether the stored connection went is only visible to the handler itself: a message on a
    // forgotten connection is answered 410, one still stored would have been answered 200.
    for (const gone of [dropped, left])
      expect((await live(messageEvent(gone.connectionId, { type: 'hello' }))).statusCode).toBe(410);
    expect((await live(messageEvent(staying.connectionId, { type: 'hello' }))).statusCode).toBe(200);
  });

  it('ignores frames that are not its messages, and the socket stays usable', async () => {
    const quizId = await createQuiz(admin);
    await host(admin, 'openLobby', quizId);
    const phone = await twins.phone(student, quizId);
    for (const body of ['not json', '{"type":"answer","option":1}', '{"type":"seen","index":0,"sentAt":1}', '']) {
      expect(await phone.send(body)).toBe(400);
    }
    // The idle keep-alive is taken and answered with nothing.
    expect(await phone.send({ type: 'alive' })).toBe(200);
    expect(phone.messages).toEqual([]);
    expect(await phone.send({ type: 'hello' })).toBe(200);
    expect(await phone.next('lobby')).toMatchObject({ quizId });
    expect(phone.messages).toHaveLength(1);
  });
});

describe('the close timer', () => {
  it('closes a question at its time with no request, and the phone gets its result', async () => {
    const { quizId, phone, requested, question } = await timed;
    const closed = await phone.next('closed', 0, question.remainingMs + POLL.timeoutMs);
    // The question opened after it was asked for, and stays open its ten seconds.
    expect(Date.now()).toBeGreaterThanOrEqual(requested + 10_000);
    expect(closed).toMatchObject({ type: 'closed', index: 0, correct: 1, you: { option: null, points: 0 } });
    expect(await liveState(other, quizId)).toMatchObject({ state: 'closed', closed: { index: 0, correct: 1 } });
  });
});
