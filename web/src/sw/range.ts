/**
 * Answering a Range request from a stored file. A saved lecture's segments are whole files in Cache
 * Storage; players seldom ask for ranges of HLS segments, but a browser's own player or a PDF viewer
 * may, and a 200 with the whole body where a 206 was asked for breaks them.
 */

type ByteRange = { start: number; end: number } | 'unsatisfiable';

/**
 * The single byte range of a `Range: bytes=…` header against a body of `size` bytes (end inclusive);
 * null when the header is absent, of another unit or asks for several ranges (answered in full).
 */
export function parseRange(header: string | null, size: number): ByteRange | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/i);
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return 'unsatisfiable';
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (end < start) return null;
  return { start, end };
}

/** The stored response as the request asked for it: whole, or the asked range as a 206 (416 when out of range). */
export async function answerRange(stored: Response, rangeHeader: string | null): Promise<Response> {
  if (!rangeHeader || stored.status !== 200) return stored;
  const body = await stored.blob();
  const range = parseRange(rangeHeader, body.size);
  const headers = new Headers(stored.headers);
  if (range === null) return new Response(body, { status: 200, headers });
  if (range === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { 'content-range': `bytes */${body.size}` } });
  }
  headers.set('content-range', `bytes ${range.start}-${range.end}/${body.size}`);
  headers.set('content-length', String(range.end - range.start + 1));
  return new Response(body.slice(range.start, range.end + 1), { status: 206, statusText: 'Partial Content', headers });
}
