/**
 * End-to-end setup: builds the web app with the same Vite config as `npm start`, starts the same
 * local stack with in-memory data, and hands its URLs to the tests (inject('baseUrl')).
 * The build goes to a private directory and busy ports are swapped for free ones, so a developer's
 * running `npm start` or a second test run on the machine is left alone.
 */
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { ENGINE_HOST } from '../../bin/engines';
import { REPO_ROOT, VITE_CONFIG, type StackPorts } from '../../bin/local-config';
import { startLocalStack } from '../../bin/local-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    sesUrl: string;
  }
}

export const E2E_PORTS: StackPorts = { web: 3100, dynamodb: 18200, s3: 14769, ses: 18205 };

const bindable = (port: number): Promise<number | null> =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(null));
    probe.listen(port, ENGINE_HOST, () => {
      const address = probe.address();
      const bound = typeof address === 'object' && address ? address.port : null;
      probe.close(() => resolve(bound));
    });
  });

async function usablePort(preferred: number): Promise<number> {
  const port = (await bindable(preferred)) ?? (await bindable(0));
  if (port === null) throw new Error(`No free port instead of ${preferred} for the end-to-end stack`);
  return port;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = join(REPO_ROOT, '.test-data', `e2e-dist-${process.pid}`);
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build; test what ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: VITE_CONFIG, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }

  const ports: StackPorts = {
    web: await usablePort(E2E_PORTS.web),
    dynamodb: await usablePort(E2E_PORTS.dynamodb),
    s3: await usablePort(E2E_PORTS.s3),
    ses: await usablePort(E2E_PORTS.ses),
  };
  const stack = await startLocalStack({ ports, webDist: outDir, quiet: true });
  project.provide('baseUrl', stack.url);
  project.provide('sesUrl', stack.sesUrl);
  return async () => {
    await stack.stop();
    await rm(outDir, { recursive: true, force: true });
  };
}
