import { api } from '../../../lib/api-client';
import type { MessageResponse } from '../../../../../functions/shared/schemas';

/** DELETE /api/exam/deleteByTitle/{title} — the title URL-encoded (it may hold spaces, "?" or "#"). */
export const deleteExam = (title: string) =>
  api<MessageResponse>(`/api/exam/deleteByTitle/${encodeURIComponent(title)}`, { method: 'DELETE' });
