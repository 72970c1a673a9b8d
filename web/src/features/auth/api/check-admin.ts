import { api } from '../../../lib/api-client';

/** GET /api/user/check-admin — 200 {isAdmin:true}; 403 for a student, 401 for a visitor. */
export const checkAdmin = () => api<{ isAdmin: boolean }>('/api/user/check-admin');
