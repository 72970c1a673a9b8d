/**
 * A question closes when its time is up with no request at all: opening it creates a one-time
 * schedule through the real Scheduler client, the Scheduler twin invokes the real close timer at
 * that time, and the close reaches the phone. The twin fires at the named second here (Scheduler
 * itself picks a moment within that minute; the close timer's wait for an early fire is tested in
 * quiz-answers.test.ts).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSchedulerTwin, type SchedulerTwin } from '../../local/twins/scheduler';
import type { LiveMessage } from '../../functions/shared/schemas';
import { pollUntil } from '../support/poll';

let twin: SchedulerTwin;

beforeAll(async () => {
  const { handler: closeTimer } = await import('../../functions/quiz/close-timer');
  twin = await startSchedulerTwin({
    target: {
      arn: process.env.QUIZ_CLOSE_TARGET_ARN ?? '',
      invoke: (event) => closeTimer(event as { quizId: string; index: number }),
    },
    roleArn: process.env.QUIZ_SCHEDULER_ROLE_ARN ?? '',
    groups: [process.env.QUIZ_SCHEDULE_GROUP ?? ''],
    precision: 'exact',
  });
  // Before any quiz module loads, so the quiz code's Scheduler client is made for the twin.
  process.env.AWS_ENDPOINT_URL_SCHEDULER = twin.endpoint;
});

afterAll(() => twin.stop());

it('closes a question at its time with no request, and the phone gets its result', async () => {
  const { adminBrowser, verifiedStudent } = await import('./support/fixtures');
  const { connectEvent, cookieHeader, createQuiz, host, newConnectionId, quizApi, quizBody, SITE_ORIGIN } =
    await import('./support/quiz');
  const { handler: live } = await import('../../functions/live/handler');
  const { getRun } = await import('../../functions/domain/quiz/definitions');
  const { liveEndpoints } = await import('./support/live-endpoints');

  const admin = await adminBrowser(quizApi);
  const student = (await verifiedStudent(quizApi, { fullName: 'Nimali Jayasinghe' })).browser;
  const [first] = quizBody().questions;
  if (!first) throw new Error('no question');
  const quizId = await createQuiz(admin, { questions: [{ ...first, seconds: 10 }] });
  await host(admin, 'openLobby', quizId);
  const phone = newConnectionId();
  const connected = await live(connectEvent(phone, { quizId, cookie: cookieHeader(student), origin: SITE_ORIGIN }));
  expect(connected.statusCode).toBe(200);
  await host(admin, 'nextQuestion', quizId);
  const opened = await getRun(quizId);
  expect(opened).toMatchObject({ state: 'question', index: 0 });

  // Only the database is read from here on: nothing that could close the question lazily.
  const closed = await pollUntil(
    () => ((liveEndpoints().posts.get(phone) ?? []) as LiveMessage[]).find((message) => message.type === 'closed'),
    (message) => message !== undefined,
    { timeoutMs: 25_000, intervalMs: 250, failure: () => 'the question was not closed by its schedule' },
  );
  expect(closed).toMatchObject({ type: 'closed', index: 0, correct: 1, you: { option: null, points: 0 } });
  const run = await getRun(quizId);
  expect(run?.state).toBe('closed');
  expect(Date.now()).toBeGreaterThanOrEqual(opened?.closesAt ?? Infinity);
});
