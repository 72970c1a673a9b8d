/**
 * Writes a student makes offline (resume position, likes, comments) wait in IndexedDB and go out
 * when the network is back: on `online` and at start. Only a network failure queues a write; a
 * refusal (4xx) would be refused again, so it is reported as usual.
 */
import { ApiError } from '../../../lib/api-client';
import { addOutbox, deleteOutbox, listOutbox, type OutboxWrite } from '../../../lib/saved-db';
import { sendWrite } from './send-write';
import { lastAccount } from './account';
import { planOutbox } from './outbox-plan';

const isNetworkFailure = (error: unknown): boolean => error instanceof ApiError && error.status === 0;

/**
 * Sends now; on a network failure queues the write for the signed-in account and resolves 'queued'.
 * Any other failure rejects as the send did.
 */
export async function sendOrQueue<T>(write: OutboxWrite, send: () => Promise<T>): Promise<T | 'queued'> {
  try {
    return await send();
  } catch (error) {
    const owner = lastAccount();
    if (!isNetworkFailure(error) || !owner) throw error;
    await addOutbox(write, owner, Date.now());
    return 'queued';
  }
}

let flushing: Promise<number> | null = null;

/**
 * Sends the signed-in account's queued writes (others wait for their own account's session).
 * Stops at the first network failure or a lost session (401), keeping what is left; a write the
 * server refuses otherwise (4xx) is dropped, since sending it again would be refused too. Resolves
 * with how many were sent.
 */
export function flushOutbox(owner: string | null = lastAccount()): Promise<number> {
  flushing ??= (async () => {
    if (!owner) return 0;
    const entries = (await listOutbox()).filter((entry) => entry.owner === owner);
    let sent = 0;
    for (const plan of planOutbox(entries)) {
      try {
        await sendWrite(plan.write);
        sent += 1;
      } catch (error) {
        // No session (401): the same account logging in again sends them. Other refusals would repeat.
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
        if (!refused) break;
        console.warn('A queued write was refused and dropped', error);
      }
      await deleteOutbox(plan.ids);
    }
    return sent;
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** Forgets an account's queued writes (at logout: they belong to the session that ends). */
export async function dropOutbox(owner: string): Promise<void> {
  const ids = (await listOutbox()).filter((entry) => entry.owner === owner).map((entry) => entry.id);
  if (ids.length > 0) await deleteOutbox(ids);
}
