import { api } from '../../../lib/api-client';
import type { CheckAuthResponse } from '../../../../../functions/shared/schemas';

/** GET /api/user/check-auth — who is signed in, with role and access flags. */
export const checkAuth = () => api<CheckAuthResponse>('/api/user/check-auth');
