/**
 * The events API Gateway's WebSocket API hands a Lambda proxy integration, built from a Node upgrade
 * request and the frames that follow. Unlike the HTTP API's payload 2.0, a WebSocket event keeps the
 * header names as the client spelled them, carries the cookie in the Cookie header (there is no
 * `cookies` array), and has multi-value twins of the headers and the query string.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayEventWebsocketRequestContextV2 } from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER } from '../../functions/shared/origin-verify';
import { gatewayTime } from '../server/api-event';
import { rawQueryOf } from '../server/http';

export interface WebSocketRequestContext extends APIGatewayEventWebsocketRequestContextV2 {
  identity: { sourceIp: string; userAgent?: string };
  /** $disconnect only: the close code, and what API Gateway says about it. */
  disconnectStatusCode?: number;
  disconnectReason?: string;
}

/** $connect, $default and $disconnect as API Gateway's WebSocket proxy integration delivers them. */
export interface WebSocketProxyEvent {
  requestContext: WebSocketRequestContext;
  headers?: Record<string, string>;
  multiValueHeaders?: Record<string, string[]>;
  queryStringParameters?: Record<string, string>;
  multiValueQueryStringParameters?: Record<string, string[]>;
  body?: string;
  isBase64Encoded: boolean;
}

/** What the integration may answer; only $connect's status matters (no route responses are set up). */
export type WebSocketHandler = (event: WebSocketProxyEvent) => Promise<unknown>;

/** The fixed part of every event's requestContext for one connection. */
export interface ConnectionContext {
  connectionId: string;
  connectedAt: number;
  apiId: string;
  stage: string;
  domainName: string;
  sourceIp: string;
  userAgent?: string;
}

/** API Gateway's connection ids are 11 random bytes in base64, e.g. `L0SM9cOFvHcCIhw=` ('+' and '/' included). */
export const newConnectionId = (): string => randomBytes(11).toString('base64');

function requestContext(
  connection: ConnectionContext,
  routeKey: string,
  eventType: WebSocketRequestContext['eventType'],
  now: Date,
): WebSocketRequestContext {
  return {
    routeKey,
    messageId: eventType === 'MESSAGE' ? randomBytes(11).toString('base64') : '',
    eventType,
    extendedRequestId: randomBytes(6).toString('base64'),
    requestTime: gatewayTime(now),
    messageDirection: 'IN',
    stage: connection.stage,
    connectedAt: connection.connectedAt,
    requestTimeEpoch: now.getTime(),
    identity: { sourceIp: connection.sourceIp, ...(connection.userAgent ? { userAgent: connection.userAgent } : {}) },
    requestId: randomUUID(),
    domainName: connection.domainName,
    connectionId: connection.connectionId,
    apiId: connection.apiId,
  };
}

function upgradeHeaders(req: IncomingMessage, sourceIp: string, originVerify: string | undefined) {
  const multiValueHeaders: Record<string, string[]> = {};
  const add = (name: string, value: string) => (multiValueHeaders[name] ??= []).push(value);
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] as string;
    // Whatever the client claims, these are set below, as the edge and API Gateway set them.
    if (/^(x-forwarded-(for|proto|port)|x-origin-verify|cloudfront-viewer-address)$/i.test(name)) continue;
    add(name, req.rawHeaders[i + 1] as string);
  }
  add('X-Forwarded-For', sourceIp);
  add('X-Forwarded-Proto', 'http');
  add('X-Forwarded-Port', String(req.socket.localPort ?? ''));
  // What CloudFront's /live behaviour adds: the viewer's own address and the origin secret.
  add('CloudFront-Viewer-Address', `${sourceIp}:${req.socket.remotePort ?? 0}`);
  if (originVerify) add(ORIGIN_VERIFY_HEADER, originVerify);
  const headers = Object.fromEntries(
    Object.entries(multiValueHeaders).map(([name, values]) => [name, values.join(',')]),
  );
  return { headers, multiValueHeaders };
}

function queryParameters(req: IncomingMessage) {
  const multi: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(rawQueryOf(req.url))) (multi[key] ??= []).push(value);
  if (Object.keys(multi).length === 0) return {};
  // API Gateway's single-value map keeps the last value of a repeated parameter.
  const single = Object.fromEntries(Object.entries(multi).map(([key, values]) => [key, values.at(-1) as string]));
  return { queryStringParameters: single, multiValueQueryStringParameters: multi };
}

export const sourceIpOf = (req: IncomingMessage): string =>
  (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');

export function connectEvent(
  req: IncomingMessage,
  connection: ConnectionContext,
  originVerify: string | undefined,
  now: Date = new Date(),
): WebSocketProxyEvent {
  return {
    ...upgradeHeaders(req, connection.sourceIp, originVerify),
    ...queryParameters(req),
    requestContext: requestContext(connection, '$connect', 'CONNECT', now),
    isBase64Encoded: false,
  };
}

export function messageEvent(connection: ConnectionContext, body: string, now: Date = new Date()): WebSocketProxyEvent {
  return { requestContext: requestContext(connection, '$default', 'MESSAGE', now), body, isBase64Encoded: false };
}

export function disconnectEvent(
  connection: ConnectionContext,
  statusCode: number,
  reason: string,
  now: Date = new Date(),
): WebSocketProxyEvent {
  const headers = { Host: connection.domainName, 'X-Forwarded-For': '' };
  return {
    headers,
    multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, [value]])),
    requestContext: {
      ...requestContext(connection, '$disconnect', 'DISCONNECT', now),
      disconnectStatusCode: statusCode,
      disconnectReason: reason,
    },
    isBase64Encoded: false,
  };
}

/** The $connect integration's answer as API Gateway reads it: its status code (200 when it gave none). */
export function connectStatus(result: unknown): { status: number; headers: Record<string, string>; body?: string } {
  if (typeof result !== 'object' || result === null || !('statusCode' in result)) return { status: 200, headers: {} };
  const { statusCode, headers, body } = result as { statusCode: unknown; headers?: unknown; body?: unknown };
  const status = typeof statusCode === 'number' && Number.isInteger(statusCode) ? statusCode : 502;
  const out: Record<string, string> = {};
  if (typeof headers === 'object' && headers !== null) {
    for (const [name, value] of Object.entries(headers)) if (typeof value === 'string') out[name] = value;
  }
  return { status, headers: out, ...(typeof body === 'string' ? { body } : {}) };
}
