/** POST forgotPassword, resetPassword. */
import { clientAddress } from '../../shared/client-address';
import { parseWith } from '../../shared/http';
import type { Route } from '../../shared/router';
import { forgotPasswordSchema, resetPasswordSchema, userTexts } from '../../shared/schemas';
import { endSessionCookies } from '../../domain/sessions/sessions';
import { endMediaCookies } from '../../domain/streaming/media-cookie-names';
import { requestReset, resetPassword as setNewPassword } from '../password-reset';

/** 200 with the same message whether or not an account uses the email. */
export const forgotPassword: Route = async ({ event, body }) => {
  const { email } = parseWith(forgotPasswordSchema, body);
  await requestReset(email, clientAddress(event));
  return { body: { message: userTexts.resetCodeSent } };
};

/** The account's sessions have all ended; this browser's cookies go with them, to log in afresh. */
export const resetPassword: Route = async ({ event, body }) => {
  const input = parseWith(resetPasswordSchema, body);
  await setNewPassword(input, clientAddress(event));
  return { body: { message: userTexts.passwordChanged }, cookies: [...endSessionCookies(), ...endMediaCookies()] };
};
