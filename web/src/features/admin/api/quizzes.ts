/** The admin's quiz calls: the quiz bank, the live run's host actions and the results. */
import { request } from '../../../lib/api-client';
import type {
  HostStateResponse,
  MessageResponse,
  QuizAnswersResponse,
  QuizCreatedResponse,
  QuizDetail,
  QuizImageUploadResponse,
  QuizInput,
  QuizResultsResponse,
  QuizSummary,
} from '@schemas';

export const getQuizzes = (): Promise<QuizSummary[]> => request('GET /api/quiz/getQuizzes');

export const getAdminQuiz = (quizId: string): Promise<QuizDetail> =>
  request('GET /api/quiz/adminQuiz/{quizId}', { params: { quizId } });

export const createQuiz = (body: QuizInput): Promise<QuizCreatedResponse> =>
  request('POST /api/quiz/createQuiz', { body });

export const updateQuiz = (quizId: string, body: QuizInput): Promise<MessageResponse> =>
  request('PUT /api/quiz/updateQuiz/{quizId}', { params: { quizId }, body });

export const duplicateQuiz = (quizId: string): Promise<QuizCreatedResponse> =>
  request('POST /api/quiz/duplicateQuiz/{quizId}', { params: { quizId } });

export const deleteQuiz = (quizId: string): Promise<MessageResponse> =>
  request('DELETE /api/quiz/deleteQuiz/{quizId}', { params: { quizId } });

export const quizImageUpload = (
  contentType: 'image/jpeg' | 'image/webp',
  size: number,
): Promise<QuizImageUploadResponse> => request('POST /api/quiz/imageUpload', { body: { contentType, size } });

/** The host screen polls every second: a background read, so it never drives the full-screen spinner. */
export const getHostState = (quizId: string): Promise<HostStateResponse> =>
  request('GET /api/quiz/hostState/{quizId}', { params: { quizId }, quiet: true });

export type HostAction = 'openLobby' | 'nextQuestion' | 'closeQuestion' | 'endQuiz';

export const hostAction = (action: HostAction, quizId: string): Promise<MessageResponse> =>
  request(`POST /api/quiz/${action}/{quizId}`, { params: { quizId } });

export const getQuizResults = (quizId: string): Promise<QuizResultsResponse> =>
  request('GET /api/quiz/results/{quizId}', { params: { quizId } });

export const getQuizAnswers = (quizId: string): Promise<QuizAnswersResponse> =>
  request('GET /api/quiz/answers/{quizId}', { params: { quizId } });
