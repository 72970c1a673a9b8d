import { api } from '../../../lib/api-client';
import type { CheckAccessResponse } from '../../../../../functions/shared/schemas';

/** GET /api/user/check-access — the signed-in student's access flags; 401 for a visitor. */
export const checkAccess = () => api<CheckAccessResponse>('/api/user/check-access');
