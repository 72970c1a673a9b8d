import { request } from '../../../lib/api-client';
import type { MessageResponse } from '@schemas';

/** Admin only: lifts the bounce or spam mark from a student's address, so mail goes to it again. */
export const clearMailMark = (id: string): Promise<MessageResponse> =>
  request('PUT /api/user/clearMailMark', { body: { id } });
