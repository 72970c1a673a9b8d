/**
 * The WebSocket API's management API (the `@connections` endpoint), on its own loopback listener so
 * that ApiGatewayManagementApiClient, pointed at its URL, works unchanged: PostToConnection,
 * GetConnection and DeleteConnection, with API Gateway's refusals and error shape (the error's name
 * in x-amzn-ErrorType, the text in `message`). As in API Gateway, the stage is the URL's first path
 * segment, and a request must carry a valid SigV4 signature for the execute-api service.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { headerSignatureChecker, type HeaderSignatureOptions } from './sigv4-header-check';

/** PostToConnection's payload limit. */
export const MAX_POST_BYTES = 128 * 1024;

export interface ManagedConnection {
  connectedAt: number;
  lastActiveAt: number;
  sourceIp: string;
  userAgent?: string;
  /** Sends one text frame. */
  send(data: string): void;
  /** Closes from the server side, as DeleteConnection does. */
  close(): void;
}

export interface ManagementOptions {
  stage: string;
  /** The key and region requests must be signed with. */
  signing: Omit<HeaderSignatureOptions, 'service'>;
  /** The open connections by id; an id not here is gone. */
  lookup(connectionId: string): ManagedConnection | undefined;
}

function sendError(res: ServerResponse, status: number, errorType: string, message: string): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'x-amzn-requestid': randomUUID(),
    'x-amzn-errortype': errorType,
  });
  res.end(JSON.stringify({ message }));
}

/** Reads at most `limit` + 1 bytes; the rest is drained so the client can read the answer. */
async function readLimited(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of req) {
    length += (chunk as Buffer).length;
    if (length <= limit) chunks.push(chunk as Buffer);
  }
  return length > limit ? null : Buffer.concat(chunks);
}

type Verify = ReturnType<typeof headerSignatureChecker>;

async function serve(
  req: IncomingMessage,
  res: ServerResponse,
  options: ManagementOptions,
  verify: Verify,
): Promise<void> {
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const match = /^\/([^/]+)\/@connections\/([^/]+)$/.exec(rawPath);
  if (!match || decodeURIComponent(match[1] as string) !== options.stage) {
    req.resume();
    sendError(res, 403, 'ForbiddenException', 'Forbidden');
    return;
  }
  const body = await readLimited(req, MAX_POST_BYTES);
  if (body === null) {
    sendError(res, 413, 'PayloadTooLargeException', 'Message too long');
    return;
  }
  const verdict = await verify({
    method: req.method ?? 'GET',
    host: req.headers.host ?? '',
    rawPath,
    rawQuery: queryAt === -1 ? '' : url.slice(queryAt + 1),
    headers: req.headers,
    body,
  });
  if (!verdict.ok) {
    sendError(res, 403, verdict.errorType, verdict.message);
    return;
  }
  const connectionId = decodeURIComponent(match[2] as string);
  if (req.method === 'POST') {
    const connection = options.lookup(connectionId);
    if (!connection) {
      sendError(res, 410, 'GoneException', '');
      return;
    }
    connection.send(body.toString('utf8'));
    res.writeHead(200, { 'content-type': 'application/json', 'x-amzn-requestid': randomUUID() }).end('{}');
    return;
  }
  const connection = options.lookup(connectionId);
  if (!connection) {
    sendError(res, 410, 'GoneException', '');
    return;
  }
  if (req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'application/json', 'x-amzn-requestid': randomUUID() });
    res.end(
      JSON.stringify({
        connectedAt: new Date(connection.connectedAt).toISOString(),
        identity: {
          sourceIp: connection.sourceIp,
          ...(connection.userAgent ? { userAgent: connection.userAgent } : {}),
        },
        lastActiveAt: new Date(connection.lastActiveAt).toISOString(),
      }),
    );
    return;
  }
  if (req.method === 'DELETE') {
    connection.close();
    res.writeHead(204, { 'x-amzn-requestid': randomUUID() }).end();
    return;
  }
  sendError(res, 403, 'ForbiddenException', 'Forbidden');
}

/**
 * Node closes an idle keep-alive socket after 5 s, while the SDK's agent keeps it for reuse: a
 * broadcast after a quiet spell (a question's time) would then write into a socket the server just
 * closed and fail with ECONNRESET. API Gateway's endpoint keeps idle connections far longer.
 */
export const KEEP_ALIVE_MS = 120_000;

export function createManagementServer(options: ManagementOptions): Server {
  const verify = headerSignatureChecker({ ...options.signing, service: 'execute-api' });
  const server = createServer((req, res) => {
    serve(req, res, options, verify).catch(() => {
      if (!res.headersSent) sendError(res, 500, 'InternalServerErrorException', 'Internal server error');
      else res.destroy();
    });
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
