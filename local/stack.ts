/**
 * startLocalStack: engines, handler environment, seed data and the HTTP server, as one unit with
 * one stop(). `npm start` (bin/local.ts), the end-to-end tests and benchmarks all start the stack
 * through here, so they exercise exactly what users run.
 *
 * It sets process.env (engine endpoints, table and bucket names) before the handlers are imported,
 * as Lambda does; run one stack per process.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { endpointGroups } from '../functions/groups';
import { LOCAL_ORIGIN_SECRET, startEngines, type Engines } from './engines';
import { findFfmpeg, isBinary } from './engines/ffmpeg';
import { nextHourlyRun, startDailySchedule } from './twins/daily-schedule';
import { startMediaConvertTwin, type MediaConvertTwin } from './twins/mediaconvert';
import { startSesEventsTwin } from './twins/ses-events';
import { createApiAdapter } from './server/api';
import {
  adminFromEnv,
  handlerEnvironment,
  listenHostFromEnv,
  LOCAL_MAIL_CONFIGURATION_SET,
  portsFromEnv,
  REPO_ROOT,
  WEB_DIST,
  type AdminCredentials,
  type StackPorts,
} from './config';
import { seedLocalData } from './seed';
import { securityHeaders } from '../infra/security-headers';
import { close, createLocalServer, listen, type SiteHandler } from './server';
import { createStaticSite } from './server/static-site';
import { withTestClock } from './server/test-clock';
import { localMediaServer, startStreamQueue } from './stack-media';
import { LIVE_FUNCTION, startLocalLive } from './stack-live';
import { startLambdaRuntime } from './runtime';
import { assertPortsFree } from './stack-ports';
import { viteSite } from './stack-vite';

export interface LocalStackOptions {
  /** Missing entries come from PORT / DYNAMODB_PORT / S3_PORT / SES_PORT or the defaults. */
  ports?: Partial<StackPorts>;
  /** Data kept here across restarts; omitted → in memory, gone on stop (tests). */
  dataDir?: string;
  /** The Vite build to serve (default web/dist); ignored with `dev`. */
  webDist?: string;
  /** Vite in middleware mode with hot reload instead of the build. */
  dev?: boolean;
  /** No request log lines. */
  quiet?: boolean;
  admin?: AdminCredentials;
  /** Interface to listen on (default HOST or 127.0.0.1). */
  host?: string;
  /** Serve POST /__test/clock, which moves the handlers' clock (browser tests only; local/server/test-clock.ts). */
  testClock?: boolean;
  /**
   * Each endpoint group's handler and the live handler on a worker thread of their own
   * (local/runtime), shaped like the cloud's one function per group: no shared module state, no
   * group queueing behind another's burst. Off, they run in this thread, where tests can spy on
   * their modules (vi.spyOn(clock, 'now')) — which a worker's copy of a module would not see.
   */
  lambdaThreads?: boolean;
}

export interface LocalStack {
  /** The site, e.g. http://localhost:3000. */
  url: string;
  /** The SES engine: inbox page at /, sent mail as JSON at /store. */
  sesUrl: string;
  engines: Engines;
  /** The local MediaConvert: transcode jobs of uploads and of the seed videos. */
  mediaConvert: MediaConvertTwin;
  /** Resolves once the seed videos' jobs are submitted (they run in the background). */
  seedStreams: Promise<void>;
  admin: AdminCredentials;
  /** With lambdaThreads: the thread id of each function group's thread running now, by group. */
  functionThreads(): Map<string, number>;
  stop(): Promise<void>;
}

/**
 * The local MediaConvert. Without any ffmpeg the stack still runs: videos play as their MP4s and
 * their jobs fail with the reason printed here.
 */
