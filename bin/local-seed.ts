/**
 * First-start content for the local stack: the configured admin, the three sample classes of §2
 * (functions/user/seed.ts) and the sample videos, PDFs and exams (bin/seed-content.ts). Every part
 * is idempotent, so every start may call it.
 */
import type { AdminCredentials } from './local-config';

/** Must run after process.env points at the engines: the store modules create clients on import. */
export async function seedLocalData(admin: AdminCredentials): Promise<void> {
  const [{ ensureAdmin, seedSampleClasses }, { seedSampleContent }] = await Promise.all([
    import('../functions/user/seed'),
    import('./seed-content'),
  ]);
  await Promise.all([ensureAdmin(admin.email, admin.password), seedSampleClasses(), seedSampleContent()]);
}
