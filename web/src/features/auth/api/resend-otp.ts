import { request } from '../../../lib/api-client';
import type { ResendOtpResponse } from '@schemas';

/** A new code; 429 with retryAfterSeconds during the 60 s cooldown. */
export const resendOtp = (): Promise<ResendOtpResponse> => request('POST /api/user/resendOtp');
