/**
 * Offline study's start-up work (features/offline/start.ts) wired to what it needs of the auth
 * feature: the account's access check, to re-check what the account saved. Handed in here, in a
 * module fetched only on a device that holds offline data, because the auth feature's public entry
 * is part of every page's first load.
 */
import { checkAccess } from '../features/auth/api/check-access';
import { startOffline as start } from '../features/offline/start';

export const startOffline = (owner: string | null, serverNamed: boolean): void =>
  start(owner, serverNamed, () => checkAccess({ quiet: true }));
