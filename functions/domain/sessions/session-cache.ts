/**
 * A short positive cache of "who holds this session cookie" for check-auth alone: every page load
 * asks it, each otherwise two consistent reads (session, then account). Gated requests never use it
 * (guards.ts reads afresh), so it can only delay what check-auth shows, never what a caller may open.
 * Only a live session of an active, verified account is kept; "nobody" is never kept, so a fresh
 * login is seen at once.
 *
 * Staleness bound: in the instance (Lambda container) that makes a change, logout, login over an
 * old cookie, session deletion, suspension, an access toggle, promotion and account deletion evict
 * at once (sessions.ts and functions/user/store.ts call the evictions below after every write). Another user-group
 * instance's check-auth may keep showing the old account for at most SESSION_CACHE_TTL_MS after the
 * change. A cached session is still refused once it expires.
 */
import { clock } from '../../shared/clock';
import { TtlCache } from '../../shared/ttl-cache';
import type { UserItem } from './account';

export const SESSION_CACHE_TTL_MS = 5_000;

export interface CachedCaller {
  user: UserItem;
  /** The session's own expiry (epoch ms). */
  expiresAt: number;
}

const callers = new TtlCache<string, CachedCaller | null>({
  ttlMs: SESSION_CACHE_TTL_MS,
  maxEntries: 5_000,
  keep: (caller) => caller !== null,
  now: () => clock.now(),
});

/** The caller behind `token` (a well-formed session token), loaded by `load` unless recently seen. */
export async function cachedCaller(
  token: string,
  load: () => Promise<CachedCaller | null>,
): Promise<CachedCaller | null> {
  const caller = await callers.get(token, load);
  if (caller && clock.now() >= caller.expiresAt) {
    callers.delete(token);
    return null;
  }
  return caller;
}

/** After a session was deleted (logout, a login replacing it). */
export const evictSession = (token: string): void => callers.delete(token);

/** After any change to a user's account or sessions. */
export const evictUser = (userId: string): void => callers.deleteWhere((_token, caller) => caller?.user.id === userId);
