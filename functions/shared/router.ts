/**
 * A tiny router: API Gateway has already matched the route, so dispatch is a lookup of
 * event.routeKey. When an event carries no usable routeKey (e.g. `$default`), the method and raw
 * path are matched against the same route templates. Path parameters are typed from the template.
 */
import type { Context } from 'aws-lambda';
import middy from '@middy/core';
import { NotFound } from './errors';
import { requestTexts } from './schemas/request';
import {
  apiMiddlewares,
  jsonResponse,
  jsonTextResponse,
  methodOf,
  requestBody,
  requestCookies,
  type ApiEvent,
  type ApiResult,
} from './http';

/** 'DELETE /api/user/deleteUser/{id}' → 'id' */
type PathParamNames<K extends string> = K extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

export interface RouteRequest<P extends string = never> {
  readonly event: ApiEvent;
  readonly params: Readonly<Record<P, string>>;
  readonly query: Readonly<Record<string, string | undefined>>;
  readonly cookies: Readonly<Record<string, string>>;
  /** Parsed JSON body (unknown until validated with parseWith). */
  readonly body: unknown;
}

interface RouteResponse {
  statusCode?: number;
  body: unknown;
  /** `body` as JSON text when the route already has it (a cached page): sent as-is, not serialized again. */
  json?: string;
  cookies?: readonly string[];
  /** Headers beside the common ones (e.g. the one that clears the browser's HTTP cache of the site). */
  headers?: Readonly<Record<string, string>>;
}

export type Route<P extends string = never> = (request: RouteRequest<P>) => Promise<RouteResponse>;

/** One route function per route key; a missing key fails to compile. */
export type RouteTable<K extends string> = { readonly [Key in K]: Route<PathParamNames<Key>> };

interface CompiledRoute {
  key: string;
  method: string;
  pattern: RegExp;
  names: string[];
  route: Route<string>;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

function compile(key: string, route: Route<string>): CompiledRoute {
  const [method = '', path = ''] = key.split(' ');
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      const match = /^\{(\w+)\}$/.exec(segment);
      if (!match?.[1]) return escapeRegExp(segment);
      names.push(match[1]);
      return '([^/]+)';
    })
    .join('/');
  return { key, method, pattern: new RegExp(`^${source}/?$`), names, route };
}

const safeDecode = (value: string): string | undefined => {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

interface ResolvedRoute {
  key: string;
  route: Route<string>;
  params: Record<string, string>;
}

/** Finds the route an event is for: by its routeKey, else by method and raw path. */
function routeResolver<K extends string>(table: RouteTable<K>): (event: ApiEvent) => ResolvedRoute | null {
  // The table is typed per key; at run time every entry is just "a route with string params".
  const entries = Object.entries(table) as [string, Route<string>][];
  const compiled = entries.map(([key, route]) => compile(key, route));
  const byKey = new Map(compiled.map((c) => [c.key, c]));

  return (event) => {
    const direct = byKey.get(event.routeKey);
    if (direct) {
      const params: Record<string, string> = {};
      for (const name of direct.names) {
        const value = event.pathParameters?.[name];
        if (value === undefined || value === '') return null;
        params[name] = value;
      }
      return { key: direct.key, route: direct.route, params };
    }
    const method = methodOf(event);
    for (const candidate of compiled) {
      if (candidate.method !== method) continue;
      const match = candidate.pattern.exec(event.rawPath);
      if (!match) continue;
      const params: Record<string, string> = {};
      for (const [index, name] of candidate.names.entries()) {
        const value = safeDecode(match[index + 1] ?? '');
        if (!value) return null;
        params[name] = value;
      }
      return { key: candidate.key, route: candidate.route, params };
    }
    return null;
  };
}

function createRouter<K extends string>(table: RouteTable<K>): (event: ApiEvent) => Promise<ApiResult> {
  const resolve = routeResolver(table);
  return async (event) => {
    const resolved = resolve(event);
    if (!resolved) throw new NotFound(requestTexts.notFound);
    const result = await resolved.route({
      event,
      params: resolved.params,
      query: event.queryStringParameters ?? {},
      cookies: requestCookies(event),
      body: requestBody(event),
    });
    const statusCode = result.statusCode ?? 200;
    const response =
      result.json === undefined
        ? jsonResponse(statusCode, result.body, result.cookies)
        : jsonTextResponse(statusCode, result.json, result.cookies);
    return result.headers ? { ...response, headers: { ...response.headers, ...result.headers } } : response;
  };
}

type ApiHandler = (event: ApiEvent, context?: Context) => Promise<ApiResult>;

// Callers outside Lambda (the local server, tests) have no Lambda context; middy only needs the
// remaining-time function, which mirrors API Gateway's 30 s integration limit here.
const localContext: Context = {
  callbackWaitsForEmptyEventLoop: false,
  functionName: 'local',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:local',
  memoryLimitInMB: '1024',
  awsRequestId: 'local',
  logGroupName: 'local',
  logStreamName: 'local',
  getRemainingTimeInMillis: () => 29_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
};

interface ApiHandlerOptions<K extends string> {
  /**
   * Routes that read the request body themselves (`rawRequestBody(event)`), e.g. a multipart/form-data
   * upload. The shared JSON parser (16 KB limit, 415 for non-JSON) skips them, so such a route must
   * enforce its own content type and size limits. Every other middleware still applies.
   */
  readonly rawBodyRoutes?: readonly K[];
}

/** The Lambda entry point of a group: the router wrapped in the shared middleware stack. */
export function createApiHandler<K extends string>(
  table: RouteTable<K>,
  options: ApiHandlerOptions<K> = {},
): ApiHandler {
  const rawBodyRoutes = new Set<string>(options.rawBodyRoutes ?? []);
  const resolve = routeResolver(table);
  const readsRawBody = (event: ApiEvent): boolean =>
    rawBodyRoutes.size > 0 && rawBodyRoutes.has(resolve(event)?.key ?? '');
  const wrapped = middy<ApiEvent, ApiResult>(createRouter(table)).use(apiMiddlewares({ readsRawBody }));
  return (event, context) => wrapped(event, context ?? localContext);
}
