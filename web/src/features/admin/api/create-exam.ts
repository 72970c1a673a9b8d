import { api } from '../../../lib/api-client';
import type { ExamCreatedResponse, ExamDraft } from '../../../../../functions/shared/schemas';

/** POST /api/exam/create (admin) — 201 {message, exam}; 400 bad input, 409 a title already used. */
export const createExam = (body: ExamDraft) => api<ExamCreatedResponse>('/api/exam/create', { method: 'POST', body });
