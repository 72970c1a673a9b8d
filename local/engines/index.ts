/**
 * Starts the embedded AWS-compatible engines (dynalite, s3rver, aws-ses-v2-local) and creates the
 * tables and buckets from functions/shared/resources.ts. Used by `npm start` and by the integration and
 * end-to-end test setups, so tests run against exactly what users run.
 */
import type { Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import S3rver from 's3rver';
import { createRequire } from 'node:module';
import {
  CreateTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import { buckets, tables, type TableDefinition } from '../../functions/shared/resources';
import { SLIP_CORS_METHODS } from '../../infra/bucket-cors';
import { useFastMultipartComplete } from './s3rver-multipart';
import { decodeCopySourceAsS3 } from './s3rver-copy-source';
import { checkPresignedSignatures } from './s3rver-presigned-check';
import { LOCAL_MEDIA_KEY_SECRET, localMediaKeys, signingSecretValue, type MediaKeyPair } from '../twins/media-keys';
import { startSecretsEngine } from '../twins/secrets';

export const ENGINE_HOST = '127.0.0.1';

/** The local origin secret's name (ORIGIN_SECRET_ID); its value is what the local server sends. */
export const LOCAL_ORIGIN_SECRET = 'engtech-academy/origin-verify';

// aws-ses-v2-local is CommonJS with an `exports.default`; require() gives the function directly
// whichever way tsx or vitest would otherwise interop the default import.
const startSes = (createRequire(import.meta.url)('aws-ses-v2-local') as typeof import('aws-ses-v2-local')).default;

export interface EnginePorts {
  dynamodb: number;
  s3: number;
  ses: number;
}

export interface EngineOptions {
  ports: EnginePorts;
  /** Where data is kept across restarts; omitted → in memory (dynalite) and a throwaway dir (s3rver). */
  dataDir?: string;
  /** Throwaway S3 directory used when dataDir is omitted. */
  scratchDir?: string;
}

export interface Engines {
  endpoints: { dynamodb: string; s3: string; ses: string; sesInbox: string; secretsManager: string };
  /** The media signing key pair: its private key is the local secret, its public key opens /media. */
  mediaKeys: MediaKeyPair;
  /**
   * Puts a new value of a secret (PutSecretValue: it becomes AWSCURRENT, the old one AWSPREVIOUS).
   * The stack puts the origin secret (LOCAL_ORIGIN_SECRET) here, as the cloud's stack generates it.
   */
  putSecret(name: string, value: string): void;
  /** Stops the S3 engine (its port refuses connections); the objects stay for startS3. */
  stopS3(): Promise<void>;
  /** Starts it again on the same port with the same objects. */
  startS3(): Promise<void>;
  /** Stops the mail engine; the mails already sent stay readable after startSes. */
  stopSes(): Promise<void>;
  startSes(): Promise<void>;
  stop(): Promise<void>;
}

const LOCAL_CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>DELETE</AllowedMethod><AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/**
 * The slips bucket allows the browser what the cloud's does (infra/bucket-cors.ts): PUT only. Any
 * origin, since the local site's port varies; the cloud names the site origin.
 */
const SLIP_CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    ${SLIP_CORS_METHODS.map((method) => `<AllowedMethod>${method}</AllowedMethod>`).join('')}
    <AllowedHeader>*</AllowedHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

const closeServer = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });

/** dynalite on `port`, in a worker thread (dynalite-thread.mjs); `stop` closes it and ends the thread. */
async function startDynalite(port: number, path: string | undefined): Promise<{ stop(): Promise<void> }> {
  const worker = new Worker(new URL('./dynalite-thread.mjs', import.meta.url), {
    workerData: { port, host: ENGINE_HOST, path },
  });
  type Reply = { listening?: true; closed?: true; error?: string };
  const next = () =>
    new Promise<Reply>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  const started = await next();
  if (started.error) {
    await worker.terminate();
    throw new Error(`dynalite did not start: ${started.error}`);
  }
  return {
    async stop() {
      const closed = next();
      worker.postMessage('close');
      await closed;
      await worker.terminate();
    },
  };
}

