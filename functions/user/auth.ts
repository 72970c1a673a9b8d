/** Who is calling: the session cookie → live session → active, verified account. */
import { clock } from '../shared/clock';
import { Forbidden, Unauthorized } from '../shared/errors';
import { userMessages } from './messages';
import { cachedCaller, type CachedCaller } from './session-cache';
import { findSession, isSessionToken, sessionCookieName } from './sessions';
import { getUser, type UserItem } from './store';

export interface Caller {
  user: UserItem;
  token: string;
}

async function loadCaller(token: string): Promise<CachedCaller | null> {
  const session = await findSession(token, clock.now());
  if (!session) return null;
  const user = await getUser(session.userId);
  if (!user || !user.verified || user.state !== 'active') return null;
  return { user, expiresAt: session.expiresAt };
}

/**
 * `fresh` (the default, for every decision that grants something) always reads the session and the
 * account, so a logout, suspension or access change made through any instance holds at once.
 * `recent` may answer from this instance's short cache (session-cache.ts): only check-auth uses it,
 * the page-load probe that tells the holder of the cookie their own profile and opens nothing.
 */
export async function currentCaller(
  cookies: Readonly<Record<string, string>>,
  lookup: 'fresh' | 'recent' = 'fresh',
): Promise<Caller | null> {
  const token = cookies[sessionCookieName()];
  if (!token || !isSessionToken(token)) return null;
  const caller = lookup === 'recent' ? await cachedCaller(token, () => loadCaller(token)) : await loadCaller(token);
  return caller ? { user: caller.user, token } : null;
}

export async function requireUser(cookies: Readonly<Record<string, string>>): Promise<Caller> {
  const caller = await currentCaller(cookies);
  if (!caller) throw new Unauthorized(userMessages.loginRequired);
  return caller;
}

export async function requireAdmin(cookies: Readonly<Record<string, string>>): Promise<Caller> {
  const caller = await requireUser(cookies);
  if (caller.user.role !== 'admin') throw new Forbidden(userMessages.adminsOnly);
  return caller;
}
