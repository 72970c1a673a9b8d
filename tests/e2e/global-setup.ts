/**
 * End-to-end setup: builds the web app exactly as `npm start` does, then starts the same local
 * stack on its own ports with in-memory data, and hands its URLs to the tests (inject('baseUrl')).
 */
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { VITE_CONFIG } from '../../bin/local-config';
import { startLocalStack } from '../../bin/local-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    sesUrl: string;
  }
}

export const E2E_PORTS = { web: 3100, dynamodb: 18200, s3: 14769, ses: 18205 } as const;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build; test what ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: VITE_CONFIG, mode: 'production', logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const stack = await startLocalStack({ ports: E2E_PORTS, quiet: true });
  project.provide('baseUrl', stack.url);
  project.provide('sesUrl', stack.sesUrl);
  return () => stack.stop();
}
