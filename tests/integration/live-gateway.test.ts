/**
 * The local twin of API Gateway's WebSocket API: real `ws` clients (with a Cookie, as a browser sends
 * on the site's origin) against the gateway on a Node server, a small test handler in place of the
 * live Lambda, and the real ApiGatewayManagementApiClient posting back through the twin's
 * `@connections` endpoint, as the live code does in the cloud.
 */
import { createServer, type Server } from 'node:http';
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GetConnectionCommand,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { close, listen } from '../../local/server';
import { routeUpgrades } from '../../local/server/upgrade';
import type { WebSocketProxyEvent } from '../../local/twins/websocket-events';
import { startLiveGateway, type GatewayLimits, type LiveGateway } from '../../local/twins/websocket-gateway';
import { connectionPoster } from '../../functions/domain/live/connection-post';
import { eventually } from '../support/eventually';

const SITE = 'http://localhost:3000';
const SIGNING = { region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };

interface Harness {
  gateway: LiveGateway;
  server: Server;
  url: string;
  events: WebSocketProxyEvent[];
  client: ApiGatewayManagementApiClient;
}

const harnesses: Harness[] = [];

/**
 * The stand-in for the live Lambda: a session cookie `session=ok` and the site's Origin let a
 * connection in (else 401 / 403), `?quiz=missing` is a 404; a frame `echo:<text>` is posted back
 * through the management API, `boom` makes the integration fail.
 */
async function start(limits: Partial<GatewayLimits> = {}): Promise<Harness> {
  const events: WebSocketProxyEvent[] = [];
  // The handler posts with the client made once the gateway's URL is known, as the Lambda's is at init.
  const management: { client?: ApiGatewayManagementApiClient } = {};
  const gateway = await startLiveGateway({
    signing: SIGNING,
    limits,
    originVerify: () => 'twin-origin-secret',
    log: () => undefined,
    handler: async (event) => {
      events.push(event);
      const { routeKey, connectionId } = event.requestContext;
      if (routeKey === '$connect') {
        if (!/(^|;\s*)session=ok(;|$)/.test(event.headers?.Cookie ?? '')) return { statusCode: 401 };
        if (event.headers?.Origin !== SITE) return { statusCode: 403 };
        if (event.queryStringParameters?.quiz === 'missing') return { statusCode: 404 };
        return { statusCode: 200 };
      }
      if (routeKey === '$default' && event.body === 'boom') throw new Error('the integration failed');
      if (routeKey === '$default' && event.body?.startsWith('echo:')) {
        await management.client!.send(
          new PostToConnectionCommand({ ConnectionId: connectionId, Data: event.body.slice(5) }),
        );
      }
      return { statusCode: 200 };
    },
  });
  const client = new ApiGatewayManagementApiClient({ endpoint: gateway.callbackUrl, ...SIGNING, maxAttempts: 1 });
  management.client = client;
  const server = createServer((_req, res) => res.writeHead(404).end());
  routeUpgrades(server, gateway);
  const port = await listen(server, 0, '127.0.0.1');
  const harness = { gateway, server, url: `ws://127.0.0.1:${port}`, events, client };
  harnesses.push(harness);
  return harness;
}

afterAll(async () => {
  for (const { gateway, server, client } of harnesses) {
    client.destroy();
    await gateway.stop();
    await close(server);
  }
});

interface Opened {
  socket: WebSocket;
  received: string[];
  closed: Promise<{ code: number; reason: string }>;
}

