/**
 * A local twin of API Gateway's WebSocket API for the local stack and the tests. The site's server
 * hands it the upgrade requests for its path (/live): each becomes the same `$connect` event the cloud
 * sends the live Lambda, and the handshake completes only when the handler answers 2xx — otherwise the
 * client gets the handler's status as a plain HTTP response (401, 403, 404 …). Each text frame is a
 * `$default` event, each close a `$disconnect`. Messages to clients go the cloud's way too: through
 * the management API (POST /@connections/{id}) on the twin's own loopback listener, which the SDK's
 * ApiGatewayManagementApiClient reaches at `callbackUrl`.
 *
 * It refuses what API Gateway refuses: frames over 32 KB (close 1009) and binary frames (close 1003),
 * connections idle for 10 minutes or open for 2 hours (close 1001), posts over 128 KB, posts to a
 * connection whose $connect has not completed or that has closed (410). Many connections cost no
 * timers of their own: one sweep enforces the idle and duration limits for all of them.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { close as closeServer, listen } from '../server';
import { refuseUpgrade, type UpgradeHook } from '../server/upgrade';
import {
  connectEvent,
  connectStatus,
  disconnectEvent,
  messageEvent,
  newConnectionId,
  sourceIpOf,
  type ConnectionContext,
  type WebSocketHandler,
} from './websocket-events';
import { createManagementServer, type ManagedConnection, type ManagementOptions } from './websocket-management';

export interface GatewayLimits {
  /** API Gateway's WebSocket frame limit. */
  maxFrameBytes: number;
  idleTimeoutMs: number;
  maxDurationMs: number;
  /** How often the idle and duration limits are enforced. */
  sweepIntervalMs: number;
}

export const API_GATEWAY_LIMITS: GatewayLimits = {
  maxFrameBytes: 32 * 1024,
  idleTimeoutMs: 10 * 60_000,
  maxDurationMs: 2 * 60 * 60_000,
  sweepIntervalMs: 5_000,
};

export interface LiveGatewayOptions {
  /** The live Lambda's handler: $connect, $default and $disconnect. */
  handler: WebSocketHandler;
  /** The path upgrades are accepted on. */
  path?: string;
  stage?: string;
  apiId?: string;
  /** The management API's port (0: any free one) and interface. */
  managementPort?: number;
  host?: string;
  /** The key and region the management API's callers must sign with. */
  signing: ManagementOptions['signing'];
  /** The origin secret CloudFront adds to what it forwards; a function is asked per connection. */
  originVerify?: () => string | undefined;
  limits?: Partial<GatewayLimits>;
  log?: (line: string) => void;
}

export interface LiveGateway extends UpgradeHook {
  /** What LIVE_CALLBACK_URL names: the management API's endpoint, stage included. */
  callbackUrl: string;
  environment: { LIVE_CALLBACK_URL: string };
  /** Ids of the connections open now. */
  connectionIds(): string[];
  stop(): Promise<void>;
}

interface Connection extends ManagedConnection {
  context: ConnectionContext;
  socket: WebSocket;
}

/** What API Gateway tells $disconnect, by close code. */
function disconnectReason(code: number): string {
  if (code === 1005) return 'Client-side close frame status not set';
  if (code === 1006) return 'Connection closed abnormally';
  return code === 1000 ? 'Client-side close frame status set to 1000' : `Connection closed with status ${code}`;
}

