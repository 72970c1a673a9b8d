import { api } from '../../../lib/api-client';
import type { Registration } from '../../../../../functions/shared/schemas';

export interface CreateUserResponse {
  message: string;
  email: string;
  retryAfterSeconds: number;
}

/** POST /api/user/createUser — 201 and a code mailed; sets the pending-registration cookie. */
export const createUser = (body: Registration) =>
  api<CreateUserResponse>('/api/user/createUser', { method: 'POST', body });
