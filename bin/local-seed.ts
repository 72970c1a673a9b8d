/**
 * First-start content for the local stack: the configured admin and the three sample classes of
 * §2. The seeding itself lives with the user group (functions/user/seed.ts) and is idempotent, so
 * every start may call it.
 */
import type { AdminCredentials } from './local-config';

/** Must run after process.env points at the engines: the store modules create clients on import. */
export async function seedLocalData(admin: AdminCredentials): Promise<void> {
  const { ensureAdmin, seedSampleClasses } = await import('../functions/user/seed');
  await Promise.all([ensureAdmin(admin.email, admin.password), seedSampleClasses()]);
}
