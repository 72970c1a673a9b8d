import { api } from '../../../lib/api-client';
import type { ResendOtpResponse } from '../../../../../functions/shared/schemas';

/** POST /api/user/resendOtp — a new code; 429 with retryAfterSeconds during the 60 s cooldown. */
export const resendOtp = () => api<ResendOtpResponse>('/api/user/resendOtp', { method: 'POST' });
