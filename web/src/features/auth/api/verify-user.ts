import { api } from '../../../lib/api-client';
import type { MessageResponse } from '../../../../../functions/shared/schemas';

/** POST /api/user/verifyUser {code} — 200 logs the new student in. */
export const verifyUser = (code: string) =>
  api<MessageResponse>('/api/user/verifyUser', { method: 'POST', body: { code } });
