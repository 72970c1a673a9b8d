import { request } from '../../../lib/api-client';
import type { PendingRegistrationStatus } from '@schemas';

/** Whether this browser has a registration waiting for its code (reads only: nothing is mailed). */
export const getPendingRegistration = (): Promise<PendingRegistrationStatus> =>
  request('GET /api/user/pendingRegistration');
