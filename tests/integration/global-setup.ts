/**
 * Integration setup: starts the real local engines (local/engines/index.ts) with in-memory data and hands
 * the handler environment to the test files (setup-env.ts copies it into process.env).
 * Ports 18100 / 14669 / 18105 by default; a port already in use (another run on this machine) is
 * swapped for a free one so parallel runs do not collide.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { engineEnvironment, LOCAL_ORIGIN_SECRET, startEngines, type EnginePorts } from '../../local/engines';
import { findFfmpeg, type Binary } from '../../local/engines/ffmpeg';
import { freePorts } from '../support/free-ports';
import { makeSampleSource } from './support/sample-source';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Environment for handlers: AWS_ENDPOINT_URL_*, table/bucket names, MAIL_FROM, COOKIE_SECURE… */
    engineEnv: Record<string, string>;
    engineEndpoints: { dynamodb: string; s3: string; ses: string };
    /** The public half of the engines' media signing key: what the local /media server trusts. */
    mediaKeys: { keyPairId: string; publicKeyPem: string };
    /** The local MediaConvert twin's tools (a file that transcodes starts its own twin) and a tiny 720p source. */
    transcoder: {
      ffmpeg: Binary | { reason: string };
      sampleSource: string | null;
    };
  }
}

const INTEGRATION_ORIGIN_SECRET = 'integration-origin-secret';

export const INTEGRATION_PORTS: EnginePorts = { dynamodb: 18100, s3: 14669, ses: 18105 };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const ports = await freePorts(INTEGRATION_PORTS);
  const scratchDir = mkdtempSync(join(tmpdir(), 'engtech-integration-'));
  const engines = await startEngines({ ports, scratchDir });
  // The origin secret the handlers read (ORIGIN_SECRET_ID) holds what ApiClient sends.
  engines.putSecret(LOCAL_ORIGIN_SECRET, INTEGRATION_ORIGIN_SECRET);
  project.provide('engineEnv', {
    ...engineEnvironment(engines.endpoints),
    MAIL_FROM: 'EngTech Academy <no-reply@engtech.local>',
    MAIL_REPLY_TO: 'class@engtech.local',
    // A file that bounces mail starts the SES twin (support/ses-twin.ts), which knows this set.
    MAIL_CONFIGURATION_SET: 'engtech-local-mail',
    COOKIE_SECURE: 'false',
    // What CloudFront adds to every API request; ApiClient sends it as CloudFront would.
    ORIGIN_VERIFY: INTEGRATION_ORIGIN_SECRET,
    BRAND_NAME: 'EngTech Academy',
    S3_FORCE_PATH_STYLE: 'true',
    // The origin the media cookies' policy names (the local stack's default).
    SITE_ORIGIN: 'http://localhost:3000',
  });
  project.provide('engineEndpoints', {
    dynamodb: engines.endpoints.dynamodb,
    s3: engines.endpoints.s3,
    ses: engines.endpoints.ses,
  });
  project.provide('mediaKeys', {
    keyPairId: engines.mediaKeys.keyPairId,
    publicKeyPem: engines.mediaKeys.publicKeyPem,
  });
  const ffmpeg = findFfmpeg();
  project.provide('transcoder', {
    ffmpeg,
    sampleSource: 'path' in ffmpeg ? await makeSampleSource(ffmpeg.path, scratchDir) : null,
  });
  return async () => {
    await engines.stop();
    rmSync(scratchDir, { recursive: true, force: true });
  };
}
