/**
 * Integration setup: starts the real local engines (bin/engines.ts) with in-memory data and hands
 * the handler environment to the test files (setup-env.ts copies it into process.env).
 * Ports 18100 / 14669 / 18105 by default; a port already in use (another run on this machine) is
 * swapped for a free one so parallel runs do not collide.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ENGINE_HOST, engineEnvironment, startEngines, type EnginePorts } from '../../bin/engines';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Environment for handlers: AWS_ENDPOINT_URL_*, table/bucket names, MAIL_FROM, COOKIE_SECURE… */
    engineEnv: Record<string, string>;
    engineEndpoints: { dynamodb: string; s3: string; ses: string };
  }
}

export const INTEGRATION_PORTS: EnginePorts = { dynamodb: 18100, s3: 14669, ses: 18105 };

const listenOn = (port: number): Promise<number | null> =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, ENGINE_HOST, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : null;
      server.close(() => resolve(bound));
    });
  });

async function usablePort(preferred: number): Promise<number> {
  const port = (await listenOn(preferred)) ?? (await listenOn(0));
  if (port === null) throw new Error('No free port for the integration engines');
  return port;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const ports: EnginePorts = {
    dynamodb: await usablePort(INTEGRATION_PORTS.dynamodb),
    s3: await usablePort(INTEGRATION_PORTS.s3),
    ses: await usablePort(INTEGRATION_PORTS.ses),
  };
  const scratchDir = mkdtempSync(join(tmpdir(), 'engtech-integration-'));
  const engines = await startEngines({ ports, scratchDir });
  project.provide('engineEnv', {
    ...engineEnvironment(engines.endpoints),
    MAIL_FROM: 'EngTech Academy <no-reply@engtech.local>',
    COOKIE_SECURE: 'false',
    BRAND_NAME: 'EngTech Academy',
    S3_FORCE_PATH_STYLE: 'true',
  });
  project.provide('engineEndpoints', { dynamodb: engines.endpoints.dynamodb, s3: engines.endpoints.s3, ses: engines.endpoints.ses });
  return async () => {
    await engines.stop();
    rmSync(scratchDir, { recursive: true, force: true });
  };
}
