/**
 * The live run's answers over HTTP against the real engines, with the students' phones on the
 * WebSocket API twin (support/live-twins.ts): one scored answer per student and question under a
 * race, the refusal codes, the audience at every answer, nothing naming the correct option before
 * the close, the closes (by the host, lazily when the time is up, by the close timer) and the
 * schedule each open creates on the Scheduler twin.
 */
import { GetScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeScheduleName } from '../../functions/domain/quiz/close-schedule';
import { handler as closeTimer } from '../../functions/quiz/close-timer';
import { clock } from '../../functions/shared/clock';
import { dynamo } from '../../functions/shared/dynamo';
import type { HostStateResponse, LiveStateResponse, QuizResultsResponse } from '../../functions/shared/schemas';
import type { ApiClient } from './support/client';
import { adminBrowser, loggedIn, PASSWORD, verifiedStudent } from './support/fixtures';
import { startLiveTwins, type LiveTwins } from './support/live-twins';
import { grant } from './support/media';
import { createQuiz, host, keysOf, quizApi } from './support/quiz';

let twins: LiveTwins;
let admin: ApiClient;
let amal: ApiClient;
let bhagya: ApiClient;
let amalEmail: string;

beforeAll(async () => {
  let first: Awaited<ReturnType<typeof verifiedStudent>>;
  [twins, admin, first, { browser: bhagya }] = await Promise.all([
    startLiveTwins(),
    adminBrowser(quizApi),
    verifiedStudent(quizApi, { fullName: 'Amal Perera' }),
    verifiedStudent(quizApi, { fullName: 'Bhagya Silva' }),
  ]);
  amal = first.browser;
  amalEmail = first.email;
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(() => twins?.stop());

const answer = (client: ApiClient, quizId: string, question: number, option: number) =>
  client.post(`/api/quiz/answer/${quizId}`, { question, option });
const liveState = (client: ApiClient, quizId: string) => client.get<LiveStateResponse>(`/api/quiz/liveState/${quizId}`);
const results = async (quizId: string) => (await admin.get<QuizResultsResponse>(`/api/quiz/results/${quizId}`)).body;

describe('answers', () => {
  it('scores one answer per student and question however many taps, retries, tabs and phones race', async () => {
    const quizId = await createQuiz(admin);
    await host(admin, 'openLobby', quizId);
    // Two tabs share a session; a second phone has a session of its own. Each has its socket open.
    const tabs = [amal, amal.fork(), await loggedIn(quizApi, amalEmail, PASSWORD)];
    const phones = await Promise.all(tabs.map((tab) => twins.phone(tab, quizId)));
    await host(admin, 'nextQuestion', quizId);
    for (const phone of phones) await phone.next('question');
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => answer(tabs[i % 3]!, quizId, 0, i % 2 === 0 ? 1 : 0)),
    );
    const accepted = responses.filter((response) => response.status === 200);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]?.body).toEqual({ received: true });
    for (const response of responses.filter((r) => r.status !== 200)) {
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('quiz.alreadyAnswered');
    }
    const state = (await admin.get<HostStateResponse>(`/api/quiz/hostState/${quizId}`)).body;
    expect(state).toMatchObject({ state: 'question', joined: 1, answered: 1 });

    await host(admin, 'closeQuestion', quizId);
    const row = (await results(quizId)).leaderboard.find((entry) => entry.fullName === 'Amal Perera');
    expect(row?.correct).toBeLessThanOrEqual(1);
    // The one answer that counted decides: 500 to 1000 points if it was right, none if not.
    if (row?.correct === 1) expect(row.score).toBeGreaterThanOrEqual(500);
    else expect(row?.score).toBe(0);
    expect(row?.score).toBeLessThanOrEqual(1000);
    // Every socket of the student is told the same single answer, counted once.
    const kept = row?.correct === 1 ? 1 : 0;
    for (const phone of phones) {
      const closed = await phone.next('closed');
      expect(closed.counts).toEqual(kept === 1 ? [0, 1] : [1, 0]);
      expect(closed.you).toMatchObject({ option: kept, points: row?.score, score: row?.score, of: 1 });
    }
  });

  it('stores an answer with one read and one write, and the host counts it from the players', async () => {
    const quizId = await createQuiz(admin);
    await host(admin, 'openLobby', quizId);
    await host(admin, 'nextQuestion', quizId);
    expect((await answer(bhagya, quizId, 0, 1)).status).toBe(200);
    await host(admin, 'nextQuestion', quizId);
    const send = dynamo.send.bind(dynamo);
    const sent: string[] = [];
    vi.spyOn(dynamo, 'send').mockImplementation(((command: object) => {
      sent.push(command.constructor.name);
      return send(command as Parameters<typeof send>[0]);
    }) as typeof dynamo.send);
    expect((await answer(bhagya, quizId, 1, 0)).status).toBe(200);
    vi.restoreAllMocks();
    // The session, the account, the run and the player in one request; the answer in another.
    expect(sent).toEqual(['BatchGetCommand', 'UpdateCommand']);
    const state = (await admin.get<HostStateResponse>(`/api/quiz/hostState/${quizId}`)).body;
    expect(state).toMatchObject({ state: 'question', joined: 1, answered: 1 });
  });

  it('refuses an answer before its question opens and after it closes, each with its own code', async () => {
    const quizId = await createQuiz(admin);
    await host(admin, 'openLobby', quizId);
    const early = await answer(bhagya, quizId, 0, 1);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('quiz.notOpen');
    await host(admin, 'nextQuestion', quizId);
    expect((await answer(bhagya, quizId, 1, 1)).body.code).toBe('quiz.notOpen');
    await host(admin, 'nextQuestion', quizId);
    const late = await answer(bhagya, quizId, 0, 1);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('quiz.closed');
    expect((await answer(bhagya, quizId, 1, 7)).status).toBe(400);
  });

  it('checks the audience at every answer', async () => {
    const quizId = await createQuiz(admin, { audience: 'practicalAccess' });
    await host(admin, 'openLobby', quizId);
    await host(admin, 'nextQuestion', quizId);
    expect(await twins.refusal(bhagya, quizId)).toBe(403);
    const refused = await answer(bhagya, quizId, 0, 1);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('quiz.notYours');
    expect((await liveState(bhagya, quizId)).status).toBe(403);
    await grant(admin, amalEmail, 'practicalAccess');
    const phone = await twins.phone(amal, quizId);
    expect(await phone.send({ type: 'hello' })).toBe(200);
    expect(await phone.next('question')).toMatchObject({ index: 0 });
    expect((await answer(amal, quizId, 0, 1)).status).toBe(200);
  });
});

