/**
 * Anti-forgery tokens, bound to the session. A logged-in browser's token is an HMAC of its session
 * token (keyed by it), so only a page that can read our cookie — never another site, and never a
 * cookie someone planted — can send the token that session expects; a matching cookie and header of
 * the attacker's own making are refused. A visitor (no session yet: login, registration, contact)
 * has a random token, checked by double submit. Logging in and out rotate it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { config } from './config';
import { serializeCookie, sessionCookieName } from './cookies';

export const XSRF_HEADER = 'x-xsrf-token';
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const MAX_TOKEN_LENGTH = 256;

/** Readable by the site's script (it echoes it in the header); `__Host-` in the cloud like the session's. */
const xsrfCookieName = (): string => (config.cookieSecure ? '__Host-XSRF-TOKEN' : 'XSRF-TOKEN');

/**
 * Recent sessions' tokens: every answer to a logged-in browser checks its cookie against the
 * session's token, and making an HMAC costs more than the rest of a cached read. Oldest out first.
 */
const recentTokens = new Map<string, string>();
const RECENT_TOKENS_MAX = 1000;

export function sessionXsrfToken(sessionToken: string): string {
  const known = recentTokens.get(sessionToken);
  if (known !== undefined) return known;
  const token = createHmac('sha256', sessionToken).update('xsrf').digest('base64url');
  if (recentTokens.size >= RECENT_TOKENS_MAX) recentTokens.delete(recentTokens.keys().next().value as string);
  recentTokens.set(sessionToken, token);
  return token;
}

export const visitorXsrfToken = (): string => randomBytes(32).toString('base64url');

export const xsrfCookie = (token: string): string =>
  serializeCookie(xsrfCookieName(), token, { httpOnly: false, path: '/', maxAge: MAX_AGE_SECONDS });

type Cookies = Readonly<Record<string, string>>;

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** May a state-changing request with these cookies and this header go ahead? */
export function xsrfValid(cookies: Cookies, header: string | undefined): boolean {
  if (!header || header.length > MAX_TOKEN_LENGTH) return false;
  const session = cookies[sessionCookieName()];
  if (session) return sameText(header, sessionXsrfToken(session));
  const cookie = cookies[xsrfCookieName()];
  return cookie !== undefined && sameText(cookie, header);
}

/**
 * The cookie a response should set so the browser's next request carries the right token: the
 * session's when the browser holds another, a new random one when it holds none. Null when it is right.
 */
export function xsrfRefresh(cookies: Cookies): string | null {
  const current = cookies[xsrfCookieName()];
  const session = cookies[sessionCookieName()];
  if (session) {
    const expected = sessionXsrfToken(session);
    return current === expected ? null : xsrfCookie(expected);
  }
  return current ? null : xsrfCookie(visitorXsrfToken());
}

/** Whether a response already sets the anti-forgery cookie (login and logout set their own). */
export const setsXsrfCookie = (cookies: readonly string[] | undefined): boolean =>
  (cookies ?? []).some((cookie) => cookie.startsWith(`${xsrfCookieName()}=`));
