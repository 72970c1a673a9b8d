/**
 * A local Lambda runtime: each function group's handler on a worker thread of its own, as each
 * group is its own Lambda function in the cloud. Groups share no module state (caches, clients,
 * configuration read once) and do not queue behind each other, and the SDK work of the handlers
 * leaves the server's thread, which keeps the HTTP and WebSocket I/O, routing, event building and
 * the twins.
 *
 * A group's thread starts on its first invocation, or ahead of it with load(). Like Lambda, which
 * starts another container when every one of a function's is busy, a group whose every thread is
 * running SCALE_AT invocations gets one more thread (up to one per core), started beside the work
 * rather than in front of it. A handler that throws fails that invocation only; a thread that dies
 * (an uncaught error, process.exit) fails the invocations it was running and is replaced on the
 * next one. stop() ends every thread.
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SHARE_ENV, Worker } from 'node:worker_threads';
import { clock } from '../../functions/shared/clock';
import type { LambdaHttpHandler } from '../server/api';
import { LAMBDA_TIMEOUT_MS, localFunctionName } from './lambda-context';
import { deserializeError, type InvokeRequest, type ThreadData, type ThreadMessage } from './protocol';

/** What the runtime needs of a function group (functions/groups.ts, the live handler). */
export interface LambdaGroup {
  readonly name: string;
  /** Module path relative to the repository root; it exports `handler`. */
  readonly entry: string;
}

export interface LambdaRuntimeOptions {
  /** Where group entries are resolved from. */
  root: string;
  /** Most threads one group may have; default one per core. */
  maxThreadsPerGroup?: number;
  /** Told when a group's thread fails or ends unexpectedly. */
  log?: (line: string, error?: unknown) => void;
}

export interface InvokeOptions {
  requestId?: string;
  /** Epoch ms; default LAMBDA_TIMEOUT_MS from now. */
  deadline?: number;
}

export interface LambdaRuntime {
  /**
   * Starts the group's thread unless it runs, and resolves once its handler module is imported, on
   * every thread the group has: one added beside busy ones included.
   */
  load(group: LambdaGroup): Promise<void>;
  /**
   * load() for every group, at most as many starting at once as there are cores: a thread's start
   * is CPU-bound (transpiling and evaluating the handler and the SDK), and ten at once would starve
   * everything else of the machine, engines included, past the handlers' short SDK timeouts.
   */
  loadAll(groups: readonly LambdaGroup[]): Promise<void>;
  invoke(group: LambdaGroup, event: unknown, options?: InvokeOptions): Promise<unknown>;
  /** The group as createApiAdapter's loadHandler hands it out: a handler whose calls run on the thread. */
  httpHandler(group: LambdaGroup): LambdaHttpHandler;
  /** The group as an event-only handler (the WebSocket twin's): its calls run on the thread. */
  eventHandler(group: LambdaGroup): (event: unknown) => Promise<unknown>;
  /** Thread id of each group's first running thread, by group name. */
  threads(): Map<string, number>;
  /** How many threads each group runs now. */
  threadCounts(): Map<string, number>;
  stop(): Promise<void>;
}

interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  ready: Promise<void>;
  pending: Map<number, Pending>;
  /** The uncaught error that is ending the thread, if any. */
  failure?: unknown;
  /** Added beside busy ones and still importing its handler: invocations go elsewhere meanwhile. */
  starting?: boolean;
  /** Invocations given to this thread and not yet answered, those waiting for it to start included. */
  inFlight: number;
}

/** In-flight invocations on every thread of a group at which it gets another thread. */
const SCALE_AT = 8;

const THREAD_ENTRY = new URL('./lambda-thread.mjs', import.meta.url);
const WORKER_MODULE = new URL('./worker.ts', import.meta.url).href;

/**
 * How far clock.now() runs ahead of Date.now(), exactly: read between two equal Date.now() values,
 * so a millisecond ticking over between the two reads does not add one.
 */
export function clockOffsetMs(): number {
  for (let attempt = 0; ; attempt++) {
    const before = Date.now();
    const now = clock.now();
    if (Date.now() === before || attempt === 2) return now - before;
  }
}

export class LambdaThreadExitError extends Error {
  constructor(functionName: string, code: number, cause?: unknown) {
    super(`${functionName}'s thread ended (exit code ${code}) during the invocation`, { cause });
    this.name = 'LambdaThreadExitError';
  }
}

