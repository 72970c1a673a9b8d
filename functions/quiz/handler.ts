/** The quiz group's Lambda: every route of route-keys.ts, each to its route function. */
import { createApiHandler, type RouteTable } from '../shared/router';
import type { QuizRouteKey } from './route-keys';
import { adminQuiz, createQuiz, deleteQuiz, duplicateQuiz, getQuizzes, imageUpload, updateQuiz } from './routes/bank';
import { closeQuestion, endQuiz, hostState, nextQuestion, openLobby } from './routes/host';
import { answer, liveState } from './routes/play';
import { practice, practiceAnswer } from './routes/practice';
import { answers, myHistory, results } from './routes/results';

const routes: RouteTable<QuizRouteKey> = {
  'POST /api/quiz/createQuiz': createQuiz,
  'PUT /api/quiz/updateQuiz/{quizId}': updateQuiz,
  'POST /api/quiz/duplicateQuiz/{quizId}': duplicateQuiz,
  'DELETE /api/quiz/deleteQuiz/{quizId}': deleteQuiz,
  'GET /api/quiz/adminQuiz/{quizId}': adminQuiz,
  'POST /api/quiz/imageUpload': imageUpload,
  'POST /api/quiz/openLobby/{quizId}': openLobby,
  'POST /api/quiz/nextQuestion/{quizId}': nextQuestion,
  'POST /api/quiz/closeQuestion/{quizId}': closeQuestion,
  'POST /api/quiz/endQuiz/{quizId}': endQuiz,
  'GET /api/quiz/hostState/{quizId}': hostState,
  'GET /api/quiz/results/{quizId}': results,
  'GET /api/quiz/answers/{quizId}': answers,
  'GET /api/quiz/getQuizzes': getQuizzes,
  'POST /api/quiz/answer/{quizId}': answer,
  'GET /api/quiz/liveState/{quizId}': liveState,
  'GET /api/quiz/practice/{quizId}': practice,
  'POST /api/quiz/practiceAnswer/{quizId}': practiceAnswer,
  'GET /api/quiz/myHistory': myHistory,
};

export const handler = createApiHandler(routes);
