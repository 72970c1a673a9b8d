import { request } from '../../../lib/api-client';
import type { AccessField, ToggleAccessResponse } from '@schemas';

/** Admin only: {id, field} flips one flag; the answer is the stored value. */
export const toggleAccess = (id: string, field: AccessField): Promise<ToggleAccessResponse> =>
  request('PUT /api/user/toggleAccess', { body: { id, field } });
