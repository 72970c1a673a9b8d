/**
 * Payload format 2.0 both ways: a Node request as the event API Gateway's HTTP API hands a Lambda
 * handler, and a handler's result as the response API Gateway sends back.
 */
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { isTextType } from './compress';
import { rawPathOf, rawQueryOf, type HeaderMap, type LocalResponse } from './http';

/** Headers as API Gateway passes them: lower-case names, repeats joined by commas, no cookie header. */
function eventHeaders(req: IncomingMessage): { headers: Record<string, string>; cookies: string[] } {
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = (req.rawHeaders[i] as string).toLowerCase();
    const value = req.rawHeaders[i + 1] as string;
    if (name === 'cookie') {
      cookies.push(
        ...value
          .split(';')
          .map((c) => c.trim())
          .filter(Boolean),
      );
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
  origin: { originVerify: string },
  now: Date = new Date(),
): APIGatewayProxyEventV2 {
  const rawPath = rawPathOf(req.url);
  const rawQueryString = rawQueryOf(req.url);
  const { headers, cookies } = eventHeaders(req);
  const sourceIp = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${sourceIp}` : sourceIp;
  // As CloudFront does for the API's paths: the viewer's own address, whatever the client sent.
  headers['cloudfront-viewer-address'] = `${sourceIp}:${req.socket.remotePort ?? 0}`;
  // And the origin secret, which tells the API the request came through the site.
  if (origin.originVerify) headers['x-origin-verify'] = origin.originVerify;
  else delete headers['x-origin-verify'];
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
  if (typeof statusCode !== 'number' || !Number.isInteger(statusCode) || statusCode < 100 || statusCode > 599)
    return null;
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