function connect(url: string, headers: Record<string, string> = { Cookie: 'session=ok', Origin: SITE }) {
  return new Promise<Opened>((resolve, reject) => {
    const socket = new WebSocket(url, { headers, perMessageDeflate: false });
    const received: string[] = [];
    socket.on('message', (data) => received.push(String(data)));
    const closed = new Promise<{ code: number; reason: string }>((done) =>
      socket.on('close', (code, reason) => done({ code, reason: String(reason) })),
    );
    socket.once('open', () => resolve({ socket, received, closed }));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    const e = error as { name: string; message: string; $metadata?: { httpStatusCode?: number } };
    return { name: e.name, status: e.$metadata?.httpStatusCode };
  }
  throw new Error('accepted');
};

const idOf = (events: WebSocketProxyEvent[], routeKey: string) =>
  events.filter((e) => e.requestContext.routeKey === routeKey).at(-1)?.requestContext.connectionId;

let live: Harness;
beforeAll(async () => {
  live = await start();
});

describe('$connect', () => {
  it("refuses the upgrade with the handler's status as a plain HTTP answer", async () => {
    await expect(connect(`${live.url}/live?quiz=q1`, { Origin: SITE })).rejects.toThrow('refused 401');
    await expect(
      connect(`${live.url}/live?quiz=q1`, { Cookie: 'session=ok', Origin: 'https://evil.example' }),
    ).rejects.toThrow('refused 403');
    await expect(connect(`${live.url}/live?quiz=missing`)).rejects.toThrow('refused 404');
    // Another path is not the WebSocket API's.
    await expect(connect(`${live.url}/elsewhere`)).rejects.toThrow('refused 404');
  });

  it("hands the handler API Gateway's $connect event", async () => {
    const { socket } = await connect(`${live.url}/live?quiz=q1&quiz=q2`);
    const event = live.events.filter((e) => e.requestContext.routeKey === '$connect').at(-1)!;
    expect(event.headers).toMatchObject({
      Cookie: 'session=ok',
      Origin: SITE,
      'Sec-WebSocket-Version': '13',
      'Sec-WebSocket-Key': expect.any(String),
      'X-Forwarded-For': '127.0.0.1',
      'x-origin-verify': 'twin-origin-secret',
    });
    expect(event.multiValueHeaders?.Cookie).toEqual(['session=ok']);
    expect(event.queryStringParameters).toEqual({ quiz: 'q2' });
    expect(event.multiValueQueryStringParameters).toEqual({ quiz: ['q1', 'q2'] });
    expect(event.isBase64Encoded).toBe(false);
    expect(event.requestContext).toMatchObject({
      routeKey: '$connect',
      eventType: 'CONNECT',
      messageDirection: 'IN',
      stage: 'local',
      apiId: 'local',
      domainName: '127.0.0.1',
      connectionId: expect.stringMatching(/^[A-Za-z0-9+/]{15}=$/),
      connectedAt: expect.any(Number),
      requestTimeEpoch: expect.any(Number),
      identity: { sourceIp: '127.0.0.1' },
    });
    expect(live.gateway.connectionIds()).toContain(event.requestContext.connectionId);
    socket.close();
  });
});

describe('$default and the management API', () => {
  it('turns each text frame into a $default event; the handler answers through PostToConnection', async () => {
    const { socket, received } = await connect(`${live.url}/live?quiz=q1`);
    socket.send('echo:{"type":"lobby","joined":3}');
    await eventually(() => received).toEqual(['{"type":"lobby","joined":3}']);
    const event = live.events.filter((e) => e.requestContext.routeKey === '$default').at(-1)!;
    expect(event).toMatchObject({ body: 'echo:{"type":"lobby","joined":3}', isBase64Encoded: false });
    expect(event.requestContext).toMatchObject({ eventType: 'MESSAGE', messageId: expect.any(String) });
    socket.close();
  });

  it("tells the client when the integration fails, as API Gateway's error frame", async () => {
    const { socket, received } = await connect(`${live.url}/live?quiz=q1`);
    socket.send('boom');
    await eventually(() => received.map((text) => (JSON.parse(text) as { message: string }).message)).toEqual([
      'Internal server error',
    ]);
    socket.close();
  });

  it('GetConnection describes the connection; DeleteConnection closes it and $disconnect follows', async () => {
    const { closed } = await connect(`${live.url}/live?quiz=q1`);
    const id = idOf(live.events, '$connect')!;
    const info = await live.client.send(new GetConnectionCommand({ ConnectionId: id }));
    expect(info.ConnectedAt).toBeInstanceOf(Date);
    expect(info.Identity?.SourceIp).toBe('127.0.0.1');
    await live.client.send(new DeleteConnectionCommand({ ConnectionId: id }));
    expect((await closed).code).toBe(1000);
    await eventually(() => idOf(live.events, '$disconnect')).toBe(id);
    expect(await refusal(live.client.send(new GetConnectionCommand({ ConnectionId: id })))).toEqual({
      name: 'GoneException',
      status: 410,
    });
  });

  it('refuses a post to a closed or unknown connection (410) and one over 128 KB (413)', async () => {
    const { socket, closed } = await connect(`${live.url}/live?quiz=q1`);
    const id = idOf(live.events, '$connect')!;
    expect(
      await refusal(
        live.client.send(new PostToConnectionCommand({ ConnectionId: id, Data: 'x'.repeat(128 * 1024 + 1) })),
      ),
    ).toEqual({ name: 'PayloadTooLargeException', status: 413 });
    socket.close(1000, 'bye');
    await closed;
    await eventually(() => live.events.filter((e) => e.requestContext.routeKey === '$disconnect').at(-1)).toMatchObject(
      {
        requestContext: { connectionId: id, disconnectStatusCode: 1000, disconnectReason: 'bye' },
      },
    );
    for (const connectionId of [id, 'AAAAAAAAAAAAAAA=']) {
      expect(
        await refusal(live.client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: '{}' }))),
      ).toEqual({ name: 'GoneException', status: 410 });
    }
  });

  it('refuses an unsigned request and a wrong stage', async () => {
    const { socket } = await connect(`${live.url}/live?quiz=q1`);
    const id = encodeURIComponent(idOf(live.events, '$connect')!);
    const unsigned = await fetch(`${live.gateway.callbackUrl}/@connections/${id}`, { method: 'POST', body: '{}' });
    expect(unsigned.status).toBe(403);
    expect(unsigned.headers.get('x-amzn-errortype')).toBe('ForbiddenException');
    const stage = live.gateway.callbackUrl.replace(/\/local$/, '/prod');
    const wrongStage = await fetch(`${stage}/@connections/${id}`, {
      method: 'POST',
      headers: { authorization: 'AWS4-HMAC-SHA256 Credential=x' },
      body: '{}',
    });
    expect(wrongStage.status).toBe(403);
    socket.close();
  });

  it('refuses a post signed with another key, another secret or for another region', async () => {
    const { socket, received } = await connect(`${live.url}/live?quiz=q1`);
    const id = idOf(live.events, '$connect')!;
    const post = (signing: { region: string; credentials: { accessKeyId: string; secretAccessKey: string } }) => {
      const client = new ApiGatewayManagementApiClient({
        endpoint: live.gateway.callbackUrl,
        ...signing,
        maxAttempts: 1,
      });
      return refusal(client.send(new PostToConnectionCommand({ ConnectionId: id, Data: 'forged' }))).finally(() =>
        client.destroy(),
      );
    };
    const { credentials } = SIGNING;
    expect(await post({ ...SIGNING, credentials: { ...credentials, accessKeyId: 'other' } })).toEqual({
      name: 'ForbiddenException',
      status: 403,
    });
    expect(await post({ ...SIGNING, credentials: { ...credentials, secretAccessKey: 'wrong' } })).toEqual({
      name: 'InvalidSignatureException',
      status: 403,
    });
    expect(await post({ ...SIGNING, region: 'ap-south-1' })).toEqual({
      name: 'InvalidSignatureException',
      status: 403,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).not.toContain('forged');
    socket.close();
  });

  it("takes the broadcast's own signed posts (the SDK's signer without its middleware), and answers 410 when gone", async () => {
    const { socket, received } = await connect(`${live.url}/live?quiz=q1`);
    const id = idOf(live.events, '$connect')!;
    const poster = connectionPoster(live.client, live.gateway.callbackUrl);
    const data = new TextEncoder().encode('{"type":"lobby","note":"සිංහල தமிழ்"}');
    await poster.post(id, data);
    await poster.post(id, data);
    await eventually(() => expect(received.filter((text) => text.includes('සිංහල தமிழ்'))).toHaveLength(2));
    await expect(poster.post('no-such-connection=', data)).rejects.toMatchObject({
      name: 'GoneException',
      status: 410,
    });
    socket.close();
  });
});

