/**
 * Backing services that never come up, complementing faults-storage/faults-mail.test.ts (engines
 * stopped mid-test): a mail engine that accepts connections but never answers, and a database
 * whose port is closed. The endpoints answer 503 JSON instead of hanging or 500ing, and nothing is
 * half-written. Each phase imports the handler afresh, because AWS clients (and their endpoints)
 * are created once per module instance.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { ApiClient, type Handler } from './support/client';
import { randomNic, registration } from './support/fixtures';
import { mailsTo } from './support/mail';
import { captureLogLines, type CapturedLogs } from '../support/log-lines';

const UNAVAILABLE = { message: 'Service temporarily unavailable. Please try again.', code: 'request.unavailable' };
// Only the endpoints change; the rest of process.env (this file's own tables) stays.
const engineEnv = inject('engineEnv');
const realEndpoints = {
  AWS_ENDPOINT_URL_SES: engineEnv.AWS_ENDPOINT_URL_SES,
  AWS_ENDPOINT_URL_DYNAMODB: engineEnv.AWS_ENDPOINT_URL_DYNAMODB,
};

let closedPort: number;
let hanging: Server;
const hangingSockets = new Set<Socket>();

const listen = (server: Server): Promise<number> =>
  new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

beforeAll(async () => {
  const probe = createServer();
  closedPort = await listen(probe);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  hanging = createServer((socket) => {
    hangingSockets.add(socket);
    socket.on('close', () => hangingSockets.delete(socket));
  });
});

afterAll(async () => {
  for (const socket of hangingSockets) socket.destroy();
  await new Promise<void>((resolve) => hanging.close(() => resolve()));
});

let logs: CapturedLogs;

beforeEach(() => {
  logs = captureLogLines();
});

afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(process.env, realEndpoints);
});

/** A fresh copy of the user handler whose clients use the environment as it is now. */
async function freshModules() {
  vi.resetModules();
  const { handler } = (await import('../../functions/user/handler')) as { handler: Handler };
  const claims = await import('../../functions/user/claims');
  const list = await import('../../functions/user/user-list');
  return { handler, claims, list };
}

async function expectNothingWritten(email: string, idNo: string) {
  const { claims, list } = await freshModules();
  expect(await claims.getClaim('EMAIL', email)).toBeNull();
  expect(await claims.getClaim('NIC', idNo)).toBeNull();
  const { users } = await list.listStudents({ limit: 100 });
  expect(users.filter((u) => u.email === email)).toEqual([]);
}

describe('mail service hanging', () => {
  it('createUser → 503 (not a hang) when the engine accepts connections but never answers', async () => {
    const port = await listen(hanging);
    process.env.AWS_ENDPOINT_URL_SES = `http://127.0.0.1:${port}`;
    const { handler } = await freshModules();
    const input = registration({ idNo: randomNic() });
    const response = await (await new ApiClient(handler).prime()).post('/api/user/createUser', input);
    expect(response.status).toBe(503);
    expect(response.body).toEqual(UNAVAILABLE);
    expect(logs.at('WARN').join('\n')).toContain('TimeoutError');
    await expectNothingWritten(input.email, input.idNo);

    // The same email registers once mail answers again.
    Object.assign(process.env, realEndpoints);
    const up = await freshModules();
    expect((await (await new ApiClient(up.handler).prime()).post('/api/user/createUser', input)).status).toBe(201);
    expect(await mailsTo(input.email)).toHaveLength(1);
  });
});

describe('database down', () => {
  it('login and a session lookup → 503 JSON, never 500', async () => {
    process.env.AWS_ENDPOINT_URL_DYNAMODB = `http://127.0.0.1:${closedPort}`;
    const { handler } = await freshModules();
    const browser = await new ApiClient(handler).prime();
    const login = await browser.post('/api/user/login', { email: 'someone@example.com', password: 'whatever1' });
    expect(login.status).toBe(503);
    expect(login.body).toEqual(UNAVAILABLE);
    browser.setCookie('session', 'A'.repeat(43));
    const check = await browser.get('/api/user/check-auth');
    expect(check.status).toBe(503);
    expect(check.body).toEqual(UNAVAILABLE);
  });
});
