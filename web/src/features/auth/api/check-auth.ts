import { request } from '../../../lib/api-client';
import type { CheckAuthResponse } from '@schemas';

/** Who is signed in, with role and access flags. */
export const checkAuth = (): Promise<CheckAuthResponse> => request('GET /api/user/check-auth');
