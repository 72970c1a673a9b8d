import { request } from '../../../lib/api-client';
import type { MessageResponse } from '@schemas';

/** Admin only: also frees the email/NIC and ends the user's sessions. */
export const deleteUser = (id: string): Promise<MessageResponse> =>
  request('DELETE /api/user/deleteUser/{id}', { params: { id } });
