/**
 * The per-route opt-out of the shared JSON parser (createApiHandler's rawBodyRoutes): a declared
 * route gets the body as bytes (multipart uploads), every other route of the same group keeps the
 * JSON rules, and anti-forgery and error mapping apply to both.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { headerOf, rawRequestBody } from '../../functions/shared/http';
import { createApiHandler, type Route, type RouteTable } from '../../functions/shared/router';
import { stubOriginSecret } from '../support/origin-secret';

/** What CloudFront adds to every API request (origin-verify.ts). */
const ORIGIN_SECRET = 'unit-origin-secret';

beforeAll(() => {
  process.env.COOKIE_SECURE = 'false';
});

beforeEach(() => stubOriginSecret(ORIGIN_SECRET));

type Keys = 'POST /api/raw/upload/{name}' | 'POST /api/raw/json' | 'PUT /api/raw/upload/{name}';

const upload: Route<'name'> = async ({ event, body, params }) => {
  const bytes = rawRequestBody(event);
  return {
    body: {
      name: params.name,
      size: bytes.byteLength,
      hex: bytes.subarray(0, 8).toString('hex'),
      type: headerOf(event, 'content-type'),
      parsed: body ?? null,
    },
  };
};
const echo: Route = async ({ body }) => ({ body: { parsed: body ?? null } });

const table: RouteTable<Keys> = {
  'POST /api/raw/upload/{name}': upload,
  'POST /api/raw/json': echo,
  // Same template and function as the raw route, other method: stays JSON.
  'PUT /api/raw/upload/{name}': upload,
};

const handler = createApiHandler(table, { rawBodyRoutes: ['POST /api/raw/upload/{name}'] });
const TOKEN = 'T'.repeat(43);

interface Init {
  body?: Buffer;
  contentType?: string;
  xsrf?: boolean;
  /** Send $default with only the raw path, as a catch-all integration would. */
  byPath?: boolean;
}

function event(routeKey: Keys, path: string, init: Init = {}): APIGatewayProxyEventV2 {
  const [method = 'POST'] = routeKey.split(' ');
  const name = /\/upload\/([^/]+)$/.exec(path)?.[1];
  const headers: Record<string, string> = { 'x-origin-verify': ORIGIN_SECRET };
  if (init.contentType) headers['content-type'] = init.contentType;
  if (init.xsrf !== false) headers['x-xsrf-token'] = TOKEN;
  return {
    version: '2.0',
    routeKey: init.byPath ? '$default' : routeKey,
    rawPath: path,
    rawQueryString: '',
    headers,
    cookies: [`XSRF-TOKEN=${TOKEN}`],
    ...(name && !init.byPath ? { pathParameters: { name } } : {}),
    requestContext: {
      accountId: '1',
      apiId: 'x',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'unit' },
      requestId: 'req-raw',
      routeKey,
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
    // API Gateway base64-encodes binary bodies such as multipart/form-data.
    ...(init.body ? { body: init.body.toString('base64'), isBase64Encoded: true } : { isBase64Encoded: false }),
  };
}

const json = (result: APIGatewayProxyStructuredResultV2): Record<string, unknown> =>
  JSON.parse(result.body ?? 'null') as Record<string, unknown>;
const PNG_START = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// Larger than the JSON limit (16 KB) and not JSON at all.
const binary = Buffer.concat([PNG_START, Buffer.alloc(40_000, 7)]);

describe('rawBodyRoutes', () => {
  it('a declared route receives a non-JSON body over 16 KB as the exact bytes', async () => {
    const result = await handler(
      event('POST /api/raw/upload/{name}', '/api/raw/upload/a.png', {
        body: binary,
        contentType: 'multipart/form-data; boundary=x',
      }),
    );
    expect(result.statusCode).toBe(200);
    expect(json(result)).toEqual({
      name: 'a.png',
      size: binary.byteLength,
      hex: PNG_START.toString('hex'),
      type: 'multipart/form-data; boundary=x',
      parsed: null,
    });
  });

  it('is recognised by method and path as well, when the event has no routeKey', async () => {
    const result = await handler(
      event('POST /api/raw/upload/{name}', '/api/raw/upload/b.png', {
        body: binary,
        contentType: 'image/png',
        byPath: true,
      }),
    );
    expect(result.statusCode).toBe(200);
    expect(json(result)).toMatchObject({ name: 'b.png', size: binary.byteLength });
  });

  it('other routes of the group keep the JSON rules: 415 for non-JSON, 413 over 16 KB, JSON parsed', async () => {
    const other = await handler(
      event('POST /api/raw/json', '/api/raw/json', {
        body: binary.subarray(0, 100),
        contentType: 'multipart/form-data; boundary=x',
      }),
    );
    expect(other.statusCode).toBe(415);
    const sameTemplate = await handler(
      event('PUT /api/raw/upload/{name}', '/api/raw/upload/c.png', {
        body: binary.subarray(0, 100),
        contentType: 'image/png',
      }),
    );
    expect(sameTemplate.statusCode).toBe(415);
    const big = await handler(
      event('POST /api/raw/json', '/api/raw/json', {
        body: Buffer.from(JSON.stringify({ a: 'x'.repeat(20_000) })),
        contentType: 'application/json',
      }),
    );
    expect(big.statusCode).toBe(413);
    const parsed = await handler(
      event('POST /api/raw/json', '/api/raw/json', { body: Buffer.from('{"a":1}'), contentType: 'application/json' }),
    );
    expect(json(parsed)).toEqual({ parsed: { a: 1 } });
  });

  it('anti-forgery still applies to a raw-body route', async () => {
    const result = await handler(
      event('POST /api/raw/upload/{name}', '/api/raw/upload/d.png', {
        body: binary,
        contentType: 'image/png',
        xsrf: false,
      }),
    );
    expect(result.statusCode).toBe(403);
    expect(json(result)).toEqual({ message: 'Invalid or missing anti-forgery token.', code: 'request.xsrf' });
  });

  it('only route keys of the table can be declared', () => {
    // @ts-expect-error — not a route of this table
    createApiHandler(table, { rawBodyRoutes: ['POST /api/raw/elsewhere'] });
  });
});
