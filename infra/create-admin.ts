/**
 * Creates (or promotes) the first admin account of a deployed stack: the cloud counterpart of the
 * local stack's seeding, using the same ensureAdmin(). Admins are never created by sign-up; the
 * operator runs this once after `cdk deploy`, with their own AWS credentials:
 *
 *   USERS_TABLE=<UsersTableName output> ADMIN_PASSWORD=… npx tsx infra/create-admin.ts
 *
 * The address is ADMIN_EMAIL, else cdk.json's `adminEmail` context. Running it again resets that
 * admin's password to ADMIN_PASSWORD (the way to recover a lost admin password).
 */
import { readFileSync } from 'node:fs';
import { tables } from '../functions/shared/resources';

const MIN_PASSWORD_LENGTH = 12;

function adminEmail(): string | undefined {
  const fromEnv = process.env.ADMIN_EMAIL?.trim();
  if (fromEnv) return fromEnv;
  const cdkJson = JSON.parse(readFileSync(new URL('../cdk.json', import.meta.url), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  const fromContext = cdkJson.context?.adminEmail;
  return typeof fromContext === 'string' && fromContext.trim() ? fromContext.trim() : undefined;
}

async function main(): Promise<void> {
  const problems: string[] = [];
  if (!process.env[tables.users.envVar]) {
    problems.push(`${tables.users.envVar} is not set: use the stack's UsersTableName output.`);
  }
  const email = adminEmail();
  if (!email) problems.push('ADMIN_EMAIL is not set and cdk.json has no "adminEmail" context.');
  const password = process.env.ADMIN_PASSWORD ?? '';
  if (password.length < MIN_PASSWORD_LENGTH) {
    problems.push(`ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  }
  if (problems.length > 0 || !email) {
    for (const problem of problems) console.error(problem);
    process.exitCode = 2;
    return;
  }

  // Imported only once the environment is known to be complete: the store reads it at first use.
  const { ensureAdmin } = await import('../functions/user/seed');
  await ensureAdmin(email, password);
  console.log(`Admin ready: ${email} (table ${process.env[tables.users.envVar]}).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
