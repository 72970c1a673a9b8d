import { request } from '../../../lib/api-client';
import type { ExamCreatedResponse, ExamDraft } from '@schemas';

/** Admin only: 201 {message, exam}; 400 bad input, 409 a title already used. */
export const createExam = (body: ExamDraft): Promise<ExamCreatedResponse> => request('POST /api/exam/create', { body });
