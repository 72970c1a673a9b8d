/**
 * The local Lambda runtime (local/runtime) behind the API Gateway stand-in, with a fixture group:
 * the handler runs on a thread of its own, sees the stack's environment and the server's moved
 * clock, overlaps invocations, and a throw or a dying thread is a 500 like any failed integration,
 * after which the group's next request runs on a fresh thread. stop() ends every thread.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { threadId as testThreadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clock } from '../../functions/shared/clock';
import { close, createLocalServer } from '../../local/server';
import { createApiAdapter, type RouteGroup } from '../../local/server/api';
import { startLambdaRuntime, type LambdaRuntime } from '../../local/runtime';
import { eventually } from '../support/eventually';

const fixtureGroup: RouteGroup = {
  name: 'fixture',
  entry: 'tests/fixtures/lambda-runtime/handler.ts',
  routes: [
    'GET /api/fixture/where',
    'GET /api/fixture/together',
    'GET /api/fixture/boom',
    'GET /api/fixture/exit',
    'GET /api/fixture/uncaught',
  ],
};
const brokenGroup: RouteGroup = {
  name: 'broken',
  entry: 'tests/fixtures/lambda-runtime/not-a-handler.ts',
  routes: ['GET /api/broken'],
};

interface Where {
  threadId: number;
  shared: string | null;
  clock: { before: number; moved: number; after: number };
  functionName: string;
  requestId: string;
  eventRequestId: string;
  remainingMs: number;
}

const errors: string[] = [];
const threadLog: string[] = [];
let runtime: LambdaRuntime;
let server: Server;
let base: string;

beforeAll(async () => {
  runtime = startLambdaRuntime({ root: process.cwd(), log: (line) => threadLog.push(line) });
  const api = createApiAdapter({
    groups: [fixtureGroup, brokenGroup],
    root: process.cwd(),
    loadHandler: (group) => runtime.load(group).then(() => runtime.httpHandler(group)),
    logError: (message, error) => errors.push(`${message}: ${String(error)}`),
  });
  server = createLocalServer({
    api,
    site: (_req, res) => void res.writeHead(404).end(),
    headers: {},
    logError: (message) => errors.push(message),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await close(server);
  await runtime.stop();
});

const get = (path: string) => fetch(base + path);
const where = async (): Promise<Where> => {
  const response = await get('/api/fixture/where');
  expect(response.status).toBe(200);
  return (await response.json()) as Where;
};

describe('a group on its own thread', () => {
  it('runs the handler off the test thread, one thread for the group, with a Lambda context', async () => {
    const first = await where();
    const second = await where();
    expect(first.threadId).not.toBe(testThreadId);
    expect(second.threadId).toBe(first.threadId);
    expect(runtime.threads().get('fixture')).toBe(first.threadId);
    expect(first.functionName).toBe('engtech-local-fixture');
    expect(first.requestId).toBe(first.eventRequestId);
    expect(first.remainingMs).toBeGreaterThan(0);
    expect(first.remainingMs).toBeLessThanOrEqual(30_000);
  });

  it('sees the environment this thread sets, also after the thread started', async () => {
    process.env.LAMBDA_RUNTIME_FIXTURE = 'set by the stack';
    try {
      expect((await where()).shared).toBe('set by the stack');
    } finally {
      delete process.env.LAMBDA_RUNTIME_FIXTURE;
    }
  });

  it("reads the clock as this thread's clock.now() moves it", async () => {
    const offset = 3 * 24 * 60 * 60 * 1000 + 123;
    const spy = vi.spyOn(clock, 'now').mockImplementation(() => Date.now() + offset);
    try {
      const seen = (await where()).clock;
      expect(seen.moved - seen.before).toBeGreaterThanOrEqual(offset);
      expect(seen.moved - seen.after).toBeLessThanOrEqual(offset);
    } finally {
      spy.mockRestore();
    }
    const back = (await where()).clock;
    expect(back.moved).toBeGreaterThanOrEqual(back.before);
    expect(back.moved).toBeLessThanOrEqual(back.after);
  });

  it('runs invocations of one group at the same time', async () => {
    // The fixture answers only once three are in flight together.
    const responses = await Promise.all([1, 2, 3].map(() => get('/api/fixture/together')));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
  });
});

describe('failures', () => {
  it('answers 500 when the handler throws, and logs it', async () => {
    const response = await get('/api/fixture/boom');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Something went wrong.' });
    expect(errors.some((line) => line.includes('GET /api/fixture/boom') && line.includes('kaboom'))).toBe(true);
    expect((await where()).threadId).toBe(runtime.threads().get('fixture'));
  });

  it.each(['exit', 'uncaught'])('answers 500 when the thread dies (%s), then serves from a new thread', async (how) => {
    const before = (await where()).threadId;
    const response = await get(`/api/fixture/${how}`);
    expect(response.status).toBe(500);
    expect(errors.some((line) => line.includes(`GET /api/fixture/${how}`))).toBe(true);
    const after = await where();
    expect(after.threadId).not.toBe(before);
    expect(runtime.threads().get('fixture')).toBe(after.threadId);
  });

  it('answers 500 for a group whose module has no handler, and tries the import again next time', async () => {
    expect((await get('/api/broken')).status).toBe(500);
    expect((await get('/api/broken')).status).toBe(500);
    expect(threadLog.filter((line) => line.includes('engtech-local-broken'))).toHaveLength(2);
  });
});

it('gives a busy group another thread, as Lambda another container, up to its limit', async () => {
  const own = startLambdaRuntime({ root: process.cwd(), log: () => undefined, maxThreadsPerGroup: 2 });
  try {
    const release = new SharedArrayBuffer(4);
    const hold = () => own.invoke(fixtureGroup, { hold: release }) as Promise<{ threadId: number }>;
    // Eight in flight on the one thread, then a ninth: a second thread starts beside them.
    const first = Array.from({ length: 9 }, hold);
    await eventually(() => own.threadCounts().get('fixture')).toBe(2);
    // Once it has started, the next invocations go to it, the least busy; no third thread starts.
    await own.load(fixtureGroup);
    const more = Array.from({ length: 12 }, hold);
    expect(own.threadCounts().get('fixture')).toBe(2);
    Atomics.store(new Int32Array(release), 0, 1);
    const threadIds = new Set((await Promise.all([...first, ...more])).map((answer) => answer.threadId));
    expect(threadIds.size).toBe(2);
  } finally {
    await own.stop();
  }
});

it('stop() ends every thread and fails what they were running', async () => {
  const own = startLambdaRuntime({ root: process.cwd(), log: () => undefined });
  const heartbeat = new SharedArrayBuffer(4);
  const beats = new Int32Array(heartbeat);
  await own.invoke(fixtureGroup, { heartbeat });
  await eventually(() => Atomics.load(beats, 0)).toBeGreaterThan(1);
  const stuck = own.invoke(fixtureGroup, { routeKey: 'GET /api/fixture/together', requestContext: {} });
  await own.stop();
  await expect(stuck).rejects.toThrow(/thread ended/);
  expect(own.threads().size).toBe(0);
  // The thread is gone: the counter it bumped every few milliseconds stands still.
  const stopped = Atomics.load(beats, 0);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(Atomics.load(beats, 0)).toBe(stopped);
  await expect(own.invoke(fixtureGroup, { heartbeat })).rejects.toThrow(/stopped/);
});
