/**
 * A local twin of AWS Elemental MediaConvert for the local stack and the integration tests: an HTTP
 * server on the routes the SDK calls (CreateJob, GetJob, ListJobs under /2017-08-29/jobs), refusing
 * what MediaConvert refuses with its error shape (x-amzn-ErrorType + {message}), running accepted
 * jobs one at a time with ffmpeg into the local S3, and delivering each job's end as the EventBridge
 * "MediaConvert Job State Change" event to the handler the cloud's rule invokes (functions/media/events.ts).
 *
 * Like MediaConvert, an input that cannot be opened is a job that fails (ERROR, code 1030), not a
 * refused request. Without ffmpeg every job fails with that reason.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { S3Client } from '@aws-sdk/client-s3';
import type { Binary } from '../engines/ffmpeg';
import { JobRefused, queueArn, readJobRequest, type TwinAccount } from './mediaconvert-job';
import { transcode, TranscodeError, type OutputDetail, type TwinJobSpec } from './mediaconvert-transcode';

export type JobEventSink = (event: unknown) => Promise<unknown>;

export interface TwinOptions {
  /** The S3 it reads inputs from and writes outputs to; a function is asked at each job. */
  s3Endpoint: string | (() => string);
  /** ffmpeg, or why there is none. */
  ffmpeg: Binary | { reason: string };
  deliver: JobEventSink;
  port?: number;
  host?: string;
  account?: Partial<TwinAccount>;
  log?: (line: string) => void;
}

export interface MediaConvertTwin {
  endpoint: string;
  account: TwinAccount;
  /** The handler environment that points the SDK and the media code at this twin. */
  environment: Record<string, string>;
  /** Resolves once every job submitted so far has ended and its event was delivered. */
  idle(): Promise<void>;
  /**
   * For tests: the jobs of this video (its id, as the job's user metadata names it) run and end, but
   * their state-change event is never delivered, as when EventBridge's retries run out. GetJob
   * still answers them truthfully.
   */
  loseEvents(videoId: string): void;
  stop(): Promise<void>;
}

type Status = 'SUBMITTED' | 'PROGRESSING' | 'COMPLETE' | 'ERROR';
interface TwinJob {
  id: string;
  status: Status;
  createdAt: Date;
  metadata: Record<string, string>;
  spec: TwinJobSpec;
  /** The request's settings as sent: GetJob answers them back, as MediaConvert does. */
  settings: unknown;
  outputs?: OutputDetail[];
  errorCode?: number;
  errorMessage?: string;
}

const DEFAULT_ACCOUNT: TwinAccount = {
  region: 'us-east-1',
  accountId: '000000000000',
  queue: 'engtech-streams',
  role: 'arn:aws:iam::000000000000:role/engtech-mediaconvert',
};

function send(res: ServerResponse, status: number, body: unknown, errorType?: string): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'x-amzn-requestid': randomUUID(),
    ...(errorType ? { 'x-amzn-errortype': errorType } : {}),
  });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    throw new JobRefused(400, 'BadRequestException', 'The request body is not valid JSON');
  }
}

