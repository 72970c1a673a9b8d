import { request } from '../../../lib/api-client';
import type { ForgotPasswordInput, MessageResponse, ResetPasswordInput } from '@schemas';

/** {email}: always 200 with the same message, whether or not an account uses the email. */
export const forgotPassword = (body: ForgotPasswordInput): Promise<MessageResponse> =>
  request('POST /api/user/forgotPassword', { body });

/** {email, code, password, confirmPassword}: 200, or 400 with the code of what was wrong. */
export const resetPassword = (body: ResetPasswordInput): Promise<MessageResponse> =>
  request('POST /api/user/resetPassword', { body });
