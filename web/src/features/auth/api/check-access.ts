import { request } from '../../../lib/api-client';
import type { CheckAccessResponse } from '@schemas';

/** The signed-in student's access flags; 401 for a visitor. `quiet` for a check no one waits on (no spinner). */
export const checkAccess = (options: { quiet?: boolean } = {}): Promise<CheckAccessResponse> =>
  request('GET /api/user/check-access', { quiet: options.quiet ?? false });
