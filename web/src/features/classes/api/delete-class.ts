import { api } from '../../../lib/api-client';
import type { MessageResponse } from '../../../../../functions/shared/schemas';

/** DELETE /api/class/deleteClass/{id} — admin; 200 {message:"Class deleted"}, 404 when already gone. */
export const deleteClass = (id: string) =>
  api<MessageResponse>(`/api/class/deleteClass/${encodeURIComponent(id)}`, { method: 'DELETE' });