async function startTranscoder(engines: Engines, quiet: boolean): Promise<MediaConvertTwin> {
  const ffmpeg = findFfmpeg();
  if (isBinary(ffmpeg)) {
    if (!quiet) console.log(`  Streaming: ffmpeg from ${ffmpeg.source === 'PATH' ? 'PATH' : 'npm'} (${ffmpeg.path})`);
  } else {
    console.warn(`  Streaming is off: ${ffmpeg.reason}. Videos play as MP4; their transcode jobs fail.`);
  }
  return startMediaConvertTwin({
    s3Endpoint: engines.endpoints.s3,
    ffmpeg,
    deliver: async (event) => (await import('../functions/media/events')).handler(event),
    log: quiet ? undefined : (line) => console.log(`  [mediaconvert] ${line}`),
  });
}

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const ports: StackPorts = { ...portsFromEnv(), ...options.ports };
  const host = options.host ?? listenHostFromEnv();
  const admin = options.admin ?? adminFromEnv();
  // Fail on a missing build before anything is started.
  const staticSite = options.dev ? null : createStaticSite(options.webDist ?? WEB_DIST);
  await assertPortsFree(ports, host);
  // The engines' own table-creating client would otherwise print the SDK's Node 20 notice first thing.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

  // Per stack, so an in-memory stack never shares s3rver's directory with another one in this process.
  const scratchDir = options.dataDir
    ? undefined
    : join(REPO_ROOT, '.test-data', `local-${process.pid}-${ports.web}-${ports.s3}`);
  const engines = await startEngines({ ports, dataDir: options.dataDir, scratchDir });
  const cleanups: (() => Promise<void>)[] = [];
  if (scratchDir) cleanups.push(() => rm(scratchDir, { recursive: true, force: true }));
  cleanups.push(() => engines.stop());
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };

  try {
    // Stopped after the server and the WebSocket twin (cleanups run in reverse), whose last
    // invocations ($disconnect of the sockets they close) still need the threads.
    const runtime = options.lambdaThreads ? startLambdaRuntime({ root: REPO_ROOT }) : undefined;
    if (runtime) cleanups.push(() => runtime.stop());
    const env = handlerEnvironment(engines.endpoints, `http://localhost:${ports.web}`);
    Object.assign(process.env, env);
    // The value the local server sends as CloudFront would; the handlers read it back from the secret.
    if (env.ORIGIN_VERIFY) engines.putSecret(LOCAL_ORIGIN_SECRET, env.ORIGIN_VERIFY);
    // SES's bounce and complaint events for the mailbox simulator's addresses, to the cloud's handler.
    const sesEvents = await startSesEventsTwin({
      engineUrl: engines.endpoints.ses,
      configurationSet: LOCAL_MAIL_CONFIGURATION_SET,
      deliver: async (event) => (await import('../functions/user/mail-events')).handler(event),
      log: options.quiet ? undefined : (line) => console.log(`  [ses] ${line}`),
    });
    cleanups.push(() => sesEvents.stop());
    Object.assign(process.env, sesEvents.environment);
    const mediaConvert = await startTranscoder(engines, options.quiet === true);
    cleanups.push(() => mediaConvert.stop());
    Object.assign(process.env, mediaConvert.environment);
    const streamQueue = await startStreamQueue(options.quiet ? () => undefined : (line) => console.log(`  ${line}`));
    cleanups.push(() => streamQueue.stop());
    Object.assign(process.env, streamQueue.environment);
    // The live quiz's WebSocket API and Scheduler, invoking the same handlers as the cloud's. The
    // twins that invoke other handlers (the scheduler's close timer here, the SQS consumer, the
    // MediaConvert and SES events, the daily sweeps) run them in this thread even with
    // lambdaThreads: they fire now and then, not per student, so the thread has time for them.
    const live = await startLocalLive({
      live: runtime
        ? runtime.eventHandler(LIVE_FUNCTION)
        : async (event) => (await import('../functions/live/handler')).handler(event),
      closeTimer: async (event) =>
        (await import('../functions/quiz/close-timer')).handler(event as { quizId: string; index: number }),
      originVerify: () => process.env.ORIGIN_VERIFY,
      log: options.quiet ? undefined : (line) => console.log(`  [live] ${line}`),
    });
    cleanups.push(() => live.stop());
    Object.assign(process.env, live.environment);
    const api = createApiAdapter({
      groups: endpointGroups,
      root: REPO_ROOT,
      loadHandler: runtime && ((group) => runtime.load(group).then(() => runtime.httpHandler(group))),
    });
    let site: SiteHandler = (req, res) => staticSite?.handle(req, res);
    const siteOrTestClock: SiteHandler = options.testClock
      ? withTestClock((req, res) => site(req, res))
      : (req, res) => site(req, res);
    const server = createLocalServer({
      api,
      site: siteOrTestClock,
      media: localMediaServer(engines),
      upgrade: live.gateway,
      headers: securityHeaders({ storageOrigins: [engines.endpoints.s3], dev: options.dev }),
      logRequest: options.quiet ? undefined : (line) => console.log(`  ${line}`),
    });
    if (options.dev) {
      const vite = await viteSite(server);
      site = vite.site;
      cleanups.push(() => vite.close());
    }
    const port = await listen(server, ports.web, host);
    cleanups.push(() => close(server));
    const url = `http://localhost:${port}`;
    if (port !== ports.web) process.env.SITE_ORIGIN = url;

    if (runtime) {
      // The threads start after the seed: started beside it, their CPU-bound start would push the
      // seed's DynamoDB calls past their short timeouts on a two-core machine.
      await seedLocalData(admin);
      await runtime.loadAll([...endpointGroups, LIVE_FUNCTION]);
      await api.preload();
    } else {
      await Promise.all([seedLocalData(admin), api.preload()]);
    }
    // The fee reminder sweep on the cloud rule's daily time, through the same handler.
    const reminders = startDailySchedule({
      run: async () => (await import('../functions/fees/reminders')).handler(),
      log: options.quiet ? undefined : (line) => console.log(`  [reminders] ${line}`),
    });
    cleanups.push(() => reminders.stop());
    // The stuck-job sweep every hour, as the cloud's schedule runs it, through the same handler.
    const streamSweep = startDailySchedule({
      run: async () => (await import('../functions/media/stream-sweep')).handler(),
      next: nextHourlyRun,
      log: options.quiet ? undefined : (line) => console.log(`  [stream-sweep] ${line}`),
    });
    cleanups.push(() => streamSweep.stop());
    // The seed videos' ladders are made in the background, through the same submission as an upload.
    const seedStreams = import('./seed/content')
      .then(({ submitSampleStreams }) => submitSampleStreams())
      .then(
        () => undefined,
        (error: unknown) => console.error('[mediaconvert] submitting the seed videos failed', error),
      );
    cleanups.push(() => seedStreams);
    // Compress the build in the background: the first visitor should not wait for brotli.
    staticSite?.warm().catch((error: unknown) => console.error('[local-static] warming failed', error));
    const functionThreads = () => runtime?.threads() ?? new Map<string, number>();
    return { url, sesUrl: engines.endpoints.ses, engines, mediaConvert, seedStreams, admin, functionThreads, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
