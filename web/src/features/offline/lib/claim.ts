/**
 * The server has just named who is signed in on this device (null: nobody). The worker is told
 * first, so it stops handing out anyone else's saved files at once; then every other account's
 * items leave the device. A phone is shared: when a sibling logs in without the owner logging out,
 * or the owner's session ends, what the owner saved must not stay behind for the next person.
 * Public items saved logged out stay. Unsent writes stay too: they are sent only under their own
 * account's session, at its next login.
 */
import { listItems, setCurrentAccount } from '../../../lib/saved-db';
import { VISITOR } from './access-rules';
import { deleteSaved } from './delete';

/** Resolves with how many items were deleted. */
export async function claimDevice(account: string | null): Promise<number> {
  await setCurrentAccount(account ?? VISITOR);
  const others = (await listItems()).filter((item) => item.owner !== VISITOR && item.owner !== account);
  for (const item of others) await deleteSaved(item.key);
  return others.length;
}
