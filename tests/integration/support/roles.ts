/**
 * The callers the security suites play: a visitor, students holding chosen access flags, and the
 * admin — each a logged-in browser (cookie jar) on one gateway, plus what it takes to log in again.
 */
import { ACCESS_FIELDS, type AccessField } from '../../../functions/shared/schemas';
import { getClaim } from '../../../functions/user/claims';
import { ApiClient, type Handler } from './client';
import { adminBrowser, loggedIn, PASSWORD, verifiedStudent } from './fixtures';
import { grant } from './media';

export interface Account {
  browser: ApiClient;
  email: string;
  id: string;
  /** A new browser with a session of its own (login, logout and the like end the session they hold). */
  relogin: () => Promise<ApiClient>;
}

export async function idOf(email: string): Promise<string> {
  const claim = await getClaim('EMAIL', email);
  if (!claim) throw new Error(`no account for ${email}`);
  return claim.userId;
}

export async function visitor(api: Handler): Promise<Account> {
  const browser = await new ApiClient(api).prime();
  return { browser, email: '', id: '', relogin: () => new ApiClient(api).prime() };
}

export async function admin(api: Handler): Promise<Account> {
  const browser = await adminBrowser(api);
  return { browser, email: 'admin', id: '', relogin: () => adminBrowser(api) };
}

/** A verified student who holds exactly `flags` (granted by `adminBrowser` through the API). */
export async function studentWith(
  api: Handler,
  adminClient: ApiClient,
  flags: readonly AccessField[],
  label = 'student',
): Promise<Account> {
  const { browser, email } = await verifiedStudent(api, { fullName: `Matrix ${label}` });
  for (const flag of flags) await grant(adminClient, email, flag);
  return { browser, email, id: await idOf(email), relogin: () => loggedIn(api, email, PASSWORD) };
}

export const ALL_FLAGS: readonly AccessField[] = ACCESS_FIELDS;
