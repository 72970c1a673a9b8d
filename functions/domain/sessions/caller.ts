/**
 * Who is calling: the session cookie → live session → active, verified account, with the stored
 * account item. The user group's own routes need that item; every other group asks through
 * guards.ts, which hands out only the session view.
 */
import { clock } from '../../shared/clock';
import { Forbidden, Unauthorized } from '../../shared/errors';
import { sessionTexts } from '../../shared/schemas';
import { cachedCaller, type CachedCaller } from './session-cache';
import { findSession, isSessionToken, sessionCookieName } from './sessions';
import { getUser, type UserItem } from './account';

interface Caller {
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

export async function requireCaller(cookies: Readonly<Record<string, string>>): Promise<Caller> {
  const caller = await currentCaller(cookies);
  if (!caller) throw new Unauthorized(sessionTexts.loginRequired);
  return caller;
}

export async function requireAdminCaller(cookies: Readonly<Record<string, string>>): Promise<Caller> {
  const caller = await requireCaller(cookies);
  if (caller.user.role !== 'admin') throw new Forbidden(sessionTexts.adminsOnly);
  return caller;
}
