import { api } from '../../../lib/api-client';
import type { MessageResponse } from '../../../../../functions/shared/schemas';

/** DELETE /api/user/deleteUser/{id} (admin) — also frees the email/NIC and ends the user's sessions. */
export const deleteUser = (id: string) =>
  api<MessageResponse>(`/api/user/deleteUser/${encodeURIComponent(id)}`, { method: 'DELETE' });
