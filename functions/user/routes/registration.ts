/** POST createUser, verifyUser, resendOtp; GET pendingRegistration. */
import { clientAddress } from '../../shared/client-address';
import { parseWith } from '../../shared/http';
import type { Route } from '../../shared/router';
import { otpSchema, registrationSchema, userTexts, type PendingRegistrationStatus } from '../../shared/schemas';
import { clock } from '../../shared/clock';
import { clearPendingCookie, parsePending, pendingCookie, PENDING_COOKIE } from '../pending';
import { register, resend, verify, waitingEmail } from '../registration';
import { createSession, startSessionCookies } from '../../domain/sessions/sessions';
import { END_MEDIA_CACHE, endMediaCookies } from '../../domain/streaming/media-cookie-names';
import { OTP_RULES } from '../otp';

export const createUser: Route = async ({ event, body }) => {
  const input = parseWith(registrationSchema, body);
  const started = await register(input, clientAddress(event));
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
  return {
    body: { message: userTexts.registered },
    cookies: [...startSessionCookies(token), clearPendingCookie(), ...endMediaCookies()],
    headers: END_MEDIA_CACHE,
  };
};

export const resendOtp: Route = async ({ cookies }) => {
  const { retryAfterSeconds } = await resend(parsePending(cookies[PENDING_COOKIE]));
  return { body: { message: userTexts.codeResent, retryAfterSeconds } };
};

/**
 * Always 200: whether the pending-registration cookie names an account still waiting for its code,
 * and its email. Reads only, so the OTP page can ask on opening (resendOtp would mail a code).
 */
export const pendingRegistration: Route = async ({ cookies }) => {
  const email = await waitingEmail(parsePending(cookies[PENDING_COOKIE]));
  const answer: PendingRegistrationStatus = email ? { waiting: true, email } : { waiting: false, email: null };
  return { body: answer };
};
