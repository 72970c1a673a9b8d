/** The exam group's Lambda: every route of route-keys.ts, each to its route function. */
import { createApiHandler, type RouteTable } from '../shared/router';
import type { ExamRouteKey } from './route-keys';
import { allExams, createExam, deleteExam, examsOfYear } from './routes/exams';

const routes: RouteTable<ExamRouteKey> = {
  'GET /api/exam/all': allExams,
  'GET /api/exam/year/{year}': examsOfYear,
  'POST /api/exam/create': createExam,
  'DELETE /api/exam/deleteByTitle/{title}': deleteExam,
};

export const handler = createApiHandler(routes);
