/**
 * First-start content for the local stack: the configured admin (functions/user/seed.ts), the
 * sample classes (functions/class/seed.ts) and the sample videos, tutes and exams
 * (local/seed/content.ts). Every part is idempotent, so every start may call it.
 */
import type { AdminCredentials } from '../config';

/** Must run after process.env points at the engines: the store modules create clients on import. */
export async function seedLocalData(admin: AdminCredentials): Promise<void> {
  const [{ ensureAdmin }, { seedSampleClasses }, { seedSampleContent }] = await Promise.all([
    import('../../functions/user/seed'),
    import('../../functions/class/seed'),
    import('./content'),
  ]);
  await Promise.all([ensureAdmin(admin.email, admin.password), seedSampleClasses(), seedSampleContent()]);
}
