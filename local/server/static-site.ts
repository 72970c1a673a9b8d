/**
 * Serves the Vite build (web/dist) the way CloudFront serves the site bucket: hashed /assets/*
 * cached for a year, everything else (index.html, the service worker /sw.js, the manifest, served as
 * application/manifest+json) revalidated every time, SPA fallback to index.html for client
 * routes (not for missing files), and brotli/gzip chosen per request. Compressed variants are made once per file version
 * and kept in memory.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, posix, relative, resolve, sep } from 'node:path';
import { compress, negotiateEncoding, shouldCompress, type Encoding } from './compress';
import { addVary, rawPathOf, writeResponse, type HeaderMap } from './http';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.wasm': 'application/wasm',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

interface CachedFile {
  /** mtime and size: a rebuild while the server runs is picked up on the next request. */
  version: string;
  body: Buffer;
  type: string;
  hash: string;
  encoded: Map<Encoding, Promise<Buffer>>;
}

export interface StaticSite {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Compresses every compressible file ahead of the first request. */
  warm(): Promise<void>;
}

function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}

function plain(req: IncomingMessage, res: ServerResponse, status: number, text: string, headers: HeaderMap = {}): void {
  writeResponse(
    req,
    res,
    status,
    { 'content-type': 'text/plain; charset=utf-8', 'cache-control': REVALIDATE, ...headers },
    Buffer.from(text),
  );
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? listFiles(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]),
    ),
  );
  return nested.flat();
}

export function createStaticSite(distDir: string): StaticSite {
  const root = resolve(distDir);
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(
      `${relative(process.cwd(), indexPath) || indexPath} is missing: build the web app first (npm run build:web).`,
    );
  }
  const cache = new Map<string, CachedFile>();

  const load = async (path: string): Promise<CachedFile | null> => {
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    const version = `${info.mtimeMs}:${info.size}`;
    const cached = cache.get(path);
    if (cached?.version === version) return cached;
    const body = await readFile(path);
    const file: CachedFile = {
      version,
      body,
      type: contentTypeOf(path),
      hash: createHash('sha256').update(body).digest('base64url').slice(0, 27),
      encoded: new Map(),
    };
    cache.set(path, file);
    return file;
  };

  const encodedBody = (file: CachedFile, encoding: Encoding): Promise<Buffer> => {
    let pending = file.encoded.get(encoding);
    if (!pending) {
      pending = compress(file.body, encoding, { effort: 'max' });
      file.encoded.set(encoding, pending);
    }
    return pending;
  };

  return {
    async handle(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        plain(req, res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
        return;
      }
      let path: string;
      try {
        path = posix.normalize(decodeURIComponent(rawPathOf(req.url)));
      } catch {
        plain(req, res, 400, 'Bad request');
        return;
      }
      const target = path === '/' ? indexPath : join(root, path);
      if (path.includes('\0') || !(target === root || target.startsWith(root + sep))) {
        plain(req, res, 404, 'Not found');
        return;
      }
      const isAsset = path.startsWith('/assets/');
      let file = await load(target);
      if (!file) {
        // Client-side routes (/login, /admin/overview …) get the app, by the cloud's rule (infra/web.ts
        // SpaRewrite): a last segment without a dot. A missing file (hashed asset, image) is a real 404.
        if (isAsset || path.slice(path.lastIndexOf('/') + 1).includes('.')) {
          plain(req, res, 404, 'Not found');
          return;
        }
        file = await load(indexPath);
        if (!file) throw new Error(`${indexPath} disappeared; rebuild the web app.`);
      }

      const headers: HeaderMap = { 'content-type': file.type, 'cache-control': isAsset ? IMMUTABLE : REVALIDATE };
      let body = file.body;
      let etag = `"${file.hash}"`;
      if (shouldCompress(file.type, file.body.length)) {
        addVary(headers, 'Accept-Encoding');
        const encoding = negotiateEncoding(req.headers['accept-encoding']);
        if (encoding) {
          body = await encodedBody(file, encoding);
          headers['content-encoding'] = encoding;
          etag = `"${file.hash}-${encoding}"`;
        }
      }
      headers.etag = etag;
      if (etagMatches(req.headers['if-none-match'], etag)) {
        writeResponse(req, res, 304, headers, Buffer.alloc(0));
        return;
      }
      writeResponse(req, res, 200, headers, body);
    },

    async warm() {
      for (const path of await listFiles(root)) {
        const file = await load(path);
        if (!file || !shouldCompress(file.type, file.body.length)) continue;
        // One at a time: warming must not starve request handling on a 2-core laptop.
        await encodedBody(file, 'br');
        await encodedBody(file, 'gzip');
      }
    },
  };
}
