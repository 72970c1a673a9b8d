/**
 * The shared HTTP layer (middlewares + router) on a fixture route table — no AWS involved:
 * XSRF, JSON parsing limits, error mapping, headers, path parameters.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Conflict, TooManyRequests } from '../../functions/shared/errors';
import { parseWith } from '../../functions/shared/http';
import { createApiHandler, type Route, type RouteTable } from '../../functions/shared/router';
import { examTexts, userTexts } from '../../functions/shared/schemas';
import { captureLogLines } from '../support/log-lines';
import { stubOriginSecret } from '../support/origin-secret';

/** What CloudFront adds to every API request (origin-verify.ts). */
const ORIGIN_SECRET = 'unit-origin-secret';

beforeAll(() => {
  process.env.COOKIE_SECURE = 'false';
});

beforeEach(() => stubOriginSecret(ORIGIN_SECRET));

afterEach(() => {
  vi.restoreAllMocks();
});

type Keys =
  | 'GET /api/test/ok'
  | 'POST /api/test/echo'
  | 'POST /api/test/validate'
  | 'GET /api/test/boom'
  | 'GET /api/test/conflict'
  | 'GET /api/test/wait'
  | 'GET /api/test/down'
  | 'DELETE /api/test/items/{id}';

const echo: Route = async ({ body, cookies }) => ({ body: { body: body ?? null, cookieNames: Object.keys(cookies) } });
const deleteItem: Route<'id'> = async ({ params }) => ({ statusCode: 202, body: { id: params.id } });

const table: RouteTable<Keys> = {
  'GET /api/test/ok': async () => ({ body: { ok: true }, cookies: ['a=1; Path=/'] }),
  'POST /api/test/echo': echo,
  'POST /api/test/validate': async ({ body }) => ({
    body: parseWith(z.object({ n: z.number({ error: 'n must be a number' }) }), body),
  }),
  'GET /api/test/boom': async () => {
    throw new Error('database password is hunter2');
  },
  'GET /api/test/conflict': async () => {
    throw new Conflict(examTexts.duplicate);
  },
  'GET /api/test/wait': async () => {
    throw new TooManyRequests(userTexts.lockedOut(1), 7, 'user.lockedOut');
  },
  'GET /api/test/down': async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
  },
  'DELETE /api/test/items/{id}': deleteItem,
};

const handler = createApiHandler(table);
const TOKEN = 'T'.repeat(43);

function event(
  routeKey: string,
  init: {
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    cookies?: string[];
    path?: string;
    pathParameters?: Record<string, string>;
  } = {},
): APIGatewayProxyEventV2 {
  const [keyMethod = 'GET', path = '/'] = routeKey.split(' ');
  const method = init.method ?? keyMethod;
  return {
    version: '2.0',
    routeKey,
    rawPath: init.path ?? path,
    rawQueryString: '',
    headers: { 'x-origin-verify': ORIGIN_SECRET, ...init.headers },
    ...(init.cookies ? { cookies: init.cookies } : {}),
    ...(init.pathParameters ? { pathParameters: init.pathParameters } : {}),
    requestContext: {
      accountId: '1',
      apiId: 'x',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path: init.path ?? path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'unit' },
      requestId: 'req-1',
      routeKey,
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
    ...(init.body !== undefined ? { body: init.body } : {}),
    isBase64Encoded: false,
  };
}

const withXsrf = {
  cookies: [`XSRF-TOKEN=${TOKEN}`],
  headers: { 'x-xsrf-token': TOKEN, 'content-type': 'application/json' },
};
const json = (result: APIGatewayProxyStructuredResultV2): unknown => JSON.parse(result.body ?? 'null');

describe('responses', () => {
  it('are JSON, no-store, with the route’s cookies plus a new XSRF-TOKEN when the request had none', async () => {
    const result = await handler(event('GET /api/test/ok'));
    expect(result.statusCode).toBe(200);
    expect(result.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    expect(json(result)).toEqual({ ok: true });
    expect(result.cookies?.[0]).toBe('a=1; Path=/');
    expect(result.cookies?.[1]).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Lax; Max-Age=\d+$/);
  });

  it('do not replace an XSRF-TOKEN the browser already has', async () => {
    const result = await handler(event('GET /api/test/ok', { cookies: [`XSRF-TOKEN=${TOKEN}`] }));
    expect(result.cookies).toEqual(['a=1; Path=/']);
  });
});

