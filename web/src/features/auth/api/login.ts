import { api } from '../../../lib/api-client';
import type { LoginInput, LoginResponse } from '../../../../../functions/shared/schemas';

/** POST /api/user/login — 200 {user} with a session cookie; 401/403/429 {message}. */
export const login = (body: LoginInput) => api<Partial<LoginResponse>>('/api/user/login', { method: 'POST', body });
