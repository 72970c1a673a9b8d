/**
 * First-start content for the local stack: the configured admin (functions/user/seed.ts), the
 * sample classes (functions/class/seed.ts), the sample videos, tutes and exams
 * (local/seed/content.ts) the sample live quizzes (local/seed/quizzes.ts) and the sample fee plans (local/seed/fee-plans.ts). Every part is idempotent, so every start may call it.
 */
import type { AdminCredentials } from '../config';

/** Must run after process.env points at the engines: the store modules create clients on import. */
export async function seedLocalData(admin: AdminCredentials): Promise<void> {
  const [{ ensureAdmin }, { seedSampleClasses }, { seedSampleContent }, { seedSampleQuizzes }, { seedSampleFeePlans }] =
    await Promise.all([
      import('../../functions/user/seed'),
      import('../../functions/class/seed'),
      import('./content'),
      import('./quizzes'),
      import('./fee-plans'),
    ]);
  await Promise.all([
    ensureAdmin(admin.email, admin.password),
    seedSampleClasses(),
    seedSampleContent(),
    seedSampleQuizzes(),
    seedSampleFeePlans(),
  ]);
}
