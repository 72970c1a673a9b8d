/**
 * A test file's own engines (local/engines/index.ts), for the fault suites that stop S3 or SES mid-test and
 * start it again: the engines of global-setup.ts serve every file at once, so stopping those would
 * break the others. startPrivateEngines() starts dynalite, s3rver and the SES engine on free ports
 * and points process.env at them; loadApi() then imports every endpoint group's handler afresh
 * (AWS clients and config are bound when a module loads) behind one stand-in API Gateway. The
 * engines keep their ports across a stop and a start, so the same handlers keep working.
 *
 * The snapshot readers use clients of their own (not the handlers'), with the engines' endpoints.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ListObjectsCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { vi } from 'vitest';
import { engineEnvironment, LOCAL_ORIGIN_SECRET, startEngines, type Engines } from '../../../local/engines';
import { buckets, tables, type BucketKey, type TableKey } from '../../../functions/shared/resources';
import { freePort } from '../../support/free-ports';
import type { Handler } from './client';
import { ADMIN } from './fixtures';

interface StoredEmail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

export interface PrivateEngines {
  engines: Engines;
  /** Every item of a table, as sorted JSON lines (a comparable snapshot). */
  tableItems(table: TableKey): Promise<string[]>;
  /** Every key of a bucket, sorted. */
  bucketKeys(bucket: BucketKey): Promise<string[]>;
  /** Mail the SES engine holds for `address` (the engine must be running). */
  mailsTo(address: string): Promise<StoredEmail[]>;
  /** The 6-digit code in the newest mail to `address`. */
  latestCode(address: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startPrivateEngines(): Promise<PrivateEngines> {
  const ports = { dynamodb: await freePort(0), s3: await freePort(0), ses: await freePort(0) };
  const scratchDir = mkdtempSync(join(tmpdir(), 'engtech-faults-'));
  const engines = await startEngines({ ports, scratchDir });
  const env = engineEnvironment(engines.endpoints);
  // The file's requests still carry the run's origin secret; this Secrets Manager must know it too.
  if (process.env.ORIGIN_VERIFY) engines.putSecret(LOCAL_ORIGIN_SECRET, process.env.ORIGIN_VERIFY);
  const previous = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);

  const credentials = { accessKeyId: env.AWS_ACCESS_KEY_ID ?? '', secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? '' };
  const dynamo = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: engines.endpoints.dynamodb, region: 'us-east-1', credentials }),
  );
  const s3 = new S3Client({ endpoint: engines.endpoints.s3, region: 'us-east-1', credentials, forcePathStyle: true });

  const mailsTo = async (address: string): Promise<StoredEmail[]> => {
    const store = (await (await fetch(`${engines.endpoints.ses}/store`)).json()) as { emails: StoredEmail[] };
    return store.emails.filter((email) =>
      email.destination.to.some((to) => to.toLowerCase() === address.toLowerCase()),
    );
  };

  return {
    engines,
    async tableItems(table) {
      const items: string[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await dynamo.send(
          new ScanCommand({ TableName: tables[table].localName, ConsistentRead: true, ExclusiveStartKey: startKey }),
        );
        for (const item of page.Items ?? [])
          items.push(JSON.stringify(Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))));
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return items.sort();
    },
    async bucketKeys(bucket) {
      const keys: string[] = [];
      let marker: string | undefined;
      for (;;) {
        const page = await s3.send(
          new ListObjectsCommand({ Bucket: buckets[bucket].localName, ...(marker ? { Marker: marker } : {}) }),
        );
        const listed = (page.Contents ?? []).map((object) => object.Key ?? '');
        keys.push(...listed);
        marker = listed.at(-1);
        if (!page.IsTruncated || !marker) break;
      }
      return keys.sort();
    },
    mailsTo,
    async latestCode(address) {
      const text = (await mailsTo(address)).at(-1)?.body.text ?? '';
      const code = /\b(\d{6})\b/.exec(text)?.[1];
      if (!code) throw new Error(`No verification code has been mailed to ${address}`);
      return code;
    },
    async stop() {
      dynamo.destroy();
      s3.destroy();
      await engines.stop();
      rmSync(scratchDir, { recursive: true, force: true });
      for (const [name, value] of Object.entries(previous)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    },
  };
}

/**
 * Every endpoint group's handler, imported afresh so its clients use process.env as it is now,
 * behind one gateway (one browser reaches them all); the admin account is seeded. The clock module
 * is the instance those handlers use (spy on it to move their time).
 */
export async function loadApi(): Promise<{
  api: Handler;
  clock: typeof import('../../../functions/shared/clock').clock;
}> {
  vi.resetModules();
  const { endpointGroups } = await import('../../../functions/groups');
  const groups = await Promise.all(
    endpointGroups.map(async (group) => {
      const module = (await import(/* @vite-ignore */ `../../../${group.entry}`)) as { handler: Handler };
      return { routes: group.routes, handler: module.handler };
    }),
  );
  const { gateway } = await import('./gateway');
  const { ensureAdmin } = await import('../../../functions/user/seed');
  await ensureAdmin(ADMIN.email, ADMIN.password);
  const { clock } = await import('../../../functions/shared/clock');
  return { api: gateway(groups), clock };
}
