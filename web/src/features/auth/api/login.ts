import { request } from '../../../lib/api-client';
import type { LoginInput, LoginResponse } from '@schemas';

/** 200 {user} with a session cookie; 401/403/429 {message}. */
export const login = (body: LoginInput): Promise<Partial<LoginResponse>> => request('POST /api/user/login', { body });
