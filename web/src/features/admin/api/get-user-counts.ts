import { api } from '../../../lib/api-client';
import type { UserCounts } from '../../../../../functions/shared/schemas';

/** GET /api/user/user-counts (admin) — the four Overview numbers. */
export const getUserCounts = () => api<UserCounts>('/api/user/user-counts');
