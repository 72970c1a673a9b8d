/** The quiz routes a student's screens call. */
import type {
  LiveStateResponse,
  PracticeAnswerResponse,
  PracticeQuizResponse,
  QUIZ_ANSWER_CODES,
  QuizHistoryResponse,
  QuizSummary,
} from '@schemas';
import { ApiError, request } from '../../lib/api-client';

/** `quiet` for a background recheck: no spinner over the page. */
export const getQuizzes = (quiet = false): Promise<QuizSummary[]> => request('GET /api/quiz/getQuizzes', { quiet });

/** Quiet: it is fetched on every (re)connect, and a spinner over the question would hide it. */
export const getLiveState = (quizId: string): Promise<LiveStateResponse> =>
  request('GET /api/quiz/liveState/{quizId}', { params: { quizId }, quiet: true });

/** `heldMs`: how long the question was up on this phone before the tap, so a slow link costs no points. */
export const sendAnswer = (
  quizId: string,
  answer: { question: number; option: number; heldMs?: number },
): Promise<{ received: true }> =>
  request('POST /api/quiz/answer/{quizId}', { params: { quizId }, body: answer, quiet: true });

export const startPractice = (quizId: string): Promise<PracticeQuizResponse> =>
  request('GET /api/quiz/practice/{quizId}', { params: { quizId } });

export const sendPracticeAnswer = (
  quizId: string,
  body: { attemptId: string; question: number; option: number },
): Promise<PracticeAnswerResponse> => request('POST /api/quiz/practiceAnswer/{quizId}', { params: { quizId }, body });

export const getHistory = (): Promise<QuizHistoryResponse> => request('GET /api/quiz/myHistory');

export type AnswerRefusal = keyof typeof QUIZ_ANSWER_CODES;

/**
 * The schema module's codes, restated: importing its value would bring the validator into this
 * chunk. Typed by the original, so a changed code fails to compile here.
 */
const ANSWER_CODES: typeof QUIZ_ANSWER_CODES = {
  alreadyAnswered: 'quiz.alreadyAnswered',
  notOpen: 'quiz.notOpen',
  closed: 'quiz.closed',
};

/** Which of the answer's own refusals a 409 is, by the code the server names it with. */
export function answerRefusal(error: unknown): AnswerRefusal | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.code) return undefined;
  const code = error.code;
  for (const [key, value] of Object.entries(ANSWER_CODES) as [AnswerRefusal, string][]) {
    if (code === value) return key;
  }
  return undefined;
}