export async function startMediaConvertTwin(options: TwinOptions): Promise<MediaConvertTwin> {
  const account: TwinAccount = { ...DEFAULT_ACCOUNT, ...options.account };
  const log = options.log ?? (() => undefined);
  const s3For = (): S3Client =>
    new S3Client({
      endpoint: typeof options.s3Endpoint === 'function' ? options.s3Endpoint() : options.s3Endpoint,
      region: account.region,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  const jobs = new Map<string, TwinJob>();
  const lostVideos = new Set<string>();
  // One ffmpeg at a time: a laptop (or a 2-core CI machine) shares its CPU with everything else.
  let queue: Promise<void> = Promise.resolve();
  let stopped = false;

  const arnOf = (job: TwinJob) => `arn:aws:mediaconvert:${account.region}:${account.accountId}:jobs/${job.id}`;
  const view = (job: TwinJob) => ({
    id: job.id,
    arn: arnOf(job),
    status: job.status,
    queue: queueArn(account),
    role: account.role,
    createdAt: job.createdAt.getTime() / 1000,
    userMetadata: job.metadata,
    settings: job.settings,
    ...(job.errorCode ? { errorCode: job.errorCode, errorMessage: job.errorMessage } : {}),
    // GetJob's output details carry no file paths (the event's do), in the order of the outputs.
    ...(job.outputs
      ? { outputGroupDetails: [{ outputDetails: job.outputs.map(({ outputFilePaths: _, ...detail }) => detail) }] }
      : {}),
  });

  const event = (job: TwinJob, outputs?: OutputDetail[]) => ({
    version: '0',
    id: randomUUID(),
    'detail-type': 'MediaConvert Job State Change',
    source: 'aws.mediaconvert',
    account: account.accountId,
    time: new Date().toISOString(),
    region: account.region,
    resources: [arnOf(job)],
    detail: {
      timestamp: Date.now(),
      accountId: account.accountId,
      queue: queueArn(account),
      jobId: job.id,
      status: job.status,
      userMetadata: job.metadata,
      ...(outputs
        ? {
            outputGroupDetails: [
              {
                outputDetails: outputs,
                playlistFilePaths: [`s3://${job.spec.destination.bucket}/${job.spec.destination.keyBase}.m3u8`],
                type: 'HLS_GROUP',
              },
            ],
          }
        : { errorCode: job.errorCode, errorMessage: job.errorMessage }),
    },
  });

  async function runJob(job: TwinJob): Promise<void> {
    if (stopped) return;
    job.status = 'PROGRESSING';
    let outputs: OutputDetail[] | undefined;
    try {
      if (!('path' in options.ffmpeg)) throw new TranscodeError(1999, `No transcoder: ${options.ffmpeg.reason}`);
      const s3 = s3For();
      try {
        outputs = await transcode(job.spec, options.ffmpeg.path, s3);
      } finally {
        s3.destroy();
      }
      job.status = 'COMPLETE';
      job.outputs = outputs;
    } catch (error) {
      job.status = 'ERROR';
      job.errorCode = error instanceof TranscodeError ? error.code : 1999;
      job.errorMessage = error instanceof Error ? error.message : String(error);
    }
    if (stopped) return;
    log(`job ${job.id} ${job.status}${job.errorMessage ? `: ${job.errorMessage}` : ''}`);
    if (lostVideos.has(job.metadata.videoId ?? '')) return log(`job ${job.id}: its event is lost`);
    try {
      await options.deliver(event(job, outputs));
    } catch (error) {
      log(`job ${job.id}: the event handler failed: ${String(error)}`);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://twin').pathname;
    if (req.method === 'POST' && path === '/2017-08-29/jobs') {
      const body = await readBody(req);
      const { spec, metadata } = readJobRequest(body, account);
      const job: TwinJob = {
        settings: (body as { settings?: unknown }).settings,
        id: `${Date.now()}-${randomUUID().slice(0, 6)}`,
        status: 'SUBMITTED',
        createdAt: new Date(),
        metadata,
        spec,
      };
      jobs.set(job.id, job);
      queue = queue.then(() => runJob(job));
      send(res, 201, { job: view(job) });
      return;
    }
    // ListJobs, newest first as MediaConvert orders it; one page holds them all (a twin's jobs are few).
    if (req.method === 'GET' && path === '/2017-08-29/jobs') {
      const newestFirst = [...jobs.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      send(res, 200, { jobs: newestFirst.map(view) });
      return;
    }
    const match = /^\/2017-08-29\/jobs\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && match?.[1]) {
      const job = jobs.get(decodeURIComponent(match[1]));
      if (!job) throw new JobRefused(404, 'NotFoundException', 'The specified job was not found');
      send(res, 200, { job: view(job) });
      return;
    }
    send(res, 404, { message: `No route for ${req.method} ${path}` }, 'NotFoundException');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof JobRefused) send(res, error.status, { message: error.message }, error.errorType);
      else send(res, 500, { message: String(error) }, 'InternalServerErrorException');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://${options.host ?? '127.0.0.1'}:${port}`;
  return {
    endpoint,
    account,
    environment: {
      AWS_ENDPOINT_URL_MEDIACONVERT: endpoint,
      MEDIACONVERT_QUEUE: queueArn(account),
      MEDIACONVERT_ROLE_ARN: account.role,
    },
    loseEvents: (videoId) => void lostVideos.add(videoId),
    idle: async () => {
      let current: Promise<void>;
      do {
        current = queue;
        await current;
      } while (current !== queue);
    },
    stop: async () => {
      stopped = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}
