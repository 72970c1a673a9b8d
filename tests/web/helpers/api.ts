/**
 * Fetch mocked at the network boundary: routes keyed 'METHOD /path' answer contract-shaped JSON
 * (docs: notes/api-contract.md); every call is recorded with its method, headers and body.
 */
import { vi } from 'vitest';
import type { SessionUser } from '../../../functions/shared/schemas';

export interface Reply {
  status?: number;
  body?: unknown;
}

export type Handler = Reply | ((call: RecordedCall) => Reply | Promise<Reply>);

export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  /** Set for requests that must outlive the page (pagehide saves). */
  keepalive: boolean;
}

export function mockApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const call: RecordedCall = {
      method,
      path: url.pathname,
      headers,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      keepalive: init.keepalive === true,
    };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return jsonResponse(404, { message: `No mock for ${method} ${url.pathname}` });
    const reply = typeof handler === 'function' ? await handler(call) : handler;
    return jsonResponse(reply.status ?? 200, reply.body ?? null);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
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
    access: { ...noAccess },
    ...overrides,
  };
}

export const visitor: Handler = { body: { isLoggedIn: false, user: null } };
export const loggedIn = (user: SessionUser = sessionUser()): Handler => ({ body: { isLoggedIn: true, user } });
export const admin = (): Handler => loggedIn(sessionUser({ fullName: 'Site Admin', userName: 'admin', role: 'admin' }));
