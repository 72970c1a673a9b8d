/** POST createUser, verifyUser, resendOtp. */
import { parseWith } from '../../shared/http';
import type { Route } from '../../shared/router';
import { otpSchema, registrationSchema, userTexts } from '../../shared/schemas';
import { clock } from '../../shared/clock';
import { clearPendingCookie, parsePending, pendingCookie, PENDING_COOKIE } from '../pending';
import { register, resend, verify } from '../registration';
import { createSession, startSessionCookies } from '../../shared/sessions/sessions';
import { OTP_RULES } from '../otp';

export const createUser: Route = async ({ body }) => {
  const input = parseWith(registrationSchema, body);
  const started = await register(input);
  return {
    statusCode: 201,
    body: {
      message: userTexts.codeSent,
      email: started.email,
      retryAfterSeconds: OTP_RULES.resendCooldownMs / 1000,
    },
    cookies: [pendingCookie(started.pending)],
  };
};

export const verifyUser: Route = async ({ body, cookies }) => {
  const { code } = parseWith(otpSchema, body);
  const user = await verify(parsePending(cookies[PENDING_COOKIE]), code);
  // The new student is logged in straight away.
  const token = await createSession(user.id, clock.now());
  return { body: { message: userTexts.registered }, cookies: [...startSessionCookies(token), clearPendingCookie()] };
};

export const resendOtp: Route = async ({ cookies }) => {
  const { retryAfterSeconds } = await resend(parsePending(cookies[PENDING_COOKIE]));
  return { body: { message: userTexts.codeResent, retryAfterSeconds } };
};
