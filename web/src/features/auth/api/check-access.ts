import { request } from '../../../lib/api-client';
import type { CheckAccessResponse } from '@schemas';

/** The signed-in student's access flags; 401 for a visitor. */
export const checkAccess = (): Promise<CheckAccessResponse> => request('GET /api/user/check-access');
