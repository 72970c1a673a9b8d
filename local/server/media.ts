/**
 * The local twin of CloudFront's /media/* behaviours: GET and HEAD of the streams bucket, the object
 * key being the URL path. A gated folder's objects need valid signed cookies (local/twins/media-cookies.ts),
 * checked as CloudFront checks them; free is public. Range requests, ETag revalidation and the
 * cache headers follow what the cloud passes through (infra/media-caching.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { parseCookies } from '../../functions/shared/cookies';
import { MEDIA_PREFIX } from '../../functions/domain/streaming/layout';
import { mediaCachingFor, PUBLIC_MEDIA_FOLDERS } from '../../infra/media-caching';
import { rawPathOf, rawQueryOf, writeResponse } from './http';
import { verifyMediaCookies } from '../twins/media-cookies';

export interface LocalMediaOptions {
  s3: S3Client;
  bucket: string;
  /** Trusted key pair ids and their public keys (the key group). */
  keys: ReadonlyMap<string, string>;
  /**
   * The site's configured origin (SITE_ORIGIN, the one the cookies' policy names). CloudFront matches
   * the policy against the distribution's own domain, never a name the client chose, so the URL
   * checked here is this origin plus the request's path and query; the Host header plays no part.
   */
  siteOrigin: () => string;
  now?: () => number;
}

export interface LocalMedia {
  claims(rawPath: string): boolean;
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
};

const typeOf = (key: string, stored: string | undefined): string =>
  TYPES[key.slice(key.lastIndexOf('.'))] ?? stored ?? 'application/octet-stream';

// CloudFront answers refusals with a small XML body; the status is what clients act on.
function refuse(req: IncomingMessage, res: ServerResponse, status: number, code: string): void {
  const body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;
  writeResponse(req, res, status, { 'content-type': 'text/xml', 'cache-control': 'no-store' }, Buffer.from(body));
}

// S3 refuses keys longer than 1024 bytes with 400 KeyTooLongError; CloudFront passes that through.
const MAX_KEY_BYTES = 1024;
// No file system under s3rver holds a longer name, and the streams layout never makes one, so such a
// segment names nothing: S3 would find no object, which origin access control answers with 403.
const MAX_SEGMENT_BYTES = 255;

function keyOf(rawPath: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  const segments = path.slice(1).split('/');
  const unsafe = (s: string) =>
    s === '' || s === '.' || s === '..' || s.includes('\\') || [...s].some((c) => c.charCodeAt(0) < 0x20);
  if (segments.some(unsafe)) return null;
  return segments.join('/');
}

const urlOf = (origin: string, rawPath: string, query: string): string =>
  `${origin.replace(/\/+$/, '')}${rawPath}${query ? `?${query}` : ''}`;

const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

export function createLocalMedia(options: LocalMediaOptions): LocalMedia {
  const now = options.now ?? Date.now;
  const prefix = `/${MEDIA_PREFIX}/`;
  return {
    claims: (rawPath) => rawPath.startsWith(prefix),
    async handle(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(req, res, 403, 'MethodNotAllowed');
      const rawPath = rawPathOf(req.url);
      const key = keyOf(rawPath);
      const folder = key?.split('/')[1];
      if (!key || !folder) return refuse(req, res, 400, 'InvalidURI');
      if (Buffer.byteLength(key) > MAX_KEY_BYTES) return refuse(req, res, 400, 'KeyTooLongError');
      if (!(PUBLIC_MEDIA_FOLDERS as readonly string[]).includes(folder)) {
        const verdict = verifyMediaCookies({
          cookies: parseCookies(req.headers.cookie ? [req.headers.cookie] : []),
          url: urlOf(options.siteOrigin(), rawPath, rawQueryOf(req.url)),
          nowMs: now(),
          sourceIp: req.socket.remoteAddress ?? '',
          keys: options.keys,
        });
        if (!verdict.allowed) return refuse(req, res, 403, 'AccessDenied');
      }
      if (key.split('/').some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES)) {
        return refuse(req, res, 403, 'AccessDenied');
      }
      await serveObject(req, res, options, key);
    },
  };
}

async function serveObject(req: IncomingMessage, res: ServerResponse, options: LocalMediaOptions, key: string) {
  let object;
  try {
    object = await options.s3.send(
      new GetObjectCommand({
        Bucket: options.bucket,
        Key: key,
        Range: req.headers.range,
        IfNoneMatch: req.headers['if-none-match'],
      }),
    );
  } catch (error) {
    const status = statusOf(error);
    if (status === 304) return writeResponse(req, res, 304, {}, Buffer.alloc(0));
    if (status === 416) return refuse(req, res, 416, 'InvalidRange');
    // Through origin access control S3 may not list the bucket, so a missing key is a 403 there too.
    if (status === 404 || status === 403) return refuse(req, res, 403, 'AccessDenied');
    throw error;
  }
  const headers: Record<string, string> = {
    'content-type': typeOf(key, object.ContentType),
    'cache-control': mediaCachingFor(key).cacheControl,
    'accept-ranges': 'bytes',
  };
  if (object.ContentLength !== undefined) headers['content-length'] = String(object.ContentLength);
  if (object.ContentRange) headers['content-range'] = object.ContentRange;
  if (object.ETag) headers.etag = object.ETag;
  if (object.LastModified) headers['last-modified'] = object.LastModified.toUTCString();
  res.writeHead(object.ContentRange ? 206 : 200, headers);
  const body = object.Body as Readable | undefined;
  if (req.method === 'HEAD' || !body) {
    body?.destroy();
    res.end();
    return;
  }
  await pipeline(body, res);
}
