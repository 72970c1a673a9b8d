/**
 * The local stand-in for API Gateway's HTTP API: a Node request becomes a payload-2.0 event for the
 * very handler CDK deploys (functions/groups.ts), and the handler's result becomes the response.
 * Keep the event as close to what API Gateway sends as practical; handlers must not be able to
 * tell the difference.
 */
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { jsonResponse, rawPathOf, rawQueryOf, type HeaderMap, type LocalResponse } from './local-http';
import { isTextType } from './local-compress';
import { RouteTable, type CompiledRoute } from './local-routes';

/** API Gateway's payload limit. */
export const API_BODY_LIMIT = 10 * 1024 * 1024;
/** API Gateway HTTP APIs give an integration at most 30 s. */
const LAMBDA_TIMEOUT_MS = 30_000;

export const API_MESSAGES = {
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  tooLarge: 'Request body too large',
  failed: 'Something went wrong.',
} as const;

export interface RouteGroup {
  readonly name: string;
  /** Module path relative to the repository root; it exports `handler`. */
  readonly entry: string;
  readonly routes: readonly string[];
}

export type LambdaHttpHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

export interface ApiAdapterOptions {
  groups: readonly RouteGroup[];
  /** Where group entries are resolved from. */
  root: string;
  /** Overrides how a group's handler is obtained (tests use fixtures). Called once per group. */
  loadHandler?: (group: RouteGroup) => Promise<LambdaHttpHandler>;
  bodyLimit?: number;
  logError?: (message: string, error: unknown) => void;
}

export interface ApiAdapter {
  /** True for paths API Gateway would own: /api/… and any other route's first segment. */
  claims(rawPath: string): boolean;
  handle(req: IncomingMessage): Promise<LocalResponse>;
  /** Imports every group's handler now, so the first request does not pay for it. */
  preload(): Promise<void>;
}

async function importHandler(root: string, group: RouteGroup): Promise<LambdaHttpHandler> {
  const module = (await import(pathToFileURL(resolve(root, group.entry)).href)) as { handler?: unknown };
  if (typeof module.handler !== 'function') throw new Error(`${group.entry} does not export a handler function.`);
  return module.handler as LambdaHttpHandler;
}

type BodyRead = { ok: true; body: Buffer } | { ok: false };

/** Reads the body up to `limit` bytes; past it, drains the rest so the client still gets a 413. */
function readBody(req: IncomingMessage, limit: number): Promise<BodyRead> {
  return new Promise((resolveRead, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number(req.headers['content-length'] ?? 0) > limit;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    });
    req.once('end', () => resolveRead(tooLarge ? { ok: false } : { ok: true, body: Buffer.concat(chunks) }));
    req.once('error', reject);
  });
}

/** Headers as API Gateway passes them: lower-case names, repeats joined by commas, no cookie header. */
function eventHeaders(req: IncomingMessage): { headers: Record<string, string>; cookies: string[] } {
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = (req.rawHeaders[i] as string).toLowerCase();
    const value = req.rawHeaders[i + 1] as string;
    if (name === 'cookie') {
      cookies.push(...value.split(';').map((c) => c.trim()).filter(Boolean));
      continue;
    }
    headers[name] = headers[name] === undefined ? value : `${headers[name]},${value}`;
  }
  return { headers, cookies };
}

function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (!rawQueryString) return undefined;
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawQueryString)) {
    params[key] = params[key] === undefined ? value : `${params[key]},${value}`;
  }
  return Object.keys(params).length > 0 ? params : undefined;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** API Gateway's requestContext.time format: 12/Mar/2020:19:03:58 +0000. */
