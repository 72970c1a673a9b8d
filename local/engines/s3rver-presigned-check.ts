/**
 * S3's check of a presigned request, which s3rver skips. s3rver reads a query-string SigV4
 * signature's key id and expiry but never recomputes the signature ("unimplemented"), so locally a
 * presigned PUT of another size or type than the one signed — or to another key — was stored where
 * S3 answers 403 SignatureDoesNotMatch. The server's checks of a declared type and size (slips,
 * quiz images, tutes, videos, multipart parts) then meant nothing on the local stack.
 *
 * Here the signature is recomputed from the request as it arrived, the way S3 does it: the method,
 * the path decoded and re-encoded segment by segment, every query parameter but the signature, the
 * signed headers with the values the client actually sent, and the payload hash the URL names
 * (UNSIGNED-PAYLOAD for the SDK's presigner). The credential scope must name this region and S3.
 * Preflights (OPTIONS) carry no signature of their own, as on S3.
 *
 * Requests signed in the Authorization header come only from the SDK inside our own handlers and
 * twins, which always sign correctly; s3rver's own handling of them is kept.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';

export interface ArrivedRequest {
  method: string;
  /** The path as sent, still percent-encoded. */
  rawPath: string;
  /** The query string as sent, without "?". */
  rawQuery: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

export type PresignVerdict =
  | { ok: true }
  | {
      ok: false;
      code: 'SignatureDoesNotMatch' | 'AuthorizationQueryParametersError' | 'InvalidAccessKeyId';
      message: string;
    };

const ALGORITHM = 'AWS4-HMAC-SHA256';

/** S3's URI encoding: encodeURIComponent plus the four characters it leaves alone. */
const encodeRfc3986 = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: Buffer | string, text: string): Buffer => createHmac('sha256', key).update(text, 'utf8').digest();

function parseQuery(rawQuery: string): [string, string][] | null {
  if (rawQuery === '') return [];
  try {
    return rawQuery.split('&').map((pair) => {
      const at = pair.indexOf('=');
      const name = at === -1 ? pair : pair.slice(0, at);
      const value = at === -1 ? '' : pair.slice(at + 1);
      return [decodeURIComponent(name), decodeURIComponent(value)];
    });
  } catch {
    return null;
  }
}

function canonicalPath(rawPath: string): string | null {
  try {
    return rawPath
      .split('/')
      .map((segment) => encodeRfc3986(decodeURIComponent(segment)))
      .join('/');
  } catch {
    return null;
  }
}

const headerValue = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');

const mismatch = (message: string): PresignVerdict => ({ ok: false, code: 'SignatureDoesNotMatch', message });

/**
 * Whether a query-string SigV4 request carries the signature S3 would compute for it. Only called
 * for requests whose query has X-Amz-Algorithm; missing parameters are s3rver's to refuse.
 */
export function verifyPresigned(
  request: ArrivedRequest,
  secretOf: (accessKeyId: string) => string | undefined,
  region: string,
): PresignVerdict {
  const query = parseQuery(request.rawQuery);
  const path = canonicalPath(request.rawPath);
  if (!query || path === null) return mismatch('The request is not valid percent-encoding.');
  const param = (name: string) => query.find(([key]) => key === name)?.[1];
  const credential = param('X-Amz-Credential');
  const amzDate = param('X-Amz-Date');
  const signedHeaders = param('X-Amz-SignedHeaders');
  const provided = param('X-Amz-Signature');
  if (param('X-Amz-Algorithm') !== ALGORITHM || !credential || !amzDate || !signedHeaders || !provided) {
    return { ok: true };
  }

  const [accessKeyId = '', ...scopeParts] = credential.split('/');
  const [day, scopeRegion, service, terminator] = scopeParts;
  if (scopeParts.length !== 4 || day !== amzDate.slice(0, 8) || service !== 's3' || terminator !== 'aws4_request') {
    return {
      ok: false,
      code: 'AuthorizationQueryParametersError',
      message: 'Error parsing the X-Amz-Credential parameter.',
    };
  }
  if (scopeRegion !== region) {
    return {
      ok: false,
      code: 'AuthorizationQueryParametersError',
      message: `Error parsing the X-Amz-Credential parameter; the region '${scopeRegion}' is wrong; expecting '${region}'`,
    };
  }
  const secret = secretOf(accessKeyId);
  if (secret === undefined) {
    return {
      ok: false,
      code: 'InvalidAccessKeyId',
      message: 'The AWS Access Key Id you provided does not exist in our records.',
    };
  }

  const canonicalQuery = query
    .filter(([key]) => key !== 'X-Amz-Signature')
    .map(([key, value]) => [encodeRfc3986(key), encodeRfc3986(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const names = signedHeaders.split(';');
  const canonicalHeaders = names.map((name) => `${name}:${headerValue(request.headers[name])}\n`).join('');
  const payloadHash = param('X-Amz-Content-Sha256') ?? headerValue(request.headers['x-amz-content-sha256']);
  const canonicalRequest = [
    request.method.toUpperCase(),
    path,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash || 'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = scopeParts.join('/');
  const stringToSign = [ALGORITHM, amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = [day, scopeRegion, service, terminator].reduce<Buffer | string>(
    (key, part) => hmac(key, part),
    `AWS4${secret}`,
  );
  const expected = Buffer.from(createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex'));
  const given = Buffer.from(provided);
  if (given.length === expected.length && timingSafeEqual(given, expected)) return { ok: true };
  return mismatch(
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
  );
}

interface KoaContext {
  method: string;
  path: string;
  querystring: string;
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
}
type Middleware = (ctx: KoaContext, next: () => Promise<unknown>) => Promise<unknown>;
interface RouterLayer {
  stack: Middleware[];
}

const require = createRequire(import.meta.url);
const S3Error = require('s3rver/lib/models/error') as new (code: string, message: string) => Error;
const accounts = (
  require('s3rver/lib/models/account') as { registry: Map<string, { accessKeys: Map<string, string> }> }
).registry;
const router = require('s3rver/lib/routes') as { stack: RouterLayer[] };

const secretOf = (accessKeyId: string): string | undefined => accounts.get(accessKeyId)?.accessKeys.get(accessKeyId);

/**
 * Puts the check in front of s3rver's own authentication step, after its CORS step, so that a
 * refusal reaches a browser with the CORS headers S3 sends on errors too. s3rver's router is one
 * module shared by every engine in the process: a step already wrapped is named otherwise, so a
 * second engine leaves it as it is.
 */
export function checkPresignedSignatures(region: string): void {
  for (const layer of router.stack) {
    layer.stack = layer.stack.map((middleware) => {
      if (middleware.name !== 'authentication') return middleware;
      const checked: Middleware = async (ctx, next) => {
        if (ctx.method !== 'OPTIONS' && 'X-Amz-Algorithm' in ctx.query) {
          const verdict = verifyPresigned(
            { method: ctx.method, rawPath: ctx.path, rawQuery: ctx.querystring, headers: ctx.headers },
            secretOf,
            region,
          );
          if (!verdict.ok) throw new S3Error(verdict.code, verdict.message);
        }
        return middleware(ctx, next);
      };
      return checked;
    });
  }
}