describe('origin check', () => {
  it.each([
    ['no origin header', undefined],
    ['a wrong one', 'not-the-secret'],
    ['a prefix of it', ORIGIN_SECRET.slice(0, -1)],
  ])('refuses a request with %s: 403, before any route runs', async (_name, value) => {
    const init = { headers: value === undefined ? { 'x-origin-verify': '' } : { 'x-origin-verify': value } };
    for (const request of [event('GET /api/test/ok', init), event('POST /api/test/echo', { ...withXsrf, ...init })]) {
      const result = await handler(request);
      expect(result.statusCode).toBe(403);
      expect(json(result)).toEqual({ message: 'Requests must come through the site.', code: 'request.notViaSite' });
    }
  });
});

describe('anti-forgery', () => {
  it.each([
    ['no header', { cookies: [`XSRF-TOKEN=${TOKEN}`], headers: { 'content-type': 'application/json' } }],
    ['no cookie', { headers: { 'x-xsrf-token': TOKEN, 'content-type': 'application/json' } }],
    [
      'a different token',
      {
        cookies: [`XSRF-TOKEN=${TOKEN}`],
        headers: { 'x-xsrf-token': 'U'.repeat(43), 'content-type': 'application/json' },
      },
    ],
    [
      'a shorter token',
      { cookies: [`XSRF-TOKEN=${TOKEN}`], headers: { 'x-xsrf-token': 'T', 'content-type': 'application/json' } },
    ],
  ])('403 for a POST with %s', async (_label, init) => {
    const result = await handler(event('POST /api/test/echo', { ...init, body: '{}' }));
    expect(result.statusCode).toBe(403);
    expect(json(result)).toEqual({ message: 'Invalid or missing anti-forgery token.', code: 'request.xsrf' });
  });

  it('accepts a matching header (any letter case of the header name) and lets GET through without one', async () => {
    const result = await handler(
      event('POST /api/test/echo', { cookies: [`XSRF-TOKEN=${TOKEN}`], headers: { 'X-XSRF-Token': TOKEN }, body: '' }),
    );
    expect(result.statusCode).toBe(200);
    expect((await handler(event('GET /api/test/ok'))).statusCode).toBe(200);
  });

  it('also reads cookies from a Cookie header when the cookies array is absent', async () => {
    const result = await handler(
      event('POST /api/test/echo', { headers: { cookie: `XSRF-TOKEN=${TOKEN}; other=1`, 'x-xsrf-token': TOKEN } }),
    );
    expect(result.statusCode).toBe(200);
    expect(json(result)).toEqual({ body: null, cookieNames: ['XSRF-TOKEN', 'other'] });
  });
});

describe('JSON bodies', () => {
  it('parses JSON (also with a charset) into the route’s body', async () => {
    const result = await handler(
      event('POST /api/test/echo', {
        ...withXsrf,
        headers: { ...withXsrf.headers, 'content-type': 'application/json; charset=utf-8' },
        body: '{"a":[1,2]}',
      }),
    );
    expect(json(result)).toMatchObject({ body: { a: [1, 2] } });
  });

  it('400 for malformed JSON', async () => {
    const result = await handler(event('POST /api/test/echo', { ...withXsrf, body: '{"a":' }));
    expect(result.statusCode).toBe(400);
    expect(json(result)).toEqual({ message: 'Malformed JSON body.', code: 'request.malformedJson' });
  });

  it('415 for a body that is not JSON', async () => {
    const result = await handler(
      event('POST /api/test/echo', {
        ...withXsrf,
        headers: { ...withXsrf.headers, 'content-type': 'text/plain' },
        body: 'hello',
      }),
    );
    expect(result.statusCode).toBe(415);
    expect(json(result)).toEqual({ message: 'Content-Type must be application/json.', code: 'request.contentType' });
  });

  it('413 above 16 KB, measured in bytes', async () => {
    const ok = await handler(
      event('POST /api/test/echo', { ...withXsrf, body: JSON.stringify({ s: 'x'.repeat(16_000) }) }),
    );
    expect(ok.statusCode).toBe(200);
    const multibyte = await handler(
      event('POST /api/test/echo', { ...withXsrf, body: JSON.stringify({ s: 'ශ'.repeat(6000) }) }),
    );
    expect(multibyte.statusCode).toBe(413);
    expect(json(multibyte)).toEqual({ message: 'Request body is too large.', code: 'request.tooLarge' });
  });

  it('validation failures answer 400 with the first issue’s message', async () => {
    const result = await handler(event('POST /api/test/validate', { ...withXsrf, body: '{"n":"one"}' }));
    expect(result.statusCode).toBe(400);
    // A text of no registry entry (here a field of a fixture) is the generic invalid-request code.
    expect(json(result)).toEqual({ message: 'n must be a number', code: 'request.invalid' });
    const notObject = await handler(event('POST /api/test/validate', { ...withXsrf, body: '"text"' }));
    expect(json(notObject)).toEqual({ message: 'Request body must be a JSON object.', code: 'request.notObject' });
  });
});

