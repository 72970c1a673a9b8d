import { request } from '../../../lib/api-client';
import type { MessageResponse } from '@schemas';

/** Ends the session server side and clears the cookie. */
export const logout = (): Promise<MessageResponse> => request('POST /api/user/logout');
