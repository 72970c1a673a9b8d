import { request } from '../../../lib/api-client';
import type { MessageResponse } from '@schemas';

/** {code}: 200 logs the new student in. */
export const verifyUser = (code: string): Promise<MessageResponse> =>
  request('POST /api/user/verifyUser', { body: { code } });
