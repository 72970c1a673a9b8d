/**
 * The whole local stack with lambdaThreads, as `npm start` runs it: a login (user group), a call
 * to another group (quiz) and a /live WebSocket whose $connect and `hello` run the live handler on
 * its thread, and whose answer comes back through the gateway twin's management API. Each group's
 * handler runs on a thread of its own, and stop() ends them all.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId as testThreadId } from 'node:worker_threads';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { endpointGroups } from '../../functions/groups';
import type { CheckAuthResponse, QuizSummary } from '../../functions/shared/schemas';
import { startLocalStack, type LocalStack } from '../../local/stack';
import { adminSessionAt, type ApiSession } from '../support/api-session';
import { eventually } from '../support/eventually';
import { freePorts } from '../support/free-ports';

let stack: LocalStack;
let webDist: string;
let admin: ApiSession;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'engtech-threads-site-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>site</title>');
  // The integration setup's site origin would win over the stack's own (settings already set win);
  // the live handler accepts only the stack's, as the page's Origin.
  delete process.env.SITE_ORIGIN;
  const ports = await freePorts({ web: 3300, dynamodb: 18400, s3: 14969, ses: 18405 });
  stack = await startLocalStack({ ports, webDist, quiet: true, lambdaThreads: true });
  admin = await adminSessionAt(stack.url, stack.admin);
});

afterAll(async () => {
  await stack?.stop();
  await rm(webDist, { recursive: true, force: true });
});

const openLive = (quizId: string) =>
  new Promise<{ socket: WebSocket; received: unknown[] }>((resolve, reject) => {
    const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const socket = new WebSocket(`${stack.url.replace('http', 'ws')}/live?quiz=${quizId}`, {
      headers: { cookie, origin: stack.url },
      perMessageDeflate: false,
    });
    const received: unknown[] = [];
    socket.on('message', (data) => received.push(JSON.parse(String(data))));
    socket.once('open', () => resolve({ socket, received }));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    socket.once('error', reject);
  });

it('runs every group and the live handler on threads of their own', () => {
  const threads = stack.functionThreads();
  expect([...threads.keys()].sort()).toEqual([...endpointGroups.map((group) => group.name), 'live'].sort());
  const ids = [...threads.values()];
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).not.toContain(testThreadId);
});

it('logs in, calls another group and opens a live socket through the threads', async () => {
  const auth = await admin.expect<CheckAuthResponse>(200, 'GET', '/api/user/check-auth');
  expect(auth.user?.role).toBe('admin');
  const quizzes = await admin.expect<QuizSummary[]>(200, 'GET', '/api/quiz/getQuizzes');
  // A socket opens only on a quiz that has a run: the seed's past quiz.
  const ran = quizzes.find((quiz) => quiz.state !== 'draft');
  expect(ran).toBeDefined();
  const { socket, received } = await openLive(ran!.quizId);
  try {
    socket.send(JSON.stringify({ type: 'hello' }));
    await eventually(() => received.length).toBeGreaterThan(0);
  } finally {
    socket.close();
  }
});

it('stops every thread with the stack', async () => {
  await stack.stop();
  expect(stack.functionThreads().size).toBe(0);
});
