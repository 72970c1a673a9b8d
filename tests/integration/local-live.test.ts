/**
 * The live twins as startLocalStack wires them: the site's own server hands /live upgrades to the
 * WebSocket twin (and nothing else: another path is a 404, an ordinary request still reaches the
 * site), a schedule created through the environment it returns reaches the close timer, and the
 * close timer's broadcast reaches the phone through LIVE_CALLBACK_URL.
 */
import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { close, createLocalServer, listen } from '../../local/server';
import { startLocalLive, type LocalLive } from '../../local/stack-live';
import { eventually } from '../support/eventually';

let live: LocalLive;
let site: string;
const connections: string[] = [];
const server: { http?: Server; stop(): Promise<void> } = { stop: async () => undefined };

beforeAll(async () => {
  live = await startLocalLive({
    precision: 'exact',
    originVerify: () => 'secret',
    log: () => undefined,
    live: async (event) => {
      if (event.requestContext.routeKey === '$connect') connections.push(event.requestContext.connectionId);
      return { statusCode: 200 };
    },
    // A stand-in close timer: it tells every connection the question closed, as the real one broadcasts.
    closeTimer: async (event) => {
      const env = live.environment;
      const client = new ApiGatewayManagementApiClient({ endpoint: env.LIVE_CALLBACK_URL, region: 'us-east-1' });
      const data = JSON.stringify({ type: 'closed', event });
      // Earlier connections are gone (410), as a broadcast meets phones that left.
      await Promise.allSettled(
        connections.map((id) => client.send(new PostToConnectionCommand({ ConnectionId: id, Data: data }))),
      );
      client.destroy();
    },
  });
  const http = createLocalServer({
    api: {
      claims: () => false,
      handle: () => Promise.reject(new Error('no API here')),
      preload: async () => undefined,
    },
    site: (_req, res) => void res.writeHead(200, { 'content-type': 'text/plain' }).end('site'),
    upgrade: live.gateway,
    headers: {},
  });
  const port = await listen(http, 0, '127.0.0.1');
  site = `127.0.0.1:${port}`;
  server.http = http;
  server.stop = () => close(http);
});

afterAll(async () => {
  await server.stop();
  await live.stop();
});

const open = (path: string) =>
  new Promise<{ socket: WebSocket; received: string[] }>((resolve, reject) => {
    const socket = new WebSocket(`ws://${site}${path}`, { perMessageDeflate: false });
    const received: string[] = [];
    socket.on('message', (data) => received.push(String(data)));
    socket.once('open', () => resolve({ socket, received }));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    socket.once('error', reject);
  });

it('serves /live on the site server, and only /live', async () => {
  await expect(open('/elsewhere')).rejects.toThrow('refused 404');
  expect(await (await fetch(`http://${site}/`)).text()).toBe('site');
  const { socket } = await open('/live?quiz=q1');
  expect(connections).toHaveLength(1);
  socket.close();
});

it("leaves another path's upgrade to the server's other listener, as Vite's HMR in --dev", async () => {
  const other = new WebSocketServer({ noServer: true });
  const viteLike = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (req.url === '/hmr') other.handleUpgrade(req, socket, head, (ws) => ws.send('hmr'));
  };
  server.http!.on('upgrade', viteLike);
  try {
    const { socket, received } = await open('/hmr');
    await eventually(() => received).toEqual(['hmr']);
    socket.close();
  } finally {
    server.http!.off('upgrade', viteLike);
    other.close();
  }
});

it("closes a question through a schedule and reaches the phone through the gateway's callback URL", async () => {
  const { socket, received } = await open('/live?quiz=q1');
  const env = live.environment;
  const scheduler = new SchedulerClient({ endpoint: env.AWS_ENDPOINT_URL_SCHEDULER, region: 'us-east-1' });
  await scheduler.send(
    new CreateScheduleCommand({
      Name: 'quiz-q1-0',
      GroupName: env.QUIZ_SCHEDULE_GROUP,
      ScheduleExpression: `at(${new Date(Date.now()).toISOString().slice(0, 19)})`,
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: {
        Arn: env.QUIZ_CLOSE_TARGET_ARN!,
        RoleArn: env.QUIZ_SCHEDULER_ROLE_ARN!,
        Input: '{"quizId":"q1","index":0}',
      },
      ActionAfterCompletion: 'DELETE',
    }),
  );
  scheduler.destroy();
  await eventually(() => received.map((text) => JSON.parse(text) as unknown)).toContainEqual({
    type: 'closed',
    event: { quizId: 'q1', index: 0 },
  });
  socket.close();
});
