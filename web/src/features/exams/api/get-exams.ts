import { api } from '../../../lib/api-client';
import type { ExamView } from '../../../../../functions/shared/schemas';

/** GET /api/exam/all — login; newest year first. */
export const getExams = () => api<ExamView[]>('/api/exam/all');
