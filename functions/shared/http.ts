/**
 * The HTTP layer every endpoint group shares, as middy middlewares (see `apiMiddlewares`):
 * cookie parsing, the anti-forgery double-submit check, JSON body parsing with a size limit (routes
 * that declare a raw body read it themselves), and the one place where errors become responses.
 * Route code never builds error responses.
 */
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { MiddlewareObj, Request } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import * as z from 'zod/mini';
import { toServiceError } from './aws';
import { parseCookies } from './cookies';
import { AppError, BadRequest, Forbidden, PayloadTooLarge, ServiceUnavailable, UnsupportedMediaType } from './errors';
import { describeError, logger } from './logger';
import { deploymentOriginSecret } from './origin-secret';
import { ORIGIN_VERIFY_HEADER } from './origin-verify';
import { messageCode, type MessageCode } from './schemas/message-codes';
import { requestTexts } from './schemas/request';
import { allTextWellFormed } from './well-formed';
import { setsXsrfCookie, XSRF_HEADER, xsrfRefresh, xsrfValid } from './xsrf';

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;
type ApiRequest = Request<ApiEvent, ApiResult>;

const MAX_BODY_BYTES = 16 * 1024;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// What the middlewares learned about a request, keyed by the event object middy hands to everyone.
const cookieJar = new WeakMap<ApiEvent, Record<string, string>>();
const bodies = new WeakMap<ApiEvent, unknown>();

export const methodOf = (event: ApiEvent): string =>
  event.requestContext?.http?.method?.toUpperCase() ?? event.routeKey.split(' ')[0] ?? 'GET';

export function headerOf(event: ApiEvent, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}

export function requestCookies(event: ApiEvent): Record<string, string> {
  let cookies = cookieJar.get(event);
  if (!cookies) {
    const pairs = event.cookies ?? [];
    const header = headerOf(event, 'cookie');
    cookies = parseCookies(pairs.length > 0 || header === undefined ? pairs : [header]);
    cookieJar.set(event, cookies);
  }
  return cookies;
}

/** The parsed JSON body; undefined when the request had none. */
export const requestBody = (event: ApiEvent): unknown => bodies.get(event);

/** The body as bytes, for a raw-body route (API Gateway base64-encodes non-text bodies such as multipart). */
export function rawRequestBody(event: ApiEvent): Buffer {
  if (event.body === undefined || event.body === null) return Buffer.alloc(0);
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
}

export function jsonResponse(statusCode: number, body: unknown, cookies: readonly string[] = []): ApiResult {
  return jsonTextResponse(statusCode, JSON.stringify(body), cookies);
}

/** A response whose JSON is already text (a cached page serialized once rather than per request). */
export function jsonTextResponse(statusCode: number, json: string, cookies: readonly string[] = []): ApiResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    cookies: [...cookies],
    body: json,
  };
}

/** Validates input with a zod schema; the first issue's message becomes the 400 message. */
export function parseWith<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw new BadRequest(requestTexts.invalid);
  if (issue.path.length === 0 && issue.code === 'invalid_type') throw new BadRequest(requestTexts.notObject);
  throw new BadRequest(issue.message);
}

const cookieParser = (): MiddlewareObj<ApiEvent, ApiResult> => ({
  before: (request) => {
    requestCookies(request.event);
  },
});

/** Only requests CloudFront forwarded (or, locally, the local server) reach a route (origin-verify.ts). */
const originCheck = (): MiddlewareObj<ApiEvent, ApiResult> => ({
  before: async (request) => {
    if (!(await deploymentOriginSecret.accepts(headerOf(request.event, ORIGIN_VERIFY_HEADER))))
      throw new Forbidden(requestTexts.notViaSite);
  },
});

/** Every state-changing request must carry its session's anti-forgery token in a header (xsrf.ts). */
const xsrfCheck = (): MiddlewareObj<ApiEvent, ApiResult> => ({
  before: (request) => {
    if (SAFE_METHODS.has(methodOf(request.event))) return;
    if (!xsrfValid(requestCookies(request.event), headerOf(request.event, XSRF_HEADER)))
      throw new Forbidden(requestTexts.xsrf);
  },
});

function isJsonContentType(value: string | undefined): boolean {
  const type = value?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json' || (type !== undefined && /^application\/[a-z0-9.+-]+\+json$/.test(type));
}

const jsonBodyParser = (readsRawBody: (event: ApiEvent) => boolean): MiddlewareObj<ApiEvent, ApiResult> => ({
  before: (request) => {
    const { event } = request;
    if (event.body === undefined || event.body === null || event.body === '') return;
    if (readsRawBody(event)) return;
    const raw = rawRequestBody(event);
    if (raw.byteLength > MAX_BODY_BYTES) throw new PayloadTooLarge(requestTexts.tooLarge);
    if (!isJsonContentType(headerOf(event, 'content-type'))) throw new UnsupportedMediaType(requestTexts.contentType);
    const text = raw.toString('utf8');
    if (text.trim() === '') return;
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      throw new BadRequest(requestTexts.malformedJson);
    }
    if (!allTextWellFormed(body)) throw new BadRequest(requestTexts.illFormedText);
    bodies.set(event, body);
  },
});

