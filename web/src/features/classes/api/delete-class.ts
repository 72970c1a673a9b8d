import { request } from '../../../lib/api-client';
import type { MessageResponse } from '@schemas';

/** Admin only: 200 {message:"Class deleted"}, 404 when already gone. */
export const deleteClass = (id: string): Promise<MessageResponse> =>
  request('DELETE /api/class/deleteClass/{id}', { params: { id } });