describe('errors', () => {
  it('< 500 errors expose their message, its code (and retryAfterSeconds for 429)', async () => {
    const conflict = await handler(event('GET /api/test/conflict'));
    expect(conflict.statusCode).toBe(409);
    expect(json(conflict)).toEqual({ message: 'An exam with this title already exists.', code: 'exam.duplicate' });
    const wait = await handler(event('GET /api/test/wait'));
    expect(wait.statusCode).toBe(429);
    expect(json(wait)).toEqual({
      message: 'Too many failed logins. Try again in 1 minute.',
      code: 'user.lockedOut',
      retryAfterSeconds: 7,
    });
    expect(wait.headers?.['retry-after']).toBe('7');
  });

  it('unexpected errors are logged and answered with a generic 500 that leaks nothing', async () => {
    const logs = captureLogLines();
    const result = await handler(event('GET /api/test/boom'));
    expect(result.statusCode).toBe(500);
    expect(result.body).toBe(JSON.stringify({ message: 'Something went wrong.', code: 'request.internal' }));
    expect(logs.lines).toHaveLength(1);
    expect(logs.at('ERROR')[0]).toContain('hunter2');
    expect(result.cookies?.some((c) => c.startsWith('XSRF-TOKEN='))).toBe(true);
  });

  it('a backing service that cannot be reached is a 503, logged as a warning with its cause', async () => {
    const logs = captureLogLines();
    const result = await handler(event('GET /api/test/down'));
    expect(result.statusCode).toBe(503);
    expect(json(result)).toEqual({
      message: 'Service temporarily unavailable. Please try again.',
      code: 'request.unavailable',
    });
    expect(logs.at('WARN')[0]).toContain('ECONNREFUSED');
  });
});

describe('routing', () => {
  it('passes typed path parameters from the event', async () => {
    const result = await handler(
      event('DELETE /api/test/items/{id}', { ...withXsrf, path: '/api/test/items/abc', pathParameters: { id: 'abc' } }),
    );
    expect(result.statusCode).toBe(202);
    expect(json(result)).toEqual({ id: 'abc' });
  });

  it('falls back to matching method and raw path when the routeKey is $default', async () => {
    const result = await handler(event('$default', { ...withXsrf, method: 'DELETE', path: '/api/test/items/a%20b' }));
    expect(result.statusCode).toBe(202);
    expect(json(result)).toEqual({ id: 'a b' });
  });

  it('404 JSON for anything else', async () => {
    const result = await handler(event('GET /api/test/missing'));
    expect(result.statusCode).toBe(404);
    expect(json(result)).toEqual({ message: 'Not found.', code: 'request.notFound' });
  });

  it('a route table must name every route key, with the right parameters', () => {
    // @ts-expect-error — 'GET /b' is missing
    const incomplete: RouteTable<'GET /a' | 'GET /b'> = { 'GET /a': async () => ({ body: {} }) };
    // @ts-expect-error — the route wants an {id} the key does not have
    const wrongParams: RouteTable<'GET /a'> = { 'GET /a': deleteItem };
    expect([incomplete, wrongParams]).toHaveLength(2);
  });
});

describe('cloud cookie settings', () => {
  it('with COOKIE_SECURE=true cookies are Secure and the session cookie is __Host-session', async () => {
    vi.resetModules();
    const previous = process.env.COOKIE_SECURE;
    process.env.COOKIE_SECURE = 'true';
    try {
      const sessions = await import('../../functions/domain/sessions/sessions');
      const cookie = sessions.sessionCookie('S'.repeat(43));
      expect(cookie).toMatch(/^__Host-session=S{43}; Path=\/; SameSite=Lax; Max-Age=1209600; HttpOnly; Secure$/);
      expect(sessions.clearSessionCookie()).toMatch(/^__Host-session=; Path=\/; .*Max-Age=0.*Secure/);
    } finally {
      process.env.COOKIE_SECURE = previous;
      vi.resetModules();
    }
  });
});
