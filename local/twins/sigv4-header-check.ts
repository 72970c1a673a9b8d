/**
 * An AWS endpoint's check of a request signed in its Authorization header (SigV4), for twins whose
 * callers sign by hand as well as through the SDK. The signature is recomputed with the SDK's own
 * signer over what arrived: the method, the path as sent, the query, the headers the client says it
 * signed with the values it sent, and the body's hash, which must match the hash the client declared.
 * As AWS does, it refuses an unknown key id, a credential scope of another region or service, a
 * timestamp more than 15 minutes off, and any signature that doesn't match.
 */
import { createHash, createHmac, timingSafeEqual, type Hash, type Hmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';

export interface SignedArrival {
  method: string;
  host: string;
  /** The path as sent, still percent-encoded. */
  rawPath: string;
  /** The query string as sent, without "?". */
  rawQuery: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  body: Uint8Array;
}

export type SignatureVerdict =
  { ok: true } | { ok: false; errorType: 'ForbiddenException' | 'InvalidSignatureException'; message: string };

export interface HeaderSignatureOptions {
  credentials: { accessKeyId: string; secretAccessKey: string };
  region: string;
  service: string;
  now?: () => number;
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/\s]+)\/(\d{8})\/([^/\s]+)\/([^/\s]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;
const SKEW_MS = 15 * 60_000;

const toBytes = (data: string | ArrayBuffer | ArrayBufferView): string | Uint8Array =>
  typeof data === 'string'
    ? data
    : data instanceof ArrayBuffer
      ? new Uint8Array(data)
      : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);

/** The signer's hash on node:crypto: keyed (HMAC) when given a key, plain SHA-256 without one. */
export class NodeSha256 {
  private readonly hash: Hash | Hmac;
  constructor(key?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = key === undefined ? createHash('sha256') : createHmac('sha256', toBytes(key));
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(toBytes(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(this.hash.digest());
  }
}

const sha256Hex = (body: Uint8Array): string => createHash('sha256').update(body).digest('hex');

/** "20261128T115145Z" → epoch ms, or NaN. */
function parseAmzDate(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : Number.NaN;
}

function parseQuery(rawQuery: string): Record<string, string> | null {
  const query: Record<string, string> = {};
  if (rawQuery === '') return query;
  try {
    for (const pair of rawQuery.split('&')) {
      const at = pair.indexOf('=');
      query[decodeURIComponent(at === -1 ? pair : pair.slice(0, at))] = decodeURIComponent(
        at === -1 ? '' : pair.slice(at + 1),
      );
    }
    return query;
  } catch {
    return null;
  }
}

const header = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value.join(',') : value;

export function headerSignatureChecker(
  options: HeaderSignatureOptions,
): (arrival: SignedArrival) => Promise<SignatureVerdict> {
  const signer = new SignatureV4({
    credentials: options.credentials,
    region: options.region,
    service: options.service,
    sha256: NodeSha256,
  });
  const now = options.now ?? Date.now;
  const mismatch: SignatureVerdict = {
    ok: false,
    errorType: 'InvalidSignatureException',
    message:
      'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method.',
  };

  return async (arrival) => {
    const match = AUTHORIZATION.exec(header(arrival.headers.authorization) ?? '');
    if (!match) return { ok: false, errorType: 'ForbiddenException', message: 'Missing Authentication Token' };
    const [, keyId, day, region, service, signedList, signature] = match as unknown as string[];
    if (keyId !== options.credentials.accessKeyId)
      return {
        ok: false,
        errorType: 'ForbiddenException',
        message: 'The security token included in the request is invalid.',
      };
    if (region !== options.region || service !== options.service)
      return {
        ok: false,
        errorType: 'InvalidSignatureException',
        message: `Credential should be scoped to ${options.region}/${options.service}.`,
      };
    const amzDate = header(arrival.headers['x-amz-date']) ?? '';
    const signedAt = parseAmzDate(amzDate);
    if (!Number.isFinite(signedAt) || !amzDate.startsWith(day!) || Math.abs(now() - signedAt) > SKEW_MS)
      return { ok: false, errorType: 'InvalidSignatureException', message: 'Signature expired or not yet current.' };
    const declaredHash = header(arrival.headers['x-amz-content-sha256']);
    if (declaredHash !== undefined && declaredHash !== sha256Hex(arrival.body)) return mismatch;
    const query = parseQuery(arrival.rawQuery);
    if (!query) return mismatch;
    const headers: Record<string, string> = {};
    for (const name of signedList!.split(';')) {
      const value = header(arrival.headers[name]);
      if (value === undefined) return mismatch;
      headers[name] = value;
    }
    if (!('host' in headers)) return mismatch;
    const resigned = await signer.sign(
      {
        method: arrival.method,
        protocol: 'http:',
        hostname: arrival.host,
        path: arrival.rawPath,
        query,
        headers,
        body: arrival.body,
      },
      { signingDate: new Date(signedAt), signableHeaders: new Set(signedList!.split(';')) },
    );
    const expected = /Signature=([0-9a-f]{64})/.exec(header(resigned.headers.authorization) ?? '')?.[1] ?? '';
    const given = Buffer.from(signature!);
    return expected.length === given.length && timingSafeEqual(Buffer.from(expected), given) ? { ok: true } : mismatch;
  };
}
