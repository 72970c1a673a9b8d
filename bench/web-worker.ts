/**
 * The service worker's own size for the web section: /sw.js as the local server sends it with only
 * gzip, then only brotli, accepted (body bytes on the wire). The page asks for it after its load
 * event, so it is never part of a page's first-load figures; this row shows what it costs on top.
 */
import { request } from 'node:http';
import type { Encoding } from './web-load';

export const WORKER_PATH = '/sw.js';

export interface WorkerSize {
  /** Body bytes on the wire per encoding. */
  gzip: number;
  br: number;
}

function bodyBytes(baseUrl: string, encoding: Encoding): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(WORKER_PATH, baseUrl), { headers: { 'accept-encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => {
        const got = res.headers['content-encoding'];
        if (res.statusCode !== 200) reject(new Error(`${WORKER_PATH}: status ${res.statusCode}`));
        else if (got !== encoding) reject(new Error(`${WORKER_PATH} came as ${got ?? 'identity'}, not ${encoding}`));
        else resolve(bytes);
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export async function measureWorker(baseUrl: string): Promise<WorkerSize> {
  return { gzip: await bodyBytes(baseUrl, 'gzip'), br: await bodyBytes(baseUrl, 'br') };
}