/** Query and path values are text the routes use as keys and names: ill-formed text is a 400 there too. */
const wellFormedParameters = (): MiddlewareObj<ApiEvent, ApiResult> => ({
  before: ({ event }) => {
    if (!allTextWellFormed(event.queryStringParameters ?? {}) || !allTextWellFormed(event.pathParameters ?? {}))
      throw new BadRequest(requestTexts.illFormedText);
  },
});

/**
 * The code of an answer's message: the error's own, else the one its English text has in the
 * registry (message-codes.ts). A 4xx text without one is a zod issue text of no field of ours
 * (`request.invalid`, which the web shows as "check this field"); a 5xx that is not ours hides its
 * text and says `request.internal`.
 */
export function errorCode(error: unknown): MessageCode {
  if (!(error instanceof AppError)) return 'request.internal';
  return error.code ?? messageCode(error.message) ?? (error.statusCode < 500 ? 'request.invalid' : 'request.internal');
}

/** Turns any thrown error into a JSON `{ message, code, ...extra }`. Only < 500 messages (and 5xx texts of ours) reach the caller. */
const errorResponder = (): MiddlewareObj<ApiEvent, ApiResult> => ({
  onError: (request) => {
    const error = toServiceError(request.error);
    const code = errorCode(error);
    if (error instanceof AppError && error.statusCode < 500) {
      request.response = jsonResponse(error.statusCode, { message: error.message, code, ...error.extra });
      if (error.statusCode === 429 && typeof error.extra.retryAfterSeconds === 'number') {
        request.response.headers = {
          ...request.response.headers,
          'retry-after': String(error.extra.retryAfterSeconds),
        };
      }
      return;
    }
    const statusCode = error instanceof AppError ? error.statusCode : 500;
    logError(error, statusCode);
    request.response = jsonResponse(statusCode, {
      message: error instanceof AppError ? error.message : requestTexts.internal,
      code,
    });
  },
});

function logError(error: unknown, statusCode: number): void {
  // An unreachable service is an operational event (the cause says which); anything else is a bug and needs its stack.
  if (error instanceof ServiceUnavailable) {
    logger.warn('request failed', { statusCode, error: describeError(error, { stack: false }) });
  } else {
    logger.error('request failed', { statusCode, error: describeError(error, { stack: true }) });
  }
}

/**
 * Stamps every log line of the request with the Lambda context (function_request_id, cold_start, …),
 * API Gateway's request id (correlation_id, the `requestId` of the access log) and the route key;
 * the keys are dropped when the request ends. The event itself is never logged, whatever
 * POWERTOOLS_LOGGER_LOG_EVENT says: it carries cookies, bodies and personal data.
 */
const requestLogging = (): MiddlewareObj<ApiEvent, ApiResult>[] => [
  injectLambdaContext(logger, { resetKeys: true, logEvent: false }),
  {
    before: (request) => {
      logger.appendKeys({ routeKey: request.event.routeKey });
      const requestId = request.event.requestContext?.requestId;
      if (requestId) logger.setCorrelationId(requestId);
    },
  },
];

/** Runs after success and after errors: common headers, and the anti-forgery cookie the next request needs. */
const responseFinisher = (): MiddlewareObj<ApiEvent, ApiResult> => {
  const finish = (request: ApiRequest): void => {
    const response = request.response;
    if (!response) return;
    response.headers = {
      'content-type': 'application/json; charset=utf-8',
      ...response.headers,
      'cache-control': 'no-store',
    };
    const refresh = setsXsrfCookie(response.cookies) ? null : xsrfRefresh(requestCookies(request.event));
    if (refresh) response.cookies = [...(response.cookies ?? []), refresh];
  };
  return { after: finish, onError: finish };
};

interface ApiMiddlewareOptions {
  /**
   * True for a request whose route reads the body itself (e.g. a multipart upload): the JSON parser,
   * its size limit and its 415 skip it, and the route must check the type and size on its own.
   * Everything else (cookies, anti-forgery, error mapping) applies as usual.
   */
  readonly readsRawBody?: (event: ApiEvent) => boolean;
}

/**
 * The middleware stack for every group, in `.use()` order. middy runs `before` hooks in this order
 * and `after`/`onError` hooks in reverse, so the error responder answers first, the finisher
 * decorates whatever response results, and the request's log keys hold until the very end.
 */
export const apiMiddlewares = (options: ApiMiddlewareOptions = {}): MiddlewareObj<ApiEvent, ApiResult>[] => [
  ...requestLogging(),
  responseFinisher(),
  cookieParser(),
  originCheck(),
  xsrfCheck(),
  wellFormedParameters(),
  jsonBodyParser(options.readsRawBody ?? (() => false)),
  errorResponder(),
];
