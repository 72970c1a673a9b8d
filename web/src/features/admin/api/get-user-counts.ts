import { request } from '../../../lib/api-client';
import type { UserCounts } from '@schemas';

/** Admin only: the four Overview numbers. */
export const getUserCounts = (): Promise<UserCounts> => request('GET /api/user/user-counts');
