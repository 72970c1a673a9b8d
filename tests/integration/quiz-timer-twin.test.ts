/**
 * A question closes when its time is up with no request at all: opening it creates a one-time
 * schedule through the real Scheduler client, the Scheduler twin invokes the real close timer at
 * that time, and its `closed` reaches the phone through the WebSocket API twin. The twin fires at the
 * named second here (Scheduler itself picks a moment within that minute; the close timer's wait for
 * an early fire is tested in quiz-answers.test.ts).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LiveStateResponse } from '../../functions/shared/schemas';
import { POLL } from '../support/poll';
import { adminBrowser, verifiedStudent } from './support/fixtures';
import { startLiveTwins, type LiveTwins } from './support/live-twins';
import { createQuiz, host, quizApi, quizBody } from './support/quiz';

let twins: LiveTwins;

beforeAll(async () => {
  twins = await startLiveTwins();
});

afterAll(() => twins?.stop());

it('closes a question at its time with no request, and the phone gets its result', async () => {
  const [admin, { browser: student }] = await Promise.all([
    adminBrowser(quizApi),
    verifiedStudent(quizApi, { fullName: 'Nimali Jayasinghe' }),
  ]);
  const [first] = quizBody().questions;
  if (!first) throw new Error('no question');
  const quizId = await createQuiz(admin, { questions: [{ ...first, seconds: 10 }] });
  await host(admin, 'openLobby', quizId);
  const phone = await twins.phone(student, quizId);
  await host(admin, 'nextQuestion', quizId);
  const question = await phone.next('question');
  const closesAt = question.sentAt + question.remainingMs;

  // Only the socket is watched from here on: no request that could close the question lazily.
  const closed = await phone.next('closed', 0, question.remainingMs + POLL.timeoutMs);
  expect(Date.now()).toBeGreaterThanOrEqual(closesAt);
  expect(closed).toMatchObject({ type: 'closed', index: 0, correct: 1, you: { option: null, points: 0 } });
  const state = (await student.get<LiveStateResponse>(`/api/quiz/liveState/${quizId}`)).body;
  expect(state).toMatchObject({ state: 'closed', closed: { index: 0, correct: 1 } });
});
