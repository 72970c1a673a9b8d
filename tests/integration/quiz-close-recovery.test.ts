/**
 * A close that failed part way: the question is marked closed but its result was never stored, so
 * no phone would ever learn it. The next request after a while redoes the close.
 */
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { STRANDED_CLOSE_MS } from '../../functions/domain/quiz/rules';
import { clock } from '../../functions/shared/clock';
import { dynamo } from '../../functions/shared/dynamo';
import type { HostStateResponse, LiveStateResponse } from '../../functions/shared/schemas';
import type { ApiClient } from './support/client';
import { adminBrowser, verifiedStudent } from './support/fixtures';
import { useCloseScheduler } from './support/live-twins';
import { createQuiz, host, quizApi } from './support/quiz';

let admin: ApiClient;
let student: ApiClient;

// Opening a question creates its close's schedule; the Scheduler twin takes it (support/live-twins.ts).
useCloseScheduler();

beforeAll(async () => {
  admin = await adminBrowser(quizApi);
  student = (await verifiedStudent(quizApi, { fullName: 'Dilani Jayasuriya' })).browser;
});

afterEach(() => {
  vi.restoreAllMocks();
});

type Sent = { input?: { UpdateExpression?: string } };

it('redoes a close whose result was never stored, at the first request once the close is stale', async () => {
  const quizId = await createQuiz(admin);
  await host(admin, 'openLobby', quizId);
  await host(admin, 'nextQuestion', quizId);
  expect((await student.post(`/api/quiz/answer/${quizId}`, { question: 0, option: 1 })).status).toBe(200);

  const send = dynamo.send.bind(dynamo);
  let refused = 0;
  vi.spyOn(dynamo, 'send').mockImplementation(((command: Sent) => {
    if (command.input?.UpdateExpression === 'SET closedResult = :result') {
      refused += 1;
      return Promise.reject(Object.assign(new Error('throttled'), { name: 'ThrottlingException' }));
    }
    return send(command as Parameters<typeof send>[0]);
  }) as typeof dynamo.send);
  expect((await admin.post(`/api/quiz/closeQuestion/${quizId}`)).status).toBe(503);
  vi.restoreAllMocks();
  expect(refused).toBe(1);

  // Stranded: closed, and nobody is told the result — not yet redone while the close is recent.
  const stranded = (await student.get<LiveStateResponse>(`/api/quiz/liveState/${quizId}`)).body;
  expect(stranded.state).toBe('closed');
  expect(stranded.closed).toBeUndefined();

  vi.spyOn(clock, 'now').mockImplementation(() => Date.now() + STRANDED_CLOSE_MS);
  const mine = await student.get<LiveStateResponse>(`/api/quiz/liveState/${quizId}`);
  const hostView = await admin.get<HostStateResponse>(`/api/quiz/hostState/${quizId}`);
  expect(mine.body.closed).toMatchObject({ index: 0, correct: 1, counts: [0, 1], you: { option: 1, rank: 1, of: 1 } });
  expect(mine.body.closed?.you?.points).toBeGreaterThanOrEqual(500);
  expect(hostView.body.closed).toMatchObject({ index: 0, correct: 1, counts: [0, 1] });
});
