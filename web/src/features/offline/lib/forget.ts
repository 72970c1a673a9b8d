/**
 * Logout: the student's saved items, their files and their unsent writes leave the device with the
 * session (the next person to use the phone must not find them), and the worker is told nobody is
 * signed in, so it hands out public files only.
 */
import { setCurrentAccount } from '../../../lib/saved-db';
import { VISITOR } from './access-rules';
import { dropOutbox } from './outbox';
import { deleteOwned } from './delete';

export async function forgetAccount(owner: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await setCurrentAccount(VISITOR);
  await deleteOwned(owner);
  await dropOutbox(owner);
}
