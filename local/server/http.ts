/** Small response helpers shared by the local API adapter, the static site and the server. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { compress, negotiateEncoding, shouldCompress } from './compress';

export type HeaderMap = Record<string, string | string[]>;

export interface LocalResponse {
  status: number;
  /** Lower-case names; `set-cookie` may hold several lines. */
  headers: HeaderMap;
  body: Buffer;
}

export function jsonResponse(status: number, value: unknown, headers: HeaderMap = {}): LocalResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: Buffer.from(JSON.stringify(value), 'utf8'),
  };
}

export function firstHeader(headers: HeaderMap, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function addVary(headers: HeaderMap, token: string): void {
  const current = firstHeader(headers, 'vary');
  const tokens = (current ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (!tokens.some((t) => t.toLowerCase() === token.toLowerCase())) tokens.push(token);
  headers.vary = tokens.join(', ');
}

const BODYLESS_STATUSES = new Set([204, 304]);

/** Writes status, headers and body; HEAD and 204/304 get headers only. */
export function writeResponse(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: HeaderMap,
  body: Buffer,
): void {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (BODYLESS_STATUSES.has(status)) {
    res.removeHeader('content-length');
    res.end();
    return;
  }
  res.setHeader('content-length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Sends a dynamic response, compressing it on the fly when the client and the type allow. */
export async function sendDynamic(req: IncomingMessage, res: ServerResponse, response: LocalResponse): Promise<void> {
  const headers: HeaderMap = { ...response.headers };
  let body = response.body;
  if (headers['content-encoding'] === undefined && shouldCompress(firstHeader(headers, 'content-type'), body.length)) {
    addVary(headers, 'Accept-Encoding');
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    if (encoding) {
      body = await compress(body, encoding, { effort: 'fast' });
      headers['content-encoding'] = encoding;
    }
  }
  writeResponse(req, res, response.status, headers, body);
}

/** The path part of a request target, without query or fragment. */
export function rawPathOf(url: string | undefined): string {
  const target = url ?? '/';
  const end = target.search(/[?#]/);
  const path = end === -1 ? target : target.slice(0, end);
  return path.startsWith('/') ? path : `/${path}`;
}

export function rawQueryOf(url: string | undefined): string {
  const target = url ?? '';
  const start = target.indexOf('?');
  if (start === -1) return '';
  const hash = target.indexOf('#', start);
  return hash === -1 ? target.slice(start + 1) : target.slice(start + 1, hash);
}
