/** login, logout, check-auth, check-access, check-admin, debug-cookies. */
import { clientAddress } from '../../shared/client-address';
import { clock } from '../../shared/clock';
import { parseWith } from '../../shared/http';
import { countOne, METRICS } from '../../shared/metrics';
import type { Route } from '../../shared/router';
import {
  languageInputSchema,
  loginSchema,
  type CheckAccessResponse,
  type CheckAuthResponse,
  type LanguageResponse,
  type LoginResponse,
  sessionTexts,
  userTexts,
} from '../../shared/schemas';
import { accessOf, accessUntilOf, toSessionUser } from '../../domain/sessions/account';
import { currentCaller, requireAdminCaller, requireCaller } from '../../domain/sessions/caller';
import {
  createSession,
  deleteSession,
  endSessionCookies,
  sessionCookieName,
  startSessionCookies,
} from '../../domain/sessions/sessions';
import { END_MEDIA_CACHE, endMediaCookies } from '../../domain/streaming/media-cookie-names';
import { login as passwordLogin } from '../login';
import { setLanguage } from '../store';
import { Unauthorized } from '../../shared/errors';

export const login: Route = async ({ event, body, cookies }) => {
  const { email, password } = parseWith(loginSchema, body);
  const user = await passwordLogin(email, password, clientAddress(event));
  // A fresh token on every login; the one the browser held before (if any) ends here.
  const previous = cookies[sessionCookieName()];
  if (previous) await deleteSession(previous);
  const token = await createSession(user.id, clock.now());
  // Students' sign-ins are the dashboard's measure of students active: nothing else counts per student.
  if (user.role === 'student') countOne(METRICS.signIns, {});
  const response: LoginResponse = {
    user: {
      userName: user.userName,
      fullName: user.fullName,
      email: user.email,
      role: user.role,
      ...(user.language ? { language: user.language } : {}),
    },
  };
  // Another account's media cookies may still be in this browser: they end with the session change.
  return {
    body: response,
    cookies: [...startSessionCookies(token), ...endMediaCookies()],
    headers: END_MEDIA_CACHE,
  };
};

export const logout: Route = async ({ cookies }) => {
  const token = cookies[sessionCookieName()];
  if (token) await deleteSession(token);
  return {
    body: { message: userTexts.loggedOut },
    cookies: [...endSessionCookies(), ...endMediaCookies()],
    headers: END_MEDIA_CACHE,
  };
};

export const checkAuth: Route = async ({ cookies }) => {
  const caller = await currentCaller(cookies, 'recent');
  if (!caller) {
    const response: CheckAuthResponse = { isLoggedIn: false, user: null };
    // A stale session cookie is removed so the browser stops sending it, with the media cookies
    // that session was given.
    if (!cookies[sessionCookieName()]) return { body: response };
    return { body: response, cookies: [...endSessionCookies(), ...endMediaCookies()], headers: END_MEDIA_CACHE };
  }
  const response: CheckAuthResponse = { isLoggedIn: true, user: toSessionUser(caller.user) };
  return { body: response };
};

/** The language the account's mail and pages use from now on, chosen in the site's switcher. */
export const language: Route = async ({ cookies, body }) => {
  const { user } = await requireCaller(cookies);
  const input = parseWith(languageInputSchema, body);
  // Deleted between the session check and the write: the same answer as a session that has ended.
  if (!(await setLanguage(user.id, input.language))) throw new Unauthorized(sessionTexts.loginRequired);
  const response: LanguageResponse = { language: input.language };
  return { body: response };
};

export const checkAccess: Route = async ({ cookies }) => {
  const { user } = await requireCaller(cookies);
  const now = clock.now();
  const response: CheckAccessResponse = {
    access: accessOf(user, now),
    // An admin opens everything for good, whatever dates the record carries.
    accessUntil: user.role === 'admin' ? {} : accessUntilOf(user, now),
  };
  return { body: response };
};

export const checkAdmin: Route = async ({ cookies }) => {
  await requireAdminCaller(cookies);
  return { body: { isAdmin: true } };
};

/** Names only: cookie values (sessions, tokens) never leave the server. */
export const debugCookies: Route = async ({ cookies }) => ({ body: { cookies: Object.keys(cookies) } });
