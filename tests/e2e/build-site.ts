/**
 * A production build of the web app into a directory of its own, with the same Vite config as
 * `npm start`. Vitest sets NODE_ENV=test, which would make Vite bundle React's development build:
 * the build runs under `production` (and any other variables given), restored afterwards.
 */
import { build } from 'vite';
import { VITE_CONFIG } from '../../local/config';

export async function buildSite(outDir: string, env: Record<string, string> = {}): Promise<void> {
  const names = ['NODE_ENV', ...Object.keys(env)];
  const saved = new Map(names.map((name) => [name, process.env[name]]));
  Object.assign(process.env, { ...env, NODE_ENV: 'production' });
  try {
    await build({
      configFile: VITE_CONFIG,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}
