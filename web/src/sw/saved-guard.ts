/**
 * Before the worker hands out a saved file: whose item it belongs to, who the page last said is
 * signed in, and when that account's access was last checked (../lib/saved-rules decides). Any
 * page of the site may ask for any path, so without this a saved Theory lecture would play for
 * whoever picks up the phone next, logged in or not.
 */
import { getCurrentAccount, getLastAccessCheck, listItems } from '../lib/saved-db';
import { mayServe } from '../lib/saved-rules';

export async function mayServeSaved(savedKey: string, origin: string, now: number): Promise<boolean> {
  const path = new URL(savedKey).pathname;
  try {
    const [items, account] = await Promise.all([listItems(), getCurrentAccount()]);
    const holders = items.filter((item) => item.urls.some((url) => new URL(url, origin).pathname === path));
    const check = account === undefined ? undefined : await getLastAccessCheck(account);
    return mayServe(holders, account, check, now);
  } catch {
    // The records cannot be read: nobody can be shown to be the owner.
    return false;
  }
}

/** What a refused saved file is answered with: no bytes of it, and no trip to the network either. */
export const refusedSaved = (): Response =>
  new Response('This saved file belongs to another account, or its access needs checking online.', {
    status: 403,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