export async function startEngines(options: EngineOptions): Promise<Engines> {
  const { ports, dataDir } = options;
  const s3Dir = dataDir
    ? join(dataDir, 's3')
    : (options.scratchDir ?? join(process.cwd(), '.test-data', `s3-${process.pid}`));
  mkdirSync(s3Dir, { recursive: true });
  if (dataDir) mkdirSync(join(dataDir, 'dynamodb'), { recursive: true });

  const dynamo = await startDynalite(ports.dynamodb, dataDir ? join(dataDir, 'dynamodb') : undefined);

  const makeS3 = () => {
    const server = new S3rver({
      address: ENGINE_HOST,
      port: ports.s3,
      directory: s3Dir,
      silent: true,
      // stopS3/startS3 keep the objects (a restart, as the fault tests need); stop() resets a throwaway store.
      resetOnClose: false,
      configureBuckets: Object.values(buckets).map((b) => ({
        name: b.localName,
        configs: [b.kind === 'slip' ? SLIP_CORS : LOCAL_CORS],
      })),
    });
    useFastMultipartComplete(server);
    decodeCopySourceAsS3(server);
    checkPresignedSignatures(LOCAL_REGION);
    return server;
  };
  let s3: S3rver | null = makeS3();
  await s3.run();
  // The latest instance, running or not: stop() resets a throwaway store through it.
  let lastS3: S3rver = s3;

  let ses: Server | null = await startSes({ host: ENGINE_HOST, port: ports.ses });

  // The media signing key, kept as the cloud keeps it: a secret the handlers read.
  const mediaKeys = localMediaKeys(dataDir);
  const secrets = await startSecretsEngine(ENGINE_HOST);
  secrets.put(LOCAL_MEDIA_KEY_SECRET, signingSecretValue(mediaKeys));

  const endpoints = {
    dynamodb: `http://${ENGINE_HOST}:${ports.dynamodb}`,
    s3: `http://${ENGINE_HOST}:${ports.s3}`,
    ses: `http://${ENGINE_HOST}:${ports.ses}`,
    sesInbox: `http://${ENGINE_HOST}:${ports.ses}/`,
    secretsManager: secrets.endpoint,
  };
  await createTables(endpoints.dynamodb);

  const stopS3 = async (): Promise<void> => {
    if (s3) await s3.close();
    s3 = null;
  };
  const stopS3ForGood = async (): Promise<void> => {
    await stopS3();
    if (!dataDir) lastS3.reset();
  };
  const stopSesServer = async (): Promise<void> => {
    if (ses) await closeServer(ses);
    ses = null;
  };
  return {
    endpoints,
    mediaKeys,
    putSecret: (name, value) => secrets.put(name, value),
    stopS3,
    async startS3() {
      if (!s3) {
        s3 = makeS3();
        lastS3 = s3;
        await s3.run();
      }
    },
    stopSes: stopSesServer,
    async startSes() {
      if (!ses) ses = await startSes({ host: ENGINE_HOST, port: ports.ses });
    },
    async stop() {
      await Promise.all([stopS3ForGood(), stopSesServer(), dynamo.stop(), secrets.stop()]);
    },
  };
}

/** The CreateTable input for one definition; `name` lets tests create isolated copies. */
export function createTableInput(table: TableDefinition, name: string = table.localName): CreateTableCommandInput {
  const keyNames = [table.partitionKey, table.sortKey, ...table.indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  return {
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...new Set(keyNames)].map((attribute) => ({ AttributeName: attribute, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: table.partitionKey, KeyType: 'HASH' },
      { AttributeName: table.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: table.indexes.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
  };
}

/** The region the handlers sign in, and the only one the local S3 accepts in a presigned URL. */
const LOCAL_REGION = 'us-east-1';
/** The key pair every local engine and twin accepts, and the handlers sign with. */
export const LOCAL_SIGNING = {
  region: LOCAL_REGION,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
} as const;

async function createTables(endpoint: string): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const existing = new Set((await client.send(new ListTablesCommand({}))).TableNames ?? []);
  for (const table of Object.values(tables)) {
    if (!existing.has(table.localName)) await client.send(new CreateTableCommand(createTableInput(table)));
  }
  client.destroy();
}

/**
 * The environment a handler needs to reach the engines: the standard AWS_ENDPOINT_URL_* variables
 * (so handler code has no local branch) plus the table and bucket names and the media key's names.
 */
export function engineEnvironment(endpoints: Engines['endpoints']): Record<string, string> {
  return {
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_SIGNING.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_SIGNING.credentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_ENDPOINT_URL_S3: endpoints.s3,
    AWS_ENDPOINT_URL_SES: endpoints.ses,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: endpoints.secretsManager,
    MEDIA_KEY_SECRET: LOCAL_MEDIA_KEY_SECRET,
    ORIGIN_SECRET_ID: LOCAL_ORIGIN_SECRET,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...Object.fromEntries(Object.values(tables).map((t) => [t.envVar, t.localName])),
    ...Object.fromEntries(Object.values(buckets).map((b) => [b.envVar, b.localName])),
  };
}
