import { api } from '../../../lib/api-client';
import type { AccessField } from '../../../../../functions/shared/schemas';

/** PUT /api/user/toggleAccess {id, field} (admin) — flips one flag; the answer is the stored value. */
export const toggleAccess = (id: string, field: AccessField) =>
  api<{ newValue: boolean }>('/api/user/toggleAccess', { method: 'PUT', body: { id, field } });
