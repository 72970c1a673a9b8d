/** Cookie parsing and serialisation for API Gateway payload 2.0 (`event.cookies` / `result.cookies`). */
import { config } from './config';

interface CookieOptions {
  httpOnly: boolean;
  path: string;
  /** Seconds; 0 deletes the cookie; omitted = browser-session cookie. */
  maxAge?: number;
}

const decoded = (raw: string): string => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/** Parses `name=value` pairs; the first occurrence of a name wins (browsers send the most specific path first). */
export function parseCookies(pairs: readonly string[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const pair of pairs) {
    for (const part of pair.split(';')) {
      const eq = part.indexOf('=');
      if (eq <= 0) continue;
      const name = part.slice(0, eq).trim();
      if (!name || Object.hasOwn(result, name)) continue;
      let raw = part.slice(eq + 1).trim();
      if (raw.length > 1 && raw.startsWith('"') && raw.endsWith('"')) raw = raw.slice(1, -1);
      result[name] = raw.includes('%') ? decoded(raw) : raw;
    }
  }
  return result;
}

/** Always SameSite=Lax; Secure whenever the deployment is HTTPS (COOKIE_SECURE=true). */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path}`, 'SameSite=Lax'];
  if (options.maxAge !== undefined) {
    parts.push(`Max-Age=${options.maxAge}`);
    if (options.maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  }
  if (options.httpOnly) parts.push('HttpOnly');
  if (config.cookieSecure) parts.push('Secure');
  return parts.join('; ');
}

/** In the cloud the `__Host-` prefix: Secure, Path=/ and no Domain, so no other host can set or shadow it. */
export const sessionCookieName = (): string => (config.cookieSecure ? '__Host-session' : 'session');
