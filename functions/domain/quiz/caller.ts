/**
 * Who is taking part: the session's user (as the guards give it) plus the NIC the results list
 * beside a name, read from the same account record in the same single session lookup.
 */
import { Unauthorized } from '../../shared/errors';
import { sessionTexts } from '../../shared/schemas';
import { toSessionUser, type UserItem } from '../sessions/account';
import { currentCaller, currentCallerWith } from '../sessions/caller';
import type { CurrentUser } from '../sessions/guards';
import { runAndPlayerKeys, runAndPlayerOf, type RunAndPlayer } from './definitions';
import { quizzesTable } from './items';

export interface Participant {
  user: CurrentUser;
  nic: string;
}

function participantOf(account: UserItem): Participant {
  const user = toSessionUser(account);
  // An admin holds every flag, as the guards say.
  if (user.role === 'admin')
    user.access = { revision: true, theory: true, practical: true, paper: true, revisionTute: true };
  return { user: { ...user, id: account.id }, nic: account.idNo };
}

export async function currentParticipant(cookies: Readonly<Record<string, string>>): Promise<Participant | null> {
  const caller = await currentCaller(cookies);
  return caller ? participantOf(caller.user) : null;
}

/**
 * The participant with the quiz's run and their own record in it, read together with the session
 * and account in one request: what every answer, poll and connection of a phone starts from, when a
 * whole class does it within seconds.
 */
export async function participantInRun(
  cookies: Readonly<Record<string, string>>,
  quizId: string,
): Promise<({ participant: Participant } & RunAndPlayer) | null> {
  const table = quizzesTable();
  const { caller, items } = await currentCallerWith(cookies, (userId) => ({
    [table]: runAndPlayerKeys(quizId, userId),
  }));
  if (!caller) return null;
  return { participant: participantOf(caller.user), ...runAndPlayerOf(items[table] ?? []) };
}

/** 401 for a visitor. */
export async function requireParticipantInRun(
  cookies: Readonly<Record<string, string>>,
  quizId: string,
): Promise<{ participant: Participant } & RunAndPlayer> {
  const found = await participantInRun(cookies, quizId);
  if (!found) throw new Unauthorized(sessionTexts.loginRequired);
  return found;
}

/** 401 for a visitor. */
export async function requireParticipant(cookies: Readonly<Record<string, string>>): Promise<Participant> {
  const participant = await currentParticipant(cookies);
  if (!participant) throw new Unauthorized(sessionTexts.loginRequired);
  return participant;
}
