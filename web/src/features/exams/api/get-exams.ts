import { request } from '../../../lib/api-client';
import type { ExamView } from '@schemas';

/** Every exam, newest year first; login needed. */
export const getExams = (): Promise<ExamView[]> => request('GET /api/exam/all');
