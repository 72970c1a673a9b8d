/**
 * Fetch mocked at the network boundary: handlers keyed by route key ('GET /api/aws/getVideos/{folder}')
 * answer JSON shaped as the server's; a request is matched to its route as the server matches it,
 * and every call is recorded with its route key, path params, method, headers and body.
 */
import { vi } from 'vitest';
import { RouteTable } from '../../../local/server/api-routes';
import { routeKeys, type RouteKey } from '../../../functions/route-keys';
import type { SessionUser } from '../../../functions/shared/schemas';
import type { PathParams } from '../../../web/src/lib/api-client';

export interface Reply {
  status?: number;
  body?: unknown;
}

export interface RecordedCall<K extends RouteKey = RouteKey> {
  /** The route the request matched; undefined for a request no route matches (answered 404). */
  routeKey: K | undefined;
  /** The decoded values of the route's `{name}` placeholders, e.g. params.folder. */
  params: PathParams<K>;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  /** Set for requests that must outlive the page (pagehide saves). */
  keepalive: boolean;
}

export type Handler<K extends RouteKey = RouteKey> = Reply | ((call: RecordedCall<K>) => Reply | Promise<Reply>);

export type Routes = { [K in RouteKey]?: Handler<K> };

const matches = (call: RecordedCall, params: Record<string, string | undefined>) =>
  Object.entries(params).every(([name, value]) => (call.params as Record<string, string>)[name] === value);

/**
 * A handler for one value of a route's path params (e.g. deleteClass/{id} for id "b"); other
 * values get the answer an unmocked path gets.
 */
export function onlyFor<K extends RouteKey>(params: Partial<PathParams<K>>, handler: Handler<K>): Handler<K> {
  return (call) => {
    if (!matches(call as RecordedCall, params)) return notMocked(call);
    return typeof handler === 'function' ? handler(call) : handler;
  };
}

/**
 * A handler per value of one path param, e.g. byParam('title', { Late: …, 'Nearly done': … });
 * other values get the answer an unmocked path gets.
 */
export function byParam<K extends RouteKey>(
  name: keyof PathParams<K> & string,
  handlers: Record<string, Handler<K>>,
): Handler<K> {
  return (call) => {
    const handler = handlers[(call.params as Record<string, string>)[name] ?? ''];
    if (!handler) return notMocked(call);
    return typeof handler === 'function' ? handler(call) : handler;
  };
}

const notMocked = (call: { method: string; path: string }): Reply => ({
  status: 404,
  body: { message: `No mock for ${call.method} ${call.path}` },
});

const table = new RouteTable([{ group: 'api', routes: routeKeys }]);

export function mockApi(routes: Routes) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const found = table.lookup(method, url.pathname);
    const call: RecordedCall = {
      routeKey: found.kind === 'matched' ? (found.route.routeKey as RouteKey) : undefined,
      params: (found.kind === 'matched' ? found.pathParameters : {}) as RecordedCall['params'],
      method,
      path: url.pathname,
      headers,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      keepalive: init.keepalive === true,
    };
    calls.push(call);
    const handler = call.routeKey && (routes[call.routeKey] as Handler | undefined);
    const reply = !handler ? notMocked(call) : typeof handler === 'function' ? await handler(call) : handler;
    return jsonResponse(reply.status ?? 200, reply.body ?? null);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** The calls that matched this route, and, given params, had those path params (e.g. { id: 'm001' }). */
    callsTo: <K extends RouteKey>(routeKey: K, params: Partial<PathParams<K>> = {}) =>
      (calls as RecordedCall<K>[]).filter((c) => c.routeKey === routeKey && matches(c as RecordedCall, params)),
  };
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === null ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const noAccess = { revision: false, theory: false, practical: false, paper: false, revisionTute: false };

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    fullName: 'Nimali Perera',
    userName: 'nimali',
    email: 'nimali@example.com',
    phoneNumber: '0712345678',
    alYear: '2026',
    role: 'student',
    language: 'en',
    access: { ...noAccess },
    ...overrides,
  };
}

export const visitor: Handler = { body: { isLoggedIn: false, user: null } };
export const loggedIn = (user: SessionUser = sessionUser()): Handler => ({ body: { isLoggedIn: true, user } });
export const admin = (): Handler => loggedIn(sessionUser({ fullName: 'Site Admin', userName: 'admin', role: 'admin' }));