export function gatewayTime(date: Date): string {
  return (
    `${pad(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
  );
}

export function buildEvent(
  req: IncomingMessage,
  body: Buffer,
  route: { routeKey: string; pathParameters: Record<string, string> },
  now: Date = new Date(),
): APIGatewayProxyEventV2 {
  const rawPath = rawPathOf(req.url);
  const rawQueryString = rawQueryOf(req.url);
  const { headers, cookies } = eventHeaders(req);
  const sourceIp = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${sourceIp}` : sourceIp;
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-port'] = String(req.socket.localPort ?? '');
  const domainName = (headers.host ?? 'localhost').replace(/:\d+$/, '');
  const text = isTextType(headers['content-type']);
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: route.routeKey,
    rawPath,
    rawQueryString,
    headers,
    requestContext: {
      accountId: 'offline',
      apiId: 'local',
      domainName,
      domainPrefix: domainName.split('.')[0] ?? domainName,
      http: {
        method: req.method ?? 'GET',
        path: rawPath,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: route.routeKey,
      stage: '$default',
      time: gatewayTime(now),
      timeEpoch: now.getTime(),
    },
    isBase64Encoded: body.length > 0 && !text,
  };
  if (cookies.length > 0) event.cookies = cookies;
  const query = queryParameters(rawQueryString);
  if (query) event.queryStringParameters = query;
  if (Object.keys(route.pathParameters).length > 0) event.pathParameters = route.pathParameters;
  if (body.length > 0) event.body = text ? body.toString('utf8') : body.toString('base64');
  return event;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A handler's result as API Gateway turns it into a response: a structured result (with
 * statusCode) is taken as-is; anything else is a 200 JSON body, as API Gateway infers it.
 * Returns null when the result is malformed.
 */
export function resultToResponse(result: unknown): LocalResponse | null {
  if (!isRecord(result) || !('statusCode' in result)) {
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    return { status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(body, 'utf8') };
  }
  const { statusCode, headers, cookies, body, isBase64Encoded } = result;
  if (typeof statusCode !== 'number' || !Number.isInteger(statusCode) || statusCode < 100 || statusCode > 599) return null;
  if (body !== undefined && body !== null && typeof body !== 'string') return null;
  const out: HeaderMap = {};
  if (isRecord(headers)) {
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined && value !== null) out[name.toLowerCase()] = String(value);
    }
  }
  if (Array.isArray(cookies) && cookies.length > 0) {
    const existing = out['set-cookie'];
    out['set-cookie'] = [...(existing === undefined ? [] : [existing].flat()), ...cookies.map(String)];
  }
  const text = body ?? '';
  return { status: statusCode, headers: out, body: Buffer.from(text, isBase64Encoded === true ? 'base64' : 'utf8') };
}

function lambdaContext(group: RouteGroup, requestId: string): Context {
  const functionName = `engtech-local-${group.name}`;
  const deadline = Date.now() + LAMBDA_TIMEOUT_MS;
  const noop = (): void => undefined;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${process.env.AWS_REGION ?? 'us-east-1'}:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: noop,
    fail: noop,
    succeed: noop,
  };
}

export function createApiAdapter(options: ApiAdapterOptions): ApiAdapter {
  const table = new RouteTable(options.groups.map((group) => ({ group, routes: group.routes })));
  const prefixes = ['/api', ...table.literalPrefixes()];
  const load = options.loadHandler ?? ((group: RouteGroup) => importHandler(options.root, group));
  const bodyLimit = options.bodyLimit ?? API_BODY_LIMIT;
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  const handlers = new Map<RouteGroup, Promise<LambdaHttpHandler>>();

  const handlerFor = (group: RouteGroup): Promise<LambdaHttpHandler> => {
    let pending = handlers.get(group);
    if (!pending) {
      pending = load(group);
      handlers.set(group, pending);
      // A module that fails to load (a syntax error in dev) is retried on the next request.
      pending.catch(() => handlers.delete(group));
    }
    return pending;
  };

  const invoke = async (route: CompiledRoute<RouteGroup>, event: APIGatewayProxyEventV2): Promise<LocalResponse> => {
    const label = `${event.routeKey} (${route.group.entry})`;
    try {
      const handler = await handlerFor(route.group);
      const response = resultToResponse(await handler(event, lambdaContext(route.group, event.requestContext.requestId)));
      if (response) return response;
      logError(`[local-api] ${label} returned a malformed result`, new Error('statusCode must be an integer 100-599 and body a string'));
    } catch (error) {
      logError(`[local-api] ${label} failed`, error);
    }
    return jsonResponse(500, { message: API_MESSAGES.failed });
  };

  return {
    claims: (rawPath) => prefixes.some((prefix) => rawPath === prefix || rawPath.startsWith(`${prefix}/`)),

    async handle(req) {
      const body = await readBody(req, bodyLimit);
      if (!body.ok) return jsonResponse(413, { message: API_MESSAGES.tooLarge }, { connection: 'close' });
      const lookup = table.lookup(req.method ?? 'GET', rawPathOf(req.url));
      if (lookup.kind === 'not-found') return jsonResponse(404, { message: API_MESSAGES.notFound });
      if (lookup.kind === 'method-not-allowed') {
        return jsonResponse(405, { message: API_MESSAGES.methodNotAllowed }, { allow: lookup.allowed.join(', ') });
      }
      const event = buildEvent(req, body.body, { routeKey: lookup.route.routeKey, pathParameters: lookup.pathParameters });
      return invoke(lookup.route, event);
    },

    async preload() {
      await Promise.all(options.groups.map((group) => handlerFor(group)));
    },
  };
}
