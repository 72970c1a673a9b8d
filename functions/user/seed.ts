/**
 * Seeding the configured admin account, for the local stack and a first deployment
 * (infra/create-admin.ts). Idempotent and safe to run on every start.
 */
import { randomUUID } from 'node:crypto';
import { clock } from '../shared/clock';
import { fieldSchemas } from '../shared/schemas';
import { getUser, roleIndexKey, roleIndexSort, userKey, type UserItem } from '../domain/sessions/account';
import { getClaim, putClaim } from './claims';
import { findUserByEmail } from './login';
import { hashPassword, verifyPassword } from './password';
import { deleteUserItem, promoteToAdmin, putNewUser } from './store';

/**
 * Makes sure `email` is an active, verified admin whose password is `password`. Creates the account
 * if needed; an existing account with that email is promoted and its password set to `password`.
 */
export async function ensureAdmin(email: string, password: string): Promise<void> {
  const address = fieldSchemas.email.parse(email);
  if (password.length < 6) throw new Error('The admin password must be at least 6 characters long.');

  for (let round = 0; round < 3; round += 1) {
    const existing = await findUserByEmail(address);
    if (existing) {
      const samePassword = await verifyPassword(password, existing.passwordHash);
      await promoteToAdmin(existing, samePassword ? undefined : await hashPassword(password));
      return;
    }
    const now = clock.now();
    const id = randomUUID();
    const admin: UserItem = {
      ...userKey(id),
      gsi1pk: roleIndexKey('admin'),
      gsi1sk: roleIndexSort(now, id),
      id,
      email: address,
      fullName: 'Administrator',
      fullNameLower: 'administrator',
      userName: 'admin',
      passwordHash: await hashPassword(password),
      address: '',
      idNo: '',
      nicKey: null,
      birthday: '',
      gender: '',
      phoneNumber: '',
      school: '',
      alYear: '',
      role: 'admin',
      state: 'active',
      verified: true,
      createdAt: now,
      verifiedAt: now,
    };
    await putNewUser(admin);
    if (await putClaim('EMAIL', address, id, now)) return;
    // The email is claimed: by a live account (promote it on the next round), or by an orphan
    // claim whose account is gone (take the claim over).
    const claim = await getClaim('EMAIL', address);
    if (claim && !(await getUser(claim.userId)) && (await putClaim('EMAIL', address, id, now, claim.userId))) return;
    await deleteUserItem(id);
  }
  throw new Error(`Could not seed the admin account ${address}`);
}
