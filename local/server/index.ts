/**
 * The one HTTP server of the local stack, standing in for CloudFront: /api/* (and the other API
 * routes) go to the API Gateway adapter, /media/* to the streams (local/server/media.ts), WebSocket
 * upgrades on /live to the WebSocket API twin, everything else to the web app (the static build, or
 * Vite's middleware in --dev), with the same security headers on every response.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { ApiAdapter } from './api';
import type { LocalMedia } from './media';
import { jsonResponse, rawPathOf, sendDynamic, writeResponse } from './http';
import { routeUpgrades, type UpgradeHook } from './upgrade';

export type SiteHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export interface LocalServerOptions {
  api: ApiAdapter;
  site: SiteHandler;
  /** /media/*: the streams, behind signed cookies as CloudFront serves them; omitted → the site answers. */
  media?: LocalMedia;
  /** WebSocket upgrades it claims (/live: the WebSocket API's twin); omitted → only other listeners'. */
  upgrade?: UpgradeHook;
  headers: Record<string, string>;
  /** One line per API request (method, path, status, time); omitted → silent. */
  logRequest?: (line: string) => void;
  logError?: (message: string, error: unknown) => void;
}

/**
 * A promise every API response of this event-loop turn waits for: setImmediate runs after the poll
 * phase has read every socket that was ready, so the answers of one turn go out back to back instead
 * of each as soon as its handler finished, interleaved with the reads. Loopback TCP does the receiver's
 * work and wakes it inside the sender's write(); a client woken once per batch rather than once per
 * answer makes those writes several times cheaper under load (the API section of `npm run bench`
 * measures it). Costs at most one turn of latency, and nothing when idle.
 */
function createTurnBatch(): () => Promise<void> {
  let pending: Promise<void> | null = null;
  return () =>
    (pending ??= new Promise<void>((resolve) =>
      setImmediate(() => {
        pending = null;
        resolve();
      }),
    ));
}

export function createLocalServer(options: LocalServerOptions): Server {
  const { api, site, media, headers, logRequest } = options;
  const logError = options.logError ?? ((message, error) => console.error(message, error));

  const headerEntries = Object.entries(headers);
  const endOfTurn = createTurnBatch();

  const server = createServer(async (req, res) => {
    const started = performance.now();
    for (const [name, value] of headerEntries) res.setHeader(name, value);
    const rawPath = rawPathOf(req.url);
    try {
      if (api.claims(rawPath)) {
        const response = await api.handle(req);
        await endOfTurn();
        await sendDynamic(req, res, response);
        logRequest?.(`${req.method} ${rawPath} → ${response.status} (${Math.round(performance.now() - started)} ms)`);
        return;
      }
      if (media?.claims(rawPath)) {
        await media.handle(req, res);
        return;
      }
      await site(req, res);
    } catch (error) {
      logError(`[local-server] ${req.method} ${rawPath} failed`, error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const failure = jsonResponse(500, { message: 'Something went wrong.' });
      writeResponse(req, res, failure.status, failure.headers, failure.body);
    }
  });
  routeUpgrades(server, options.upgrade);
  return server;
}

export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

export function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
