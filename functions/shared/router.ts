/**
 * A tiny router: API Gateway has already matched the route, so dispatch is a lookup of
 * event.routeKey. When an event carries no usable routeKey (e.g. `$default`), the method and raw
 * path are matched against the same route templates. Path parameters are typed from the template.
 */
import type { Context } from 'aws-lambda';
import middy from '@middy/core';
import { NotFound } from './errors';
import { apiMiddlewares, jsonResponse, methodOf, requestBody, requestCookies, type ApiEvent, type ApiResult } from './http';

/** 'DELETE /api/user/deleteUser/{id}' → 'id' */
export type PathParamNames<K extends string> = K extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

export interface RouteRequest<P extends string = never> {
  readonly event: ApiEvent;
  readonly params: Readonly<Record<P, string>>;
  readonly query: Readonly<Record<string, string | undefined>>;
  readonly cookies: Readonly<Record<string, string>>;
  /** Parsed JSON body (unknown until validated with parseWith). */
  readonly body: unknown;
}

export interface RouteResponse {
  statusCode?: number;
  body: unknown;
  cookies?: readonly string[];
}

export type Route<P extends string = never> = (request: RouteRequest<P>) => Promise<RouteResponse>;

/** One route function per route key; a missing key fails to compile. */
export type RouteTable<K extends string> = { readonly [Key in K]: Route<PathParamNames<Key>> };

interface CompiledRoute {
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
  return { method, pattern: new RegExp(`^${source}/?$`), names, route };
}

const safeDecode = (value: string): string | undefined => {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

export function createRouter<K extends string>(table: RouteTable<K>): (event: ApiEvent) => Promise<ApiResult> {
  // The table is typed per key; at run time every entry is just "a route with string params".
  const entries = Object.entries(table) as [string, Route<string>][];
  const byKey = new Map(entries);
  const compiled = entries.map(([key, route]) => compile(key, route));

  const resolve = (event: ApiEvent): { route: Route<string>; params: Record<string, string> } | null => {
    const direct = byKey.get(event.routeKey);
    const template = direct ? compiled.find((c) => c.route === direct) : undefined;
    if (direct && template) {
      const params: Record<string, string> = {};
      for (const name of template.names) {
        const value = event.pathParameters?.[name];
        if (value === undefined || value === '') return null;
        params[name] = value;
      }
      return { route: direct, params };
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
      return { route: candidate.route, params };
    }
    return null;
  };

  return async (event) => {
    const resolved = resolve(event);
    if (!resolved) throw new NotFound('Not found.');
    const result = await resolved.route({
      event,
      params: resolved.params,
      query: event.queryStringParameters ?? {},
      cookies: requestCookies(event),
      body: requestBody(event),
    });
    return jsonResponse(result.statusCode ?? 200, result.body, result.cookies);
  };
}

export type ApiHandler = (event: ApiEvent, context?: Context) => Promise<ApiResult>;

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

/** The Lambda entry point of a group: the router wrapped in the shared middleware stack. */
export function createApiHandler<K extends string>(table: RouteTable<K>): ApiHandler {
  const wrapped = middy<ApiEvent, ApiResult>(createRouter(table)).use(apiMiddlewares());
  return (event, context) => wrapped(event, context ?? localContext);
}
