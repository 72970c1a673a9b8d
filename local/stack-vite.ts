/**
 * The site in development: Vite in middleware mode on the stack's own HTTP server (hot reload over
 * the same port), in place of the production build's static handler.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { VITE_CONFIG } from './config';
import type { SiteHandler } from './server';

export async function viteSite(server: Server): Promise<{ site: SiteHandler; close(): Promise<void> }> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: VITE_CONFIG,
    server: { middlewareMode: { server }, ws: { server } },
    appType: 'spa',
  });
  const site: SiteHandler = (req: IncomingMessage, res: ServerResponse) =>
    new Promise<void>((resolve) => {
      res.once('close', resolve);
      vite.middlewares(req, res, () => {
        res.statusCode = 404;
        res.end('Not found');
      });
    });
  return { site, close: () => vite.close() };
}
