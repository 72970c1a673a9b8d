/**
 * Who is calling: the session cookie → live session → active, verified account, with the stored
 * account item. The user group's own routes need that item; every other group asks through
 * guards.ts, which hands out only the session view.
 */
import { batchGetConsistent, type ItemKey, type StoredItem } from '../../shared/batch-get';
import { clock } from '../../shared/clock';
import { Forbidden, Unauthorized } from '../../shared/errors';
import { sessionTexts } from '../../shared/schemas';
import { cachedCaller, type CachedCaller } from './session-cache';
import { findSession, isSessionToken, liveSessionOf, sessionCookieName, sessionKey, userIdOfToken } from './sessions';
import { usersTable, userKey, type UserItem } from './account';

interface Caller {
  user: UserItem;
  token: string;
}

/** Items a request needs for the calling account, keyed by table, read in the same request. */
export type ReadAlong = (userId: string) => Record<string, ItemKey[]>;

interface Loaded {
  caller: CachedCaller | null;
  /** What `along` named, found (empty without a caller). */
  items: Record<string, StoredItem[]>;
}

const NOTHING_ALONG: ReadAlong = () => ({});

function withKeys(base: Record<string, ItemKey[]>, more: Record<string, ItemKey[]>): Record<string, ItemKey[]> {
  const merged = { ...base };
  for (const [table, keys] of Object.entries(more)) merged[table] = [...(merged[table] ?? []), ...keys];
  return merged;
}

const usable = (user: UserItem | undefined): user is UserItem =>
  user !== undefined && user.verified && user.state === 'active';

/**
 * The session and its account, with the items `along` names for that account. A token that names
 * its account takes one BatchGetItem for all of it; an older token first reads its session.
 */
async function loadCaller(token: string, along: ReadAlong): Promise<Loaded> {
  const now = clock.now();
  const named = userIdOfToken(token);
  const session = named === null ? await findSession(token, now) : null;
  const userId = named ?? session?.userId;
  if (userId === undefined) return { caller: null, items: {} };
  const own = named === null ? [userKey(userId)] : [sessionKey(token), userKey(userId)];
  const found = await batchGetConsistent(withKeys({ [usersTable()]: own }, along(userId)));
  const users = found[usersTable()] ?? [];
  const live =
    session ??
    liveSessionOf(
      token,
      users.find((item) => item.sk === 'SESSION'),
      now,
    );
  const user = users.find((item) => item.sk === 'PROFILE' && item.id === userId) as UserItem | undefined;
  if (!live || !usable(user)) return { caller: null, items: {} };
  found[usersTable()] = users.filter((item) => item.sk !== 'SESSION' && item.sk !== 'PROFILE');
  return { caller: { user, expiresAt: live.expiresAt }, items: found };
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
  const load = async () => (await loadCaller(token, NOTHING_ALONG)).caller;
  const caller = lookup === 'recent' ? await cachedCaller(token, load) : await load();
  return caller ? { user: caller.user, token } : null;
}

/**
 * Who is calling (always read afresh) and, in the same request, the items `along` names for them:
 * for a request that needs the account's own records in another table to decide anything.
 */
export async function currentCallerWith(
  cookies: Readonly<Record<string, string>>,
  along: ReadAlong,
): Promise<{ caller: Caller | null; items: Record<string, StoredItem[]> }> {
  const token = cookies[sessionCookieName()];
  if (!token || !isSessionToken(token)) return { caller: null, items: {} };
  const { caller, items } = await loadCaller(token, along);
  return { caller: caller ? { user: caller.user, token } : null, items };
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
