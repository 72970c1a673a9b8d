/** Practice after the live run, the admin's results and answers, and a student's history, against the real engines. */
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  PracticeAnswerResponse,
  PracticeQuizResponse,
  QuizAnswersResponse,
  QuizHistoryResponse,
  QuizResultsResponse,
} from '../../functions/shared/schemas';
import type { ApiClient } from './support/client';
import { adminBrowser, verifiedStudent } from './support/fixtures';
import { idOf } from './support/roles';
import { createQuiz, host, keysOf, quizApi } from './support/quiz';
import { useCloseScheduler } from './support/live-twins';

let admin: ApiClient;
let dilan: ApiClient;
let dilanId: string;
let dilanNic: string;
let esha: ApiClient;
let quizId: string;

// Opening a question creates its close's schedule; the Scheduler twin takes it (support/live-twins.ts).
useCloseScheduler();

beforeAll(async () => {
  admin = await adminBrowser(quizApi);
  const first = await verifiedStudent(quizApi, { fullName: 'Dilan Jayasuriya' });
  dilan = first.browser;
  dilanId = await idOf(first.email);
  dilanNic = first.input.idNo.toUpperCase();
  esha = (await verifiedStudent(quizApi, { fullName: 'எஷா ராஜ்' })).browser;
  quizId = await createQuiz(admin);
  await host(admin, 'openLobby', quizId);
  await host(admin, 'nextQuestion', quizId);
  await dilan.post(`/api/quiz/answer/${quizId}`, { question: 0, option: 1 });
  await esha.post(`/api/quiz/answer/${quizId}`, { question: 0, option: 0 });
  await host(admin, 'nextQuestion', quizId);
  await esha.post(`/api/quiz/answer/${quizId}`, { question: 1, option: 0 });
});

describe('practice', () => {
  it('opens only once the live run has ended', async () => {
    const early = await dilan.get(`/api/quiz/practice/${quizId}`);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('quiz.practiceNotYet');
  });

  it('gives the questions without answers, then feedback for each stored answer, once per question', async () => {
    await host(admin, 'endQuiz', quizId);
    const page = await dilan.get<PracticeQuizResponse>(`/api/quiz/practice/${quizId}`);
    expect(page.status).toBe(200);
    expect(page.body.questions).toHaveLength(3);
    for (const key of ['answer', 'correct', 'explanation']) expect(keysOf(page.body).has(key)).toBe(false);
    const { attemptId } = page.body;

    const first = await dilan.post<PracticeAnswerResponse>(`/api/quiz/practiceAnswer/${quizId}`, {
      attemptId,
      question: 0,
      option: 0,
    });
    expect(first.body).toEqual({
      correct: false,
      answer: 1,
      explanation: 'Donor atoms add free electrons.',
      score: 0,
      answered: 1,
    });
    const again = await dilan.post(`/api/quiz/practiceAnswer/${quizId}`, { attemptId, question: 0, option: 1 });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('quiz.alreadyAnswered');
    const second = await dilan.post<PracticeAnswerResponse>(`/api/quiz/practiceAnswer/${quizId}`, {
      attemptId,
      question: 1,
      option: 2,
    });
    expect(second.body).toMatchObject({ correct: true, answer: 2, score: 1, answered: 2 });

    const foreign = await esha.post(`/api/quiz/practiceAnswer/${quizId}`, { attemptId, question: 2, option: 0 });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('quiz.practiceAttempt');
  });

  it('shows each student their own history: live score and rank, practice attempts and best', async () => {
    const retry = await dilan.get<PracticeQuizResponse>(`/api/quiz/practice/${quizId}`);
    for (const question of [0, 1, 2]) {
      await dilan.post(`/api/quiz/practiceAnswer/${quizId}`, {
        attemptId: retry.body.attemptId,
        question,
        option: [1, 2, 0][question],
      });
    }
    // Opening the page again without answering is not an attempt.
    expect((await dilan.get(`/api/quiz/practice/${quizId}`)).status).toBe(200);
    const history = (await dilan.get<QuizHistoryResponse>('/api/quiz/myHistory')).body;
    expect(history.live).toEqual([
      expect.objectContaining({ quizId, title: 'Unit 3: Electronics', correct: 1, rank: 1, of: 2 }),
    ]);
    expect(history.live[0]?.endedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(history.practice).toEqual([
      { quizId, title: 'Unit 3: Electronics', attempts: 2, best: 3, questionCount: 3 },
    ]);
    const other = (await esha.get<QuizHistoryResponse>('/api/quiz/myHistory')).body;
    expect(other.live[0]).toMatchObject({ rank: 2, correct: 0, score: 0 });
    expect(other.practice).toEqual([]);
  });
});

describe('results', () => {
  it('gives the leaderboard and the count per option of every question', async () => {
    const results = (await admin.get<QuizResultsResponse>(`/api/quiz/results/${quizId}`)).body;
    expect(results.leaderboard.map((row) => [row.fullName, row.correct])).toEqual([
      ['Dilan Jayasuriya', 1],
      ['எஷா ராஜ்', 0],
    ]);
    expect(results.questions).toEqual([
      { index: 0, counts: [1, 1], correct: 1 },
      { index: 1, counts: [1, 0, 0, 0], correct: 2 },
      { index: 2, counts: [0, 0, 0], correct: 0 },
    ]);
  });

  it('gives each student’s answers with NIC, rank and reaction, and refuses students', async () => {
    const answers = (await admin.get<QuizAnswersResponse>(`/api/quiz/answers/${quizId}`)).body;
    expect(answers.questions.map((question) => question.correct)).toEqual([1, 2, 0]);
    const row = answers.students.find((student) => student.userId === dilanId);
    expect(row).toMatchObject({ fullName: 'Dilan Jayasuriya', nic: dilanNic, rank: 1 });
    expect(row?.answers[0]).toMatchObject({ option: 1 });
    expect(row?.answers[0]?.points).toBeGreaterThanOrEqual(500);
    expect(row?.answers.slice(1)).toEqual([null, null]);
    expect((await dilan.get(`/api/quiz/results/${quizId}`)).status).toBe(403);
    expect((await dilan.get(`/api/quiz/answers/${quizId}`)).status).toBe(403);
  });
});
