import { api } from '../../../lib/api-client';
import type { ExamView } from '../../../../../functions/shared/schemas';

/** GET /api/exam/all — every exam, newest year first. */
export const listExams = () => api<ExamView[]>('/api/exam/all');
