/**
 * WebSocket upgrades on the site's server: the paths a hook claims (/live, the WebSocket API's twin)
 * go to it; any other path is left to another listener when there is one (Vite's HMR in --dev) and
 * refused with a plain 404 otherwise, as CloudFront answers a path no behaviour serves.
 */
import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { rawPathOf } from './http';

export interface UpgradeHook {
  claims(rawPath: string): boolean;
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
}

/** Answers an upgrade request with a plain HTTP status instead of the handshake. */
export function refuseUpgrade(socket: Duplex, status: number, body?: string): void {
  const text = body ?? JSON.stringify({ message: STATUS_CODES[status] ?? 'Error' });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}

export function routeUpgrades(server: Server, hook: UpgradeHook | undefined): void {
  // An upgraded socket is no longer one of the server's HTTP connections, so closeAllConnections()
  // would leave it open and server.close() would wait for every phone to hang up.
  const upgraded = new Set<Duplex>();
  const closeHttp = server.closeAllConnections.bind(server);
  server.closeAllConnections = () => {
    closeHttp();
    for (const socket of upgraded) socket.destroy();
  };
  const listener = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (hook?.claims(rawPathOf(req.url))) {
      upgraded.add(socket);
      socket.once('close', () => upgraded.delete(socket));
      hook.handleUpgrade(req, socket, head);
      return;
    }
    if (server.listeners('upgrade').every((other) => other === listener)) refuseUpgrade(socket, 404);
  };
  server.on('upgrade', listener);
}