export async function startLiveGateway(options: LiveGatewayOptions): Promise<LiveGateway> {
  const path = options.path ?? '/live';
  const stage = options.stage ?? 'local';
  const apiId = options.apiId ?? 'local';
  const limits = { ...API_GATEWAY_LIMITS, ...options.limits };
  const log = options.log ?? ((line: string) => console.error(line));
  const connections = new Map<string, Connection>();
  const wss = new WebSocketServer({
    noServer: true,
    perMessageDeflate: false,
    maxPayload: limits.maxFrameBytes,
    // API Gateway returns the subprotocol only if the $connect integration chose one (handled below).
    handleProtocols: () => false,
  });

  const management = createManagementServer({
    stage,
    signing: options.signing,
    lookup: (id) => connections.get(id),
  });
  const host = options.host ?? '127.0.0.1';
  const port = await listen(management, options.managementPort ?? 0, host);
  const callbackUrl = `http://${host}:${port}/${stage}`;

  // Invocations still running, so stop() can let the last $disconnects finish before the engines go.
  const running = new Set<Promise<unknown>>();
  const invoke = (event: Parameters<WebSocketHandler>[0]): Promise<unknown> => {
    const invocation = options.handler(event);
    running.add(invocation);
    const settled = () => running.delete(invocation);
    invocation.then(settled, settled);
    return invocation;
  };

  const open = (context: ConnectionContext, socket: WebSocket) => {
    const connection: Connection = {
      context,
      socket,
      connectedAt: context.connectedAt,
      lastActiveAt: Date.now(),
      sourceIp: context.sourceIp,
      userAgent: context.userAgent,
      send: (data) => socket.send(data),
      close: () => socket.close(1000),
    };
    connections.set(context.connectionId, connection);
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        socket.close(1003, 'Binary frames are not supported');
        return;
      }
      connection.lastActiveAt = Date.now();
      // The default binaryType hands every message over as one Buffer.
      const body = (data as Buffer).toString('utf8');
      invoke(messageEvent(context, body)).catch((error: unknown) => {
        log(`[live] $default failed on ${context.connectionId}: ${String(error)}`);
        // What API Gateway sends the client when the integration fails.
        if (socket.readyState === socket.OPEN) {
          socket.send(
            JSON.stringify({ message: 'Internal server error', connectionId: context.connectionId, requestId: '' }),
          );
        }
      });
    });
    socket.on('error', () => undefined);
    socket.on('close', (code, reason) => {
      connections.delete(context.connectionId);
      const text = reason.length > 0 ? reason.toString('utf8') : disconnectReason(code);
      invoke(disconnectEvent(context, code, text)).catch((error: unknown) =>
        log(`[live] $disconnect failed on ${context.connectionId}: ${String(error)}`),
      );
    });
  };

  const handleUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => undefined);
    const connectedAt = Date.now();
    const context: ConnectionContext = {
      connectionId: newConnectionId(),
      connectedAt,
      apiId,
      stage,
      domainName: (req.headers.host ?? 'localhost').replace(/:\d+$/, ''),
      sourceIp: sourceIpOf(req),
      userAgent: req.headers['user-agent'],
    };
    invoke(connectEvent(req, context, options.originVerify?.()))
      .then(connectStatus, (error: unknown) => {
        log(`[live] $connect failed: ${String(error)}`);
        return { status: 500, headers: {}, body: JSON.stringify({ message: 'Internal server error' }) };
      })
      .then(({ status, headers, body }) => {
        if (socket.destroyed) return;
        if (status < 200 || status > 299) {
          refuseUpgrade(socket, status, body);
          return;
        }
        const chosen = Object.entries(headers).find(([name]) => name.toLowerCase() === 'sec-websocket-protocol')?.[1];
        if (chosen) req.headers['sec-websocket-protocol'] = chosen;
        else delete req.headers['sec-websocket-protocol'];
        wss.handleUpgrade(req, socket, head, (ws) => open(context, ws));
      })
      .catch((error: unknown) => {
        log(`[live] upgrade failed: ${String(error)}`);
        socket.destroy();
      });
  };

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const connection of connections.values()) {
      if (now - connection.connectedAt >= limits.maxDurationMs) connection.socket.close(1001, 'Going away');
      else if (now - connection.lastActiveAt >= limits.idleTimeoutMs) connection.socket.close(1001, 'Going away');
    }
  }, limits.sweepIntervalMs);
  sweep.unref();

  return {
    callbackUrl,
    environment: { LIVE_CALLBACK_URL: callbackUrl },
    claims: (rawPath) => rawPath === path,
    handleUpgrade,
    connectionIds: () => [...connections.keys()],
    async stop() {
      clearInterval(sweep);
      for (const connection of connections.values()) connection.socket.terminate();
      // A terminated socket's close (and its $disconnect) comes on a later turn.
      while (connections.size > 0) await new Promise((resolve) => setImmediate(resolve));
      await Promise.allSettled([...running]);
      await closeServer(management);
    },
  };
}
