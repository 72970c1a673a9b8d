import type { CheckAdminResponse } from '@schemas';
import { request } from '../../../lib/api-client';

/** 200 {isAdmin:true}; 403 for a student, 401 for a visitor. */
export const checkAdmin = (): Promise<CheckAdminResponse> => request('GET /api/user/check-admin');
