/**
 * End-to-end setup: builds the web app with the same Vite config as `npm start`, starts the same
 * local stack with in-memory data, and hands its URLs to the tests (inject('baseUrl')).
 * The build goes to a private directory and busy ports are swapped for free ones, so a developer's
 * running `npm start` or a second test run on the machine is left alone.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePorts } from '../support/free-ports';
import { REPO_ROOT, type StackPorts } from '../../local/config';
import { startLocalStack } from '../../local/stack';
import { buildSite } from './build-site';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    sesUrl: string;
  }
}

export const E2E_MEDIA_COOKIE_SECONDS = 20;

export const E2E_PORTS: StackPorts = { web: 3100, dynamodb: 18200, s3: 14769, ses: 18205 };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = join(REPO_ROOT, '.test-data', `e2e-dist-${process.pid}`);
  await buildSite(outDir);

  const ports = await freePorts(E2E_PORTS);
  // Media cookies short enough that one lecture outlives several (tests/e2e/streaming.test.ts).
  process.env.MEDIA_COOKIE_SECONDS = String(E2E_MEDIA_COOKIE_SECONDS);
  const stack = await startLocalStack({ ports, webDist: outDir, quiet: true, testClock: true, lambdaThreads: true });
  project.provide('baseUrl', stack.url);
  project.provide('sesUrl', stack.sesUrl);
  return async () => {
    await stack.stop();
    await rm(outDir, { recursive: true, force: true });
  };
}