describe("API Gateway's limits", () => {
  it('closes on a frame over 32 KB (1009) and on a binary frame (1003)', async () => {
    const big = await connect(`${live.url}/live?quiz=q1`);
    big.socket.send('x'.repeat(32 * 1024 + 1));
    expect((await big.closed).code).toBe(1009);
    const binary = await connect(`${live.url}/live?quiz=q1`);
    binary.socket.send(Buffer.from([1, 2, 3]));
    expect((await binary.closed).code).toBe(1003);
  });

  it('closes an idle connection and one open too long (1001), each with its $disconnect', async () => {
    const idle = await start({ idleTimeoutMs: 300, sweepIntervalMs: 50 });
    const { closed } = await connect(`${idle.url}/live?quiz=q1`);
    expect(await closed).toEqual({ code: 1001, reason: 'Going away' });
    await eventually(() => idle.events.map((e) => e.requestContext.routeKey)).toEqual(['$connect', '$disconnect']);

    const long = await start({ maxDurationMs: 600, sweepIntervalMs: 50 });
    const kept = await connect(`${long.url}/live?quiz=q1`);
    // Activity does not extend the two-hour limit.
    const chatter = setInterval(() => kept.socket.send('ping'), 50);
    expect((await kept.closed).code).toBe(1001);
    clearInterval(chatter);
  });
});

describe('stopping', () => {
  it('delivers the $disconnect of every open connection before stop() resolves', async () => {
    const stopping = await start();
    await Promise.all([1, 2, 3].map(() => connect(`${stopping.url}/live?quiz=q1`)));
    await stopping.gateway.stop();
    expect(stopping.events.filter((e) => e.requestContext.routeKey === '$disconnect')).toHaveLength(3);
  });
});

describe('a class at once', () => {
  it('holds 2,000 connections and delivers a post to every one', async () => {
    const count = 2_000;
    const opened: Opened[] = [];
    for (let i = 0; i < count; i += 200) {
      opened.push(...(await Promise.all(Array.from({ length: 200 }, () => connect(`${live.url}/live?quiz=big`)))));
    }
    const ids = live.gateway.connectionIds();
    expect(ids.length).toBeGreaterThanOrEqual(count);
    await Promise.all(
      ids.map((id) => live.client.send(new PostToConnectionCommand({ ConnectionId: id, Data: '{"type":"question"}' }))),
    );
    await eventually(() => opened.filter((o) => o.received.includes('{"type":"question"}')).length).toBe(count);
    for (const { socket } of opened) socket.close();
    await eventually(() => live.gateway.connectionIds().length).toBe(0);
  });
});
