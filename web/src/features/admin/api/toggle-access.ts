import { request } from '../../../lib/api-client';
import type { AccessField } from '@schemas';

/** Admin only: {id, field} flips one flag; the answer is the stored value. */
export const toggleAccess = (id: string, field: AccessField): Promise<{ newValue: boolean }> =>
  request('PUT /api/user/toggleAccess', { body: { id, field } });
