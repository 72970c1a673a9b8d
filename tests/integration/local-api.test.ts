/**
 * The local API Gateway stand-in (local/server/api.ts) behind the real local server, driven over HTTP
 * with a fixture endpoint group: the events handlers receive and the responses clients get must
 * match what API Gateway's HTTP API (payload 2.0) does in the cloud.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT, createApiAdapter, type LambdaHttpHandler, type RouteGroup } from '../../local/server/api';
import { close, createLocalServer } from '../../local/server';
import { securityHeaders } from '../../infra/security-headers';

const fixtureGroup: RouteGroup = {
  name: 'fixture',
  entry: 'tests/fixtures/never-imported.ts',
  routes: [
    'GET /api/fixture/echo',
    'POST /api/fixture/echo',
    'DELETE /api/fixture/items/{id}',
    'GET /api/fixture/items/{id}',
    'GET /api/fixture/items/special',
    'GET /api/fixture/files/{path+}',
    'POST /api/fixture/cookies',
    'GET /api/fixture/binary',
    'GET /api/fixture/plain',
    'GET /api/fixture/big',
    'POST /api/fixture/size',
    'GET /api/fixture/boom',
    'GET /api/fixture/malformed',
    'GET /debug-fixture',
  ],
};

const BYTES = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
const BIG = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Student number ${i}` })) };

const events: APIGatewayProxyEventV2[] = [];
const errors: string[] = [];
let loads = 0;

const fixtureHandler: LambdaHttpHandler = async (event, context) => {
  events.push(event);
  switch (event.routeKey) {
    case 'POST /api/fixture/cookies':
      return { statusCode: 204, cookies: ['a=1; Path=/; HttpOnly', 'XSRF-TOKEN=t0k; Path=/; SameSite=Lax'] };
    case 'GET /api/fixture/binary':
      return {
        statusCode: 200,
        headers: { 'content-type': 'application/octet-stream' },
        body: BYTES.toString('base64'),
        isBase64Encoded: true,
      };
    case 'GET /api/fixture/plain':
      return { plain: true, requestId: context.awsRequestId };
    case 'GET /api/fixture/big':
      return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(BIG) };
    case 'POST /api/fixture/size':
      return {
        statusCode: 200,
        body: String(Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8').length),
      };
    case 'GET /api/fixture/boom':
      throw new Error('kaboom');
    case 'GET /api/fixture/malformed':
      return { statusCode: 'two hundred' };
    default:
      return {
        statusCode: 200,
        headers: { 'content-type': 'application/json', 'x-route': event.routeKey },
        body: JSON.stringify(event),
      };
  }
};

let server: Server;
let base: string;

beforeAll(async () => {
  const api = createApiAdapter({
    groups: [fixtureGroup],
    root: process.cwd(),
    loadHandler: async () => {
      loads += 1;
      return fixtureHandler;
    },
    logError: (message) => errors.push(message),
  });
  server = createLocalServer({
    api,
    site: (_req, res) => {
      res.statusCode = 404;
      res.end('site');
    },
    headers: securityHeaders({ storageOrigins: ['http://127.0.0.1:4569'] }),
    logError: (message) => errors.push(message),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await close(server);
});

async function echo(path: string, init?: RequestInit): Promise<APIGatewayProxyEventV2> {
  const response = await fetch(base + path, init);
  expect(response.status).toBe(200);
  return (await response.json()) as APIGatewayProxyEventV2;
}

describe('request → payload 2.0 event', () => {
  it('carries route key, raw path and query, parsed query, lower-cased headers and the request context', async () => {
    const event = await echo('/api/fixture/echo?a=1&b=x%20y&a=2', {
      headers: { 'X-Custom-Header': 'Value', 'User-Agent': 'local-api-test/1.0' },
    });
    expect(event.version).toBe('2.0');
    expect(event.routeKey).toBe('GET /api/fixture/echo');
    expect(event.rawPath).toBe('/api/fixture/echo');
    expect(event.rawQueryString).toBe('a=1&b=x%20y&a=2');
    expect(event.queryStringParameters).toEqual({ a: '1,2', b: 'x y' });
    expect(event.headers['x-custom-header']).toBe('Value');
    expect(Object.keys(event.headers).every((name) => name === name.toLowerCase())).toBe(true);
    expect(event.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(event.headers['x-forwarded-proto']).toBe('http');
    expect(event.isBase64Encoded).toBe(false);
    expect(event.body).toBeUndefined();
    expect(event.pathParameters).toBeUndefined();
    expect(event.cookies).toBeUndefined();

    const { requestContext } = event;
    expect(requestContext.routeKey).toBe('GET /api/fixture/echo');
    expect(requestContext.stage).toBe('$default');
    expect(requestContext.http).toEqual({
      method: 'GET',
      path: '/api/fixture/echo',
      protocol: 'HTTP/1.1',
      sourceIp: '127.0.0.1',
      userAgent: 'local-api-test/1.0',
    });
    expect(requestContext.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestContext.time).toMatch(/^\d{2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000$/);
    expect(Math.abs(requestContext.timeEpoch - Date.now())).toBeLessThan(60_000);
  });

  it('joins repeated headers with commas, as API Gateway does', async () => {
    const body = await new Promise<string>((resolve, reject) => {
      const req = request(`${base}/api/fixture/echo`, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
      req.setHeader('X-Repeated', ['one', 'two']);
      req.end();
    });
    const event = JSON.parse(body) as APIGatewayProxyEventV2;
    expect(event.headers['x-repeated']).toBe('one,two');
  });

  it('moves the Cookie header into the cookies array', async () => {
    const event = await echo('/api/fixture/echo', { headers: { Cookie: 'session=abc123; XSRF-TOKEN=tok; empty=' } });
    expect(event.cookies).toEqual(['session=abc123', 'XSRF-TOKEN=tok', 'empty=']);
    expect(event.headers.cookie).toBeUndefined();
  });

  it('extracts and decodes path parameters, preferring the most specific route', async () => {
    const deleted = await echo('/api/fixture/items/abc%20def', { method: 'DELETE' });
    expect(deleted.routeKey).toBe('DELETE /api/fixture/items/{id}');
    expect(deleted.pathParameters).toEqual({ id: 'abc def' });
    expect(deleted.rawPath).toBe('/api/fixture/items/abc%20def');

    const special = await echo('/api/fixture/items/special');
    expect(special.routeKey).toBe('GET /api/fixture/items/special');
    expect(special.pathParameters).toBeUndefined();

    const greedy = await echo('/api/fixture/files/2025/theory/notes.pdf');
    expect(greedy.routeKey).toBe('GET /api/fixture/files/{path+}');
    expect(greedy.pathParameters).toEqual({ path: '2025/theory/notes.pdf' });
  });

  it('ignores one trailing slash, as API Gateway does (clients call getPastPaperMarking/{category}/)', async () => {
    const withParam = await echo('/api/fixture/items/SampathBook/');
    expect(withParam.routeKey).toBe('GET /api/fixture/items/{id}');
    expect(withParam.pathParameters).toEqual({ id: 'SampathBook' });
    expect(withParam.rawPath).toBe('/api/fixture/items/SampathBook/');

    const literal = await echo('/api/fixture/echo/');
    expect(literal.routeKey).toBe('GET /api/fixture/echo');

    // Only one slash is forgiven: an empty parameter still matches nothing.
    const empty = await fetch(`${base}/api/fixture/items//`);
    expect(empty.status).toBe(404);
  });

  it('passes text bodies as text and other bodies as base64', async () => {
    const json = await echo('/api/fixture/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ name: 'Kasun', note: 'ශ්‍රී ලංකා' }),
    });
    expect(json.isBase64Encoded).toBe(false);
    expect(JSON.parse(json.body ?? '')).toEqual({ name: 'Kasun', note: 'ශ්‍රී ලංකා' });

    const binary = await echo('/api/fixture/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: BYTES,
    });
    expect(binary.isBase64Encoded).toBe(true);
    expect(Buffer.from(binary.body ?? '', 'base64').equals(BYTES)).toBe(true);
  });

  it('hands the handler a Lambda context and imports each group once', async () => {
    const response = await fetch(`${base}/api/fixture/plain`);
    const body = (await response.json()) as { plain: boolean; requestId: string };
    expect(body.plain).toBe(true);
    expect(body.requestId).toBe(events.at(-1)?.requestContext.requestId);
    expect(loads).toBe(1);
  });

  it('routes non-/api paths that are API routes, and leaves everything else to the site', async () => {
    const event = await echo('/debug-fixture');
    expect(event.routeKey).toBe('GET /debug-fixture');
    const site = await fetch(`${base}/debug`);
    expect(site.status).toBe(404);
    expect(await site.text()).toBe('site');
  });
});

describe('handler result → HTTP response', () => {
  it('turns the cookies array into Set-Cookie lines', async () => {
    const response = await fetch(`${base}/api/fixture/cookies`, { method: 'POST' });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/; HttpOnly', 'XSRF-TOKEN=t0k; Path=/; SameSite=Lax']);
  });

  it('decodes base64 bodies', async () => {
    const response = await fetch(`${base}/api/fixture/binary`);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(Buffer.from(await response.arrayBuffer()).equals(BYTES)).toBe(true);
  });

  it('treats a result without statusCode as a 200 JSON body', async () => {
    const response = await fetch(`${base}/api/fixture/plain`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
  });

  it('compresses JSON by Accept-Encoding, as CloudFront does', async () => {
    const br = await fetch(`${base}/api/fixture/big`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(await br.json()).toEqual(BIG);

    const gzip = await fetch(`${base}/api/fixture/big`, { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.json()).toEqual(BIG);

    const identity = await fetch(`${base}/api/fixture/big`, { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(Number(identity.headers.get('content-length'))).toBe(Buffer.byteLength(JSON.stringify(BIG)));
  });

  it('adds the security headers to API responses', async () => {
    const response = await fetch(`${base}/api/fixture/plain`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('answers many requests of one event-loop turn each with its own response (responses are written per turn)', async () => {
    const ids = Array.from({ length: 60 }, (_, i) => `item-${i}`);
    const answers = await Promise.all(
      ids.map(async (id) => {
        const response = await fetch(`${base}/api/fixture/items/${id}`);
        return { status: response.status, event: (await response.json()) as APIGatewayProxyEventV2 };
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200));
    expect(answers.map((a) => a.event.pathParameters?.id)).toEqual(ids);
  });
});

describe('errors are JSON', () => {
  it('404 for an unknown /api route', async () => {
    const response = await fetch(`${base}/api/fixture/nothing-here`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ message: 'Not found' });
  });

  it('405 with Allow for a known path and the wrong method', async () => {
    const response = await fetch(`${base}/api/fixture/echo`, { method: 'PUT', body: '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
    expect(await response.json()).toEqual({ message: 'Method not allowed' });
  });

  it('accepts a body at the 10 MB limit and answers 413 one byte past it', async () => {
    const atLimit = await fetch(`${base}/api/fixture/size`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(API_BODY_LIMIT, 1),
    });
    expect(atLimit.status).toBe(200);
    expect(await atLimit.text()).toBe(String(API_BODY_LIMIT));

    const eventsBefore = events.length;
    const tooLarge = await fetch(`${base}/api/fixture/size`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(API_BODY_LIMIT + 1, 1),
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ message: 'Request body too large' });
    expect(events.length).toBe(eventsBefore);
  });

  it('500 with a generic message when the handler throws, and the error is logged', async () => {
    const before = errors.length;
    const response = await fetch(`${base}/api/fixture/boom`);
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ message: 'Something went wrong.' });
    expect(body).not.toContain('kaboom');
    expect(errors.slice(before).join('\n')).toContain('GET /api/fixture/boom');
  });

  it('500 when the handler returns a malformed result', async () => {
    const before = errors.length;
    const response = await fetch(`${base}/api/fixture/malformed`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Something went wrong.' });
    expect(errors.length).toBe(before + 1);
  });
});
