/** Who is calling: the session cookie → live session → active, verified account. */
import { clock } from '../shared/clock';
import { Forbidden, Unauthorized } from '../shared/errors';
import { userMessages } from './messages';
import { findSession, sessionCookieName } from './sessions';
import { getUser, type UserItem } from './store';

export interface Caller {
  user: UserItem;
  token: string;
}

export async function currentCaller(cookies: Readonly<Record<string, string>>): Promise<Caller | null> {
  const token = cookies[sessionCookieName()];
  const session = await findSession(token, clock.now());
  if (!token || !session) return null;
  const user = await getUser(session.userId);
  if (!user || !user.verified || user.state !== 'active') return null;
  return { user, token };
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
