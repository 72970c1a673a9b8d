import { request } from '../../../lib/api-client';
import type { MessageResponse } from '@schemas';

/** Deletes an exam by its title (which may hold spaces, "?" or "#": the path parameter is encoded). */
export const deleteExam = (title: string): Promise<MessageResponse> =>
  request('DELETE /api/exam/deleteByTitle/{title}', { params: { title } });
