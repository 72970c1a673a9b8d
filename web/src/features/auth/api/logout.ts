import { api } from '../../../lib/api-client';
import type { MessageResponse } from '../../../../../functions/shared/schemas';

/** POST /api/user/logout — ends the session server side and clears the cookie. */
export const logout = () => api<MessageResponse>('/api/user/logout', { method: 'POST' });