export function startLambdaRuntime(options: LambdaRuntimeOptions): LambdaRuntime {
  const log = options.log ?? ((line: string, error?: unknown) => console.error(line, error ?? ''));
  const threads = new Map<string, Thread[]>();
  const maxThreads = Math.max(1, options.maxThreadsPerGroup ?? availableParallelism());
  let nextId = 1;
  let stopped = false;

  const spawn = (group: LambdaGroup): Thread => {
    const functionName = localFunctionName(group.name);
    const workerData: ThreadData = {
      entry: pathToFileURL(resolve(options.root, group.entry)).href,
      worker: WORKER_MODULE,
      functionName,
    };
    // SHARE_ENV: the endpoints, table names and secret ids the stack sets are the thread's too, as a
    // function's environment is set before its container starts. Empty execArgv: the parent's flags
    // (vitest's, an inspector's) are not the function's; lambda-thread.mjs registers tsx itself.
    const worker = new Worker(THREAD_ENTRY, { env: SHARE_ENV, workerData, execArgv: [], stdout: true, stderr: true });
    // Node would pipe each thread's output into process.stdout and stderr, a set of listeners on them
    // per thread: past ten threads, a MaxListenersExceededWarning. Copying the chunks adds none.
    worker.stdout.on('data', (chunk: Buffer) => process.stdout.write(chunk));
    worker.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    // A forgotten stop() must not keep the process alive; the server's sockets do while it runs.
    worker.unref();
    const thread: Thread = { worker, pending: new Map(), ready: Promise.resolve(), inFlight: 0 };
    thread.ready = new Promise<void>((resolveReady, rejectReady) => {
      worker.on('message', (message: ThreadMessage) => {
        if ('ready' in message) return resolveReady();
        const pending = thread.pending.get(message.id);
        if (!pending) return;
        thread.pending.delete(message.id);
        if ('error' in message) pending.reject(deserializeError(message.error));
        else pending.resolve(message.result);
      });
      worker.on('error', (error) => {
        thread.failure = error;
        log(`[lambda] ${functionName}'s thread failed`, error);
      });
      worker.once('exit', (code) => {
        const running = (threads.get(group.name) ?? []).filter((other) => other !== thread);
        if (running.length > 0) threads.set(group.name, running);
        else threads.delete(group.name);
        const error = new LambdaThreadExitError(functionName, code, thread.failure);
        rejectReady(thread.failure ?? error);
        for (const pending of thread.pending.values()) pending.reject(error);
        thread.pending.clear();
      });
    });
    // A load that fails is reported by whoever awaits it; this only keeps it from counting as unhandled.
    thread.ready.catch(() => undefined);
    return thread;
  };

  const add = (group: LambdaGroup): Thread => {
    const thread = spawn(group);
    threads.set(group.name, [...(threads.get(group.name) ?? []), thread]);
    return thread;
  };

  /** The group's least busy thread; another one starts beside it when all of them are busy. */
  const threadFor = (group: LambdaGroup): Thread => {
    if (stopped) throw new Error('The local Lambda runtime is stopped.');
    const running = threads.get(group.name) ?? [];
    if (running.length === 0) return add(group);
    const ready = running.filter((thread) => !thread.starting);
    const idlest = (ready.length > 0 ? ready : running).reduce((best, thread) =>
      thread.inFlight < best.inFlight ? thread : best,
    );
    if (idlest.inFlight >= SCALE_AT && running.length < maxThreads && !running.some((t) => t.starting)) {
      const extra = add(group);
      extra.starting = true;
      void extra.ready.then(
        () => (extra.starting = false),
        () => (extra.starting = false),
      );
    }
    return idlest;
  };

  const invoke = async (group: LambdaGroup, event: unknown, invokeOptions: InvokeOptions = {}): Promise<unknown> => {
    const thread = threadFor(group);
    thread.inFlight += 1;
    try {
      await thread.ready;
      return await send(thread, event, invokeOptions);
    } finally {
      thread.inFlight -= 1;
    }
  };

  const send = (thread: Thread, event: unknown, invokeOptions: InvokeOptions): Promise<unknown> => {
    const request: InvokeRequest = {
      id: nextId++,
      event,
      deadline: invokeOptions.deadline ?? Date.now() + LAMBDA_TIMEOUT_MS,
      requestId: invokeOptions.requestId ?? randomUUID(),
      clockOffsetMs: clockOffsetMs(),
    };
    return new Promise((resolveResult, rejectResult) => {
      thread.pending.set(request.id, { resolve: resolveResult, reject: rejectResult });
      try {
        thread.worker.postMessage(request);
      } catch (error) {
        // An event that cannot be cloned never reaches the handler.
        thread.pending.delete(request.id);
        rejectResult(error instanceof Error ? error : new Error(String(error)));
      }
    });
  };

  return {
    async load(group) {
      await threadFor(group).ready;
      await Promise.all((threads.get(group.name) ?? []).map((thread) => thread.ready));
    },
    async loadAll(groups) {
      const queue = [...groups];
      const starter = async (): Promise<void> => {
        for (let group = queue.shift(); group; group = queue.shift()) await threadFor(group).ready;
      };
      await Promise.all(Array.from({ length: Math.min(availableParallelism(), queue.length) }, starter));
    },
    invoke,
    httpHandler: (group) => (event, context) =>
      invoke(group, event, {
        requestId: context.awsRequestId,
        deadline: Date.now() + context.getRemainingTimeInMillis(),
      }),
    eventHandler: (group) => (event) => invoke(group, event),
    threads: () =>
      new Map([...threads].flatMap(([name, running]) => (running[0] ? [[name, running[0].worker.threadId]] : []))),
    threadCounts: () => new Map([...threads].map(([name, running]) => [name, running.length])),
    async stop() {
      stopped = true;
      const running = [...threads.values()].flat();
      threads.clear();
      await Promise.all(running.map((thread) => thread.worker.terminate()));
    },
  };
}
