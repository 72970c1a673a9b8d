/**
 * The quiz group's rows of the authorization matrix (authorization-matrix.ts). Each row that changes
 * or consumes its quiz builds a fresh one through the store and the run's own steps, so the order in
 * which callers are tried never changes an expectation.
 */
import { endQuiz, openLobby, openNextQuestion } from '../../../functions/domain/quiz/run-control';
import { putNewQuiz } from '../../../functions/quiz/store-bank';
import { quizInputSchema, type AccessField, type QuizInput } from '../../../functions/shared/schemas';
import type { Expected, MatrixRow } from './authorization-matrix';
import { quizBody } from './quiz';

const everyone = (status: number): Expected => ({ visitor: status, student: status, flagged: status, admin: status });
const adminOnly = (status = 200): Expected => ({ visitor: 401, student: 403, flagged: 403, admin: status });
const audience = (status = 200): Expected => ({ visitor: 401, student: 403, flagged: status, admin: status });

/** The flag the gated rows' quizzes ask for. */
const FLAG: AccessField = 'theoryAccess';

async function quizIn(
  state: 'draft' | 'lobby' | 'question' | 'ended',
  overrides: Partial<QuizInput> = {},
): Promise<string> {
  const quizId = await putNewQuiz(quizInputSchema.parse(quizBody(overrides)), Date.now());
  if (state === 'draft') return quizId;
  await openLobby(quizId);
  if (state === 'question' || state === 'ended') await openNextQuestion(quizId);
  if (state === 'ended') await endQuiz(quizId);
  return quizId;
}

const gated = (state: 'lobby' | 'question' | 'ended') => quizIn(state, { audience: FLAG });

export const quizRows: MatrixRow[] = [
  {
    route: 'POST /api/quiz/createQuiz',
    expected: adminOnly(201),
    request: () => ({ method: 'POST', path: '/api/quiz/createQuiz', body: quizBody() }),
  },
  {
    route: 'PUT /api/quiz/updateQuiz/{quizId}',
    expected: adminOnly(),
    request: async () => ({ method: 'PUT', path: `/api/quiz/updateQuiz/${await quizIn('draft')}`, body: quizBody() }),
  },
  {
    route: 'POST /api/quiz/duplicateQuiz/{quizId}',
    expected: adminOnly(201),
    request: async () => ({ method: 'POST', path: `/api/quiz/duplicateQuiz/${await quizIn('draft')}` }),
  },
  {
    route: 'DELETE /api/quiz/deleteQuiz/{quizId}',
    expected: adminOnly(),
    request: async () => ({ method: 'DELETE', path: `/api/quiz/deleteQuiz/${await quizIn('draft')}` }),
  },
  {
    route: 'GET /api/quiz/adminQuiz/{quizId}',
    expected: adminOnly(),
    request: async () => ({ method: 'GET', path: `/api/quiz/adminQuiz/${await quizIn('draft')}` }),
  },
  {
    route: 'POST /api/quiz/imageUpload',
    expected: adminOnly(),
    request: () => ({ method: 'POST', path: '/api/quiz/imageUpload', body: { contentType: 'image/jpeg', size: 1000 } }),
  },
  {
    route: 'POST /api/quiz/openLobby/{quizId}',
    expected: adminOnly(),
    request: async () => ({ method: 'POST', path: `/api/quiz/openLobby/${await quizIn('draft')}` }),
  },
  {
    route: 'POST /api/quiz/nextQuestion/{quizId}',
    expected: adminOnly(),
    request: async () => ({ method: 'POST', path: `/api/quiz/nextQuestion/${await quizIn('lobby')}` }),
  },
  {
    route: 'POST /api/quiz/closeQuestion/{quizId}',
    expected: adminOnly(),
    request: async () => ({ method: 'POST', path: `/api/quiz/closeQuestion/${await quizIn('question')}` }),
  },
  {
    route: 'POST /api/quiz/endQuiz/{quizId}',
    expected: adminOnly(),
    request: async () => ({ method: 'POST', path: `/api/quiz/endQuiz/${await quizIn('question')}` }),
  },
  {
    route: 'GET /api/quiz/hostState/{quizId}',
    expected: adminOnly(),
    request: async () => ({ method: 'GET', path: `/api/quiz/hostState/${await quizIn('question')}` }),
  },
  {
    route: 'GET /api/quiz/results/{quizId}',
    expected: adminOnly(),
    request: async () => ({ method: 'GET', path: `/api/quiz/results/${await quizIn('ended')}` }),
  },
  {
    route: 'GET /api/quiz/answers/{quizId}',
    expected: adminOnly(),
    request: async () => ({ method: 'GET', path: `/api/quiz/answers/${await quizIn('ended')}` }),
  },
  {
    route: 'GET /api/quiz/getQuizzes',
    expected: everyone(200),
    request: () => ({ method: 'GET', path: '/api/quiz/getQuizzes' }),
  },
  {
    route: 'POST /api/quiz/answer/{quizId}',
    flag: FLAG,
    expected: audience(),
    request: async () => ({
      method: 'POST',
      path: `/api/quiz/answer/${await gated('question')}`,
      body: { question: 0, option: 1 },
    }),
  },
  {
    route: 'GET /api/quiz/liveState/{quizId}',
    flag: FLAG,
    expected: audience(),
    request: async () => ({ method: 'GET', path: `/api/quiz/liveState/${await gated('question')}` }),
  },
  {
    route: 'GET /api/quiz/practice/{quizId}',
    flag: FLAG,
    expected: audience(),
    request: async () => ({ method: 'GET', path: `/api/quiz/practice/${await gated('ended')}` }),
  },
  {
    // An attempt belongs to whoever started it, and a row's request is built before its caller is
    // known: so the audience answers with "no attempt of yours" (404) where it may practise, while
    // visitors and students outside the audience are refused first. The 200 is in quiz-practice.test.ts.
    route: 'POST /api/quiz/practiceAnswer/{quizId}',
    flag: FLAG,
    expected: audience(404),
    request: async () => ({
      method: 'POST',
      path: `/api/quiz/practiceAnswer/${await gated('ended')}`,
      body: { attemptId: '0f8b1c2e-4d5a-4b6c-8d7e-9f0a1b2c3d4e', question: 0, option: 1 },
    }),
  },
  {
    route: 'GET /api/quiz/myHistory',
    expected: { visitor: 401, student: 200, flagged: 200, admin: 200 },
    request: () => ({ method: 'GET', path: '/api/quiz/myHistory' }),
  },
];
