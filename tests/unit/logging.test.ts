/**
 * What a handler logs (functions/shared/logger.ts through the middlewares of http.ts): one JSON line
 * per failed request, stamped with the request ids and the route key, and nothing the caller sent.
 */
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Conflict } from '../../functions/shared/errors';
import { createApiHandler, type RouteTable } from '../../functions/shared/router';
import { sessionXsrfToken } from '../../functions/shared/xsrf';
import { captureLogLines } from '../support/log-lines';
import { stubOriginSecret } from '../support/origin-secret';

// Set before the logger is created: even with Powertools' switch for logging whole events on, the
// event (cookies, body) must not reach the log.
vi.hoisted(() => {
  process.env.POWERTOOLS_LOGGER_LOG_EVENT = 'true';
});

/** What CloudFront adds to every API request (origin-verify.ts). */
const ORIGIN_SECRET = 'unit-origin-secret';

beforeAll(() => {
  process.env.COOKIE_SECURE = 'false';
});

beforeEach(() => stubOriginSecret(ORIGIN_SECRET));

afterEach(() => {
  vi.restoreAllMocks();
});

const SECRETS = {
  email: 'nimal.perera@example.com',
  password: 'Correct-Horse-42',
  code: '739251',
  session: 'sessiontoken-9f8e7d6c5b4a',
  xsrf: 'X'.repeat(43),
  phone: '0771234567',
};

type Keys = 'POST /api/test/register' | 'POST /api/test/verify' | 'POST /api/test/taken';

const table: RouteTable<Keys> = {
  // Like an SDK error that carries the stored item (ReturnValuesOnConditionCheckFailure).
  'POST /api/test/register': async () => {
    throw Object.assign(new Error('the store refused the write'), {
      Item: { email: SECRETS.email, phoneNumber: SECRETS.phone },
    });
  },
  // The SDK's own timeout, which the error responder answers as 503.
  'POST /api/test/verify': async () => {
    throw Object.assign(new Error('Connection timed out after 3000 ms'), { name: 'TimeoutError' });
  },
  'POST /api/test/taken': async () => {
    throw new Conflict('That email is already registered.');
  },
};

const handler = createApiHandler(table);

function event(routeKey: Keys, requestId: string): APIGatewayProxyEventV2 {
  const path = routeKey.split(' ')[1] ?? '/';
  const cookies = [`session=${SECRETS.session}`, `XSRF-TOKEN=${SECRETS.xsrf}`];
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: `email=${encodeURIComponent(SECRETS.email)}`,
    queryStringParameters: { email: SECRETS.email },
    cookies,
    headers: {
      'content-type': 'application/json',
      'x-origin-verify': ORIGIN_SECRET,
      // The anti-forgery token a browser holding this session sends (it is bound to the session).
      'x-xsrf-token': sessionXsrfToken(SECRETS.session),
      cookie: cookies.join('; '),
      authorization: `Bearer ${SECRETS.session}`,
    },
    requestContext: {
      accountId: '1',
      apiId: 'x',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: 'POST', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'unit' },
      requestId,
      routeKey,
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
    body: JSON.stringify({
      email: SECRETS.email,
      password: SECRETS.password,
      code: SECRETS.code,
      phoneNumber: SECRETS.phone,
    }),
    isBase64Encoded: false,
  };
}

function lambdaContext(awsRequestId: string): Context {
  const noop = (): void => undefined;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: 'engtech-user',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:eu-west-1:000000000000:function:engtech-user',
    memoryLimitInMB: '1024',
    awsRequestId,
    logGroupName: '/aws/lambda/engtech-user',
    logStreamName: 'stream',
    getRemainingTimeInMillis: () => 10_000,
    done: noop,
    fail: noop,
    succeed: noop,
  };
}

function expectNoSecrets(lines: readonly string[]): void {
  const text = lines.join('\n');
  for (const [name, value] of Object.entries(SECRETS)) {
    expect(text.includes(value), `${name} appears in the log`).toBe(false);
  }
}

describe('a request that fails unexpectedly', () => {
  it('logs one JSON line with both request ids, the route key and the status, and nothing the caller sent', async () => {
    const logs = captureLogLines();
    const result = await handler(event('POST /api/test/register', 'apigw-req-1'), lambdaContext('lambda-req-1'));
    expect(result.statusCode).toBe(500);

    expect(logs.lines).toHaveLength(1);
    const [entry] = logs.entries();
    expect(entry).toMatchObject({
      level: 'ERROR',
      message: 'request failed',
      function_request_id: 'lambda-req-1',
      correlation_id: 'apigw-req-1',
      routeKey: 'POST /api/test/register',
      statusCode: 500,
      error: { name: 'Error', message: 'the store refused the write', stack: expect.any(String) },
    });
    expectNoSecrets(logs.lines);
  });

  it('an unreachable service is a warning with its cause and without a stack', async () => {
    const logs = captureLogLines();
    const result = await handler(event('POST /api/test/verify', 'apigw-req-2'), lambdaContext('lambda-req-2'));
    expect(result.statusCode).toBe(503);

    expect(logs.lines).toHaveLength(1);
    const [entry] = logs.entries();
    expect(entry).toMatchObject({
      level: 'WARN',
      function_request_id: 'lambda-req-2',
      correlation_id: 'apigw-req-2',
      routeKey: 'POST /api/test/verify',
      statusCode: 503,
      error: {
        name: 'ServiceUnavailable',
        cause: { name: 'TimeoutError', message: 'Connection timed out after 3000 ms' },
      },
    });
    expect((entry?.error as Record<string, unknown>).stack).toBeUndefined();
    expectNoSecrets(logs.lines);
  });

  it('without a Lambda context (local server, tests) still carries API Gateway’s request id', async () => {
    const logs = captureLogLines();
    await handler(event('POST /api/test/register', 'apigw-req-3'));
    expect(logs.entries()[0]).toMatchObject({ correlation_id: 'apigw-req-3', routeKey: 'POST /api/test/register' });
  });
});

describe('request keys', () => {
  it('belong to their request: the next one logs its own ids and route key', async () => {
    const logs = captureLogLines();
    await handler(event('POST /api/test/register', 'apigw-a'), lambdaContext('lambda-a'));
    await handler(event('POST /api/test/verify', 'apigw-b'), lambdaContext('lambda-b'));
    expect(logs.entries()).toMatchObject([
      { function_request_id: 'lambda-a', correlation_id: 'apigw-a', routeKey: 'POST /api/test/register' },
      { function_request_id: 'lambda-b', correlation_id: 'apigw-b', routeKey: 'POST /api/test/verify' },
    ]);
  });

  it('expected refusals (4xx) are answered without a log line', async () => {
    const logs = captureLogLines();
    const result = await handler(event('POST /api/test/taken', 'apigw-c'), lambdaContext('lambda-c'));
    expect(result.statusCode).toBe(409);
    expect(logs.lines).toEqual([]);
  });
});
