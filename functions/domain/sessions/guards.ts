/**
 * Who is calling, for every endpoint group: a thin façade over the sessions
 * (caller.ts), so session handling exists once. Routes get a SessionUser plus its id,
 * never the stored account item (no password hash travels further than this module).
 */
import { Forbidden, Unauthorized } from '../../shared/errors';
import { sessionTexts, type AccessField, type SessionUser } from '../../shared/schemas';
import { toSessionUser } from './account';
import { currentCaller } from './caller';

export interface CurrentUser extends SessionUser {
  id: string;
}

type Cookies = Readonly<Record<string, string>>;

/** The logged-in, verified, active user behind the session cookie, or null for a visitor. */
export async function currentUser(cookies: Cookies): Promise<CurrentUser | null> {
  const caller = await currentCaller(cookies);
  if (!caller) return null;
  const user = toSessionUser(caller.user);
  // An admin holds every flag, whatever the stored flags say.
  if (user.role === 'admin')
    user.access = { revision: true, theory: true, practical: true, paper: true, revisionTute: true };
  return { ...user, id: caller.user.id };
}

/** 401 for a visitor. */
export async function requireLogin(cookies: Cookies): Promise<CurrentUser> {
  const user = await currentUser(cookies);
  if (!user) throw new Unauthorized(sessionTexts.loginRequired);
  return user;
}

/** 401 for a visitor, 403 for a student. */
export async function requireAdmin(cookies: Cookies): Promise<CurrentUser> {
  const user = await requireLogin(cookies);
  if (user.role !== 'admin') throw new Forbidden(sessionTexts.adminsOnly);
  return user;
}

const accessKey = {
  revisionAccess: 'revision',
  theoryAccess: 'theory',
  practicalAccess: 'practical',
  paperAccess: 'paper',
  revisionTuteAccess: 'revisionTute',
} as const satisfies Record<AccessField, keyof SessionUser['access']>;

/** True when the user may see content gated by `flag` (admins may see everything). */
export const hasAccess = (user: CurrentUser, flag: AccessField): boolean =>
  user.role === 'admin' || user.access[accessKey[flag]];

/** 401 for a visitor, 403 (with `message`) for a user without the flag; admins always pass. */
export async function requireAccess(
  cookies: Cookies,
  flag: AccessField,
  message: string = sessionTexts.noAccess,
): Promise<CurrentUser> {
  const user = await requireLogin(cookies);
  if (!hasAccess(user, flag)) throw new Forbidden(message);
  return user;
}
