/**
 * Who is taking part: the session's user (as the guards give it) plus the NIC the results list
 * beside a name, read from the same account record in the same single session lookup.
 */
import { Unauthorized } from '../../shared/errors';
import { sessionTexts } from '../../shared/schemas';
import { toSessionUser } from '../sessions/account';
import { currentCaller } from '../sessions/caller';
import type { CurrentUser } from '../sessions/guards';

export interface Participant {
  user: CurrentUser;
  nic: string;
}

export async function currentParticipant(cookies: Readonly<Record<string, string>>): Promise<Participant | null> {
  const caller = await currentCaller(cookies);
  if (!caller) return null;
  const user = toSessionUser(caller.user);
  // An admin holds every flag, as the guards say.
  if (user.role === 'admin')
    user.access = { revision: true, theory: true, practical: true, paper: true, revisionTute: true };
  return { user: { ...user, id: caller.user.id }, nic: caller.user.idNo };
}

/** 401 for a visitor. */
export async function requireParticipant(cookies: Readonly<Record<string, string>>): Promise<Participant> {
  const participant = await currentParticipant(cookies);
  if (!participant) throw new Unauthorized(sessionTexts.loginRequired);
  return participant;
}
