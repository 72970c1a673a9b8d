/** infra/create-admin.ts, the operator's first-admin step, run as the operator runs it (against local engines). */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { engineEnvironment, startEngines, type Engines } from '../../local/engines';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function createAdmin(env: Record<string, string | undefined>) {
  try {
    const { stdout, stderr } = await run('npx', ['tsx', 'infra/create-admin.ts'], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('create-admin', () => {
  let engines: Engines;
  let env: Record<string, string>;

  beforeAll(async () => {
    engines = await startEngines({
      ports: { dynamodb: await freePort(), s3: await freePort(), ses: await freePort() },
      scratchDir: mkdtempSync(path.join(tmpdir(), 'engtech-create-admin-')),
    });
    env = engineEnvironment(engines.endpoints);
  }, 60_000);
  afterAll(async () => engines?.stop());

  it('refuses to run without the table, the address or a long enough password, and says why', async () => {
    const result = await createAdmin({ USERS_TABLE: '', ADMIN_EMAIL: 'owner@tutor.example', ADMIN_PASSWORD: 'short' });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('USERS_TABLE is not set');
    expect(result.stderr).toContain('ADMIN_PASSWORD must be at least 12 characters');
  });

  it('creates an active, verified admin that can log in, and is safe to run twice', async () => {
    const admin = { ADMIN_EMAIL: 'Owner@Tutor.example', ADMIN_PASSWORD: 'first-admin-password' };
    expect((await createAdmin({ ...env, ...admin })).code).toBe(0);
    expect((await createAdmin({ ...env, ...admin })).code).toBe(0);

    Object.assign(process.env, env);
    const { findUserByEmail } = await import('../../functions/user/login');
    const { verifyPassword } = await import('../../functions/user/password');
    const user = await findUserByEmail('owner@tutor.example');
    expect(user).toMatchObject({ role: 'admin', state: 'active', verified: true, email: 'owner@tutor.example' });
    expect(await verifyPassword(admin.ADMIN_PASSWORD, user!.passwordHash)).toBe(true);
  });
});