describe('closing', () => {
  it('never shows a student the correct option while the question is open; the next question closes it and scores', async () => {
    const quizId = await createQuiz(admin);
    await host(admin, 'openLobby', quizId);
    const phone = await twins.phone(bhagya, quizId);
    // Every answer the student's browser gets before the close, HTTP and socket alike.
    const bodies: unknown[] = [];
    const keep = <T extends { body: unknown }>(response: T): T => (bodies.push(response.body), response);
    await host(admin, 'nextQuestion', quizId);
    await phone.next('question');
    const open = keep(await liveState(bhagya, quizId));
    expect(open.body).toMatchObject({ state: 'question', question: { index: 0, seconds: 20, count: 3 }, myScore: 0 });
    expect(open.body.question?.remainingMs).toBeGreaterThan(15_000);
    keep(await bhagya.get('/api/quiz/getQuizzes'));
    await phone.send({ type: 'hello' });
    await phone.send({ type: 'rtt' });
    const ping = await phone.next('ping');
    await phone.send({ type: 'pong', sentAt: ping.sentAt });

    expect(keep(await answer(bhagya, quizId, 0, 1)).status).toBe(200);
    const answered = keep(await liveState(bhagya, quizId));
    expect(answered.body.myAnswer).toBe(1);
    await phone.send({ type: 'hello' });
    expect(phone.messages.filter((message) => message.type === 'question')).toHaveLength(3);
    for (const body of [...bodies, ...phone.messages]) {
      for (const key of ['answer', 'correct', 'explanation', 'closed']) expect(keysOf(body).has(key)).toBe(false);
    }

    await host(admin, 'nextQuestion', quizId);
    expect(await phone.next('closed')).toMatchObject({ index: 0, correct: 1 });
    const [first] = (await results(quizId)).questions;
    expect(first).toEqual({ index: 0, counts: [0, 1], correct: 1 });
    const score = (await liveState(bhagya, quizId)).body.myScore;
    expect(score).toBeGreaterThan(900);
  });

  it('closes a question whose time is up at the next request, with the student’s result', async () => {
    const quizId = await createQuiz(admin);
    await host(admin, 'openLobby', quizId);
    await host(admin, 'nextQuestion', quizId);
    expect((await answer(amal, quizId, 0, 0)).status).toBe(200);
    const later = Date.now() + 21_000;
    vi.spyOn(clock, 'now').mockImplementation(() => later);
    const late = await answer(bhagya, quizId, 0, 1);
    expect(late.body.code).toBe('quiz.closed');
    const closed = await liveState(amal, quizId);
    expect(closed.body).toMatchObject({
      state: 'closed',
      myAnswer: 0,
      closed: {
        index: 0,
        correct: 1,
        counts: [1, 0],
        explanation: 'Donor atoms add free electrons.',
        you: { option: 0, points: 0, score: 0 },
      },
    });
  });

  it('schedules the close of each question it opens, and the close timer closes it once', async () => {
    const quizId = await createQuiz(admin);
    await host(admin, 'openLobby', quizId);
    const phone = await twins.phone(amal, quizId);
    await host(admin, 'nextQuestion', quizId);
    const env = twins.environment;
    const scheduler = new SchedulerClient({ endpoint: env.AWS_ENDPOINT_URL_SCHEDULER, region: 'us-east-1' });
    const schedule = await scheduler.send(
      new GetScheduleCommand({ Name: closeScheduleName(quizId, 0), GroupName: env.QUIZ_SCHEDULE_GROUP }),
    );
    scheduler.destroy();
    expect(schedule).toMatchObject({
      GroupName: env.QUIZ_SCHEDULE_GROUP,
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      ScheduleExpressionTimezone: 'UTC',
      Target: {
        Arn: env.QUIZ_CLOSE_TARGET_ARN,
        RoleArn: env.QUIZ_SCHEDULER_ROLE_ARN,
        Input: JSON.stringify({ quizId, index: 0 }),
      },
    });
    expect(String(schedule?.ScheduleExpression)).toMatch(/^at\(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\)$/);

    const later = Date.now() + 21_000;
    vi.spyOn(clock, 'now').mockImplementation(() => later);
    // However many closers race (the timer fired twice, the host, a poll), one wins and announces.
    // Called as the Lambda is invoked: the Scheduler twin fires each schedule once, and at its time.
    const closes = await Promise.all(Array.from({ length: 5 }, () => closeTimer({ quizId, index: 0 })));
    expect(closes.filter((close) => close.closed)).toHaveLength(1);
    expect(await closeTimer({ quizId, index: 0 })).toEqual({ closed: false });
    const state = (await admin.get<HostStateResponse>(`/api/quiz/hostState/${quizId}`)).body;
    expect(state).toMatchObject({ state: 'closed', closed: { index: 0, correct: 1 }, question: { answer: 1 } });
    // One `closed` reached the phone: the next question's message, sent after any other, finds no second.
    await host(admin, 'nextQuestion', quizId);
    await phone.next(
      'question',
      phone.messages.findIndex((message) => message.type === 'closed'),
    );
    expect(phone.messages.filter((message) => message.type === 'closed')).toHaveLength(1);
  });

  it('leaves the question open when the close timer fires far too early to wait', async () => {
    const quizId = await createQuiz(admin);
    await host(admin, 'openLobby', quizId);
    await host(admin, 'nextQuestion', quizId);
    const earlier = Date.now() - 100_000;
    vi.spyOn(clock, 'now').mockImplementation(() => earlier);
    expect(await closeTimer({ quizId, index: 0 })).toEqual({ closed: false });
    vi.mocked(clock.now).mockRestore();
    const state = (await admin.get<HostStateResponse>(`/api/quiz/hostState/${quizId}`)).body;
    expect(state).toMatchObject({ state: 'question', question: { index: 0 } });
  });

  it('refuses a step past the last question and a second end', async () => {
    const quizId = await createQuiz(admin);
    await host(admin, 'openLobby', quizId);
    for (let i = 0; i < 3; i += 1) await host(admin, 'nextQuestion', quizId);
    expect((await admin.post(`/api/quiz/nextQuestion/${quizId}`)).body.code).toBe('quiz.lastQuestion');
    await host(admin, 'endQuiz', quizId);
    expect((await admin.post(`/api/quiz/endQuiz/${quizId}`)).body.code).toBe('quiz.notRunning');
    expect((await liveState(amal, quizId)).body.state).toBe('ended');
  });

  it('shows the results before the time is up when the host closes the question, then moves on', async () => {
    const quizId = await createQuiz(admin);
    await host(admin, 'openLobby', quizId);
    await host(admin, 'nextQuestion', quizId);
    expect((await amal.post(`/api/quiz/answer/${quizId}`, { question: 0, option: 1 })).status).toBe(200);
    await host(admin, 'closeQuestion', quizId);
    const closed = (await liveState(amal, quizId)).body;
    expect(closed).toMatchObject({ state: 'closed', closed: { index: 0, correct: 1, you: { option: 1 } } });
    expect((await amal.post(`/api/quiz/answer/${quizId}`, { question: 0, option: 0 })).body.code).toBe('quiz.closed');
    const again = await admin.post(`/api/quiz/closeQuestion/${quizId}`);
    expect([again.status, again.body.code]).toEqual([409, 'quiz.nothingOpen']);
    await host(admin, 'nextQuestion', quizId);
    expect((await liveState(amal, quizId)).body).toMatchObject({ state: 'question', question: { index: 1 } });
  });
});
