/**
 * Response compression as CloudFront does it: brotli or gzip chosen from Accept-Encoding, for
 * text-like types between 1 000 bytes and 10 MB. Many students are on prepaid mobile data, so the
 * local server should show the same transfer sizes the cloud will.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const MIN_COMPRESS_BYTES = 1000;
export const MAX_COMPRESS_BYTES = 10_000_000;

const TEXT_TYPES = new Set([
  'application/json',
  'application/javascript',
  'application/x-javascript',
  'application/xml',
  'application/xhtml+xml',
  'application/manifest+json',
  'application/ld+json',
  'application/wasm',
  'image/svg+xml',
  'image/x-icon',
  'image/vnd.microsoft.icon',
  'font/ttf',
  'font/otf',
]);

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Types whose bodies are text (sent to handlers as-is rather than base64). */
export function isTextType(contentType: string | undefined): boolean {
  const type = mediaType(contentType);
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type === 'application/javascript' ||
    type === 'application/xml' ||
    type.endsWith('+json') ||
    type.endsWith('+xml')
  );
}

/** Types worth compressing (already-compressed images, video, fonts and archives are not). */
export function isCompressible(contentType: string | undefined): boolean {
  const type = mediaType(contentType);
  return type.startsWith('text/') || TEXT_TYPES.has(type) || type.endsWith('+json') || type.endsWith('+xml');
}

/** Picks br over gzip when both are acceptable; honours q=0. */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    weights.set(name, q ? Number(q[1]) : 1);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const candidates = (['br', 'gzip'] as const).filter((e) => weightOf(e) > 0);
  if (candidates.length === 0) return null;
  return candidates.reduce((best, e) => (weightOf(e) > weightOf(best) ? e : best));
}

export interface CompressLevel {
  /** Static files are compressed once and cached, so they get the slow, small setting. */
  readonly effort: 'max' | 'fast';
}

export function compress(body: Buffer, encoding: Encoding, { effort }: CompressLevel): Promise<Buffer> {
  if (encoding === 'gzip') return gz(body, { level: effort === 'max' ? 9 : 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === 'max' ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

export function shouldCompress(contentType: string | undefined, size: number): boolean {
  return isCompressible(contentType) && size >= MIN_COMPRESS_BYTES && size <= MAX_COMPRESS_BYTES;
}
