/**
 * The local stand-in for API Gateway's HTTP API: a Node request becomes a payload-2.0 event for the
 * very handler CDK deploys (functions/groups.ts), and the handler's result becomes the response.
 * Keep the event as close to what API Gateway sends as practical; handlers must not be able to
 * tell the difference.
 */
import type { IncomingMessage } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { buildEvent, resultToResponse } from './api-event';
import { jsonResponse, rawPathOf, type LocalResponse } from './http';
import { RouteTable, type CompiledRoute } from './api-routes';
import { LAMBDA_TIMEOUT_MS, lambdaContext, localFunctionName } from '../runtime/lambda-context';

/** API Gateway's payload limit. */
export const API_BODY_LIMIT = 10 * 1024 * 1024;

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
  /**
   * Overrides how a group's handler is obtained: tests use fixtures, the local stack with
   * lambdaThreads a handler on the group's own thread (local/runtime). Called once per group.
   */
  loadHandler?: (group: RouteGroup) => Promise<LambdaHttpHandler>;
  bodyLimit?: number;
  logError?: (message: string, error: unknown) => void;
  /**
   * The origin secret added to every request as CloudFront adds it (X-Origin-Verify); default: the
   * handlers' own ORIGIN_VERIFY from the environment.
   */
  originVerify?: string;
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

const EMPTY_BODY: BodyRead = { ok: true, body: Buffer.alloc(0) };

/** Reads the body up to `limit` bytes; past it, drains the rest so the client still gets a 413. */
function readBody(req: IncomingMessage, limit: number): Promise<BodyRead> | BodyRead {
  // A request has a body only with Content-Length or Transfer-Encoding (RFC 9112, section 6). Most API calls
  // are GETs without one: no listeners, no extra turn of the event loop.
  const length = req.headers['content-length'];
  if (req.headers['transfer-encoding'] === undefined && (length === undefined || Number(length) === 0))
    return EMPTY_BODY;
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
      const response = resultToResponse(
        await handler(
          event,
          lambdaContext(
            localFunctionName(route.group.name),
            event.requestContext.requestId,
            Date.now() + LAMBDA_TIMEOUT_MS,
          ),
        ),
      );
      if (response) return response;
      logError(
        `[local-api] ${label} returned a malformed result`,
        new Error('statusCode must be an integer 100-599 and body a string'),
      );
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
      const event = buildEvent(
        req,
        body.body,
        { routeKey: lookup.route.routeKey, pathParameters: lookup.pathParameters },
        { originVerify: options.originVerify ?? process.env.ORIGIN_VERIFY ?? '' },
      );
      return invoke(lookup.route, event);
    },

    async preload() {
      await Promise.all(options.groups.map((group) => handlerFor(group)));
    },
  };
}
