/**
 * CloudFront's check of signed cookies, for the local /media server: the key pair id must name a
 * trusted key, the signature (RSA-SHA1 by default, RSA-SHA256 when CloudFront-Hash-Algorithm says
 * so) must verify over the policy, the policy's resource must match the requested URL (with `*` and
 * `?` wildcards), and its conditions must hold now: DateLessThan (required), DateGreaterThan and
 * IpAddress when present. Pure: the caller supplies the clock, the client address and the keys.
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { verify, type KeyObject } from 'node:crypto';

export interface MediaCookieCheck {
  cookies: Readonly<Record<string, string>>;
  /** The full URL as requested: scheme, host, path and query. */
  url: string;
  nowMs: number;
  sourceIp: string;
  /** Trusted key pair ids and their public keys (PEM or KeyObject). */
  keys: ReadonlyMap<string, string | KeyObject>;
}

export type MediaVerdict = { allowed: true } | { allowed: false; reason: string };

/** CloudFront's URL-safe base64: `-`, `_`, `~` stand for `+`, `=`, `/`. */
export function fromCloudFrontBase64(value: string): Buffer | null {
  if (!/^[A-Za-z0-9\-_~]*$/.test(value)) return null;
  return Buffer.from(value.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/'), 'base64');
}

/** CloudFront resource wildcards: `*` any run of characters (none included), `?` exactly one. */
export function resourceMatches(resource: string, url: string): boolean {
  const source = [...resource]
    .map((char) => (char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[.+^${}()|[\]\\/]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`, 's').test(url);
}

const deny = (reason: string): MediaVerdict => ({ allowed: false, reason });

function cannedPolicy(url: string, expires: string): string {
  return `{"Statement":[{"Resource":"${url}","Condition":{"DateLessThan":{"AWS:EpochTime":${expires}}}}]}`;
}

function ipAllowed(cidr: unknown, sourceIp: string): boolean {
  if (typeof cidr !== 'string') return false;
  const [address = '', bits] = cidr.split('/');
  const ip = sourceIp.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
  const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
  if (!family) return false;
  const prefix = bits === undefined ? (family === 'ipv4' ? 32 : 128) : Number(bits);
  if (!Number.isInteger(prefix)) return false;
  const list = new BlockList();
  try {
    list.addSubnet(address, prefix, family);
  } catch {
    return false;
  }
  return list.check(ip, isIPv4(ip) ? 'ipv4' : 'ipv6');
}

type Conditions = Record<string, Record<string, unknown> | undefined>;

function conditionsHold(conditions: Conditions, check: MediaCookieCheck): MediaVerdict {
  const nowSeconds = Math.floor(check.nowMs / 1000);
  const known = new Set(['DateLessThan', 'DateGreaterThan', 'IpAddress']);
  if (Object.keys(conditions).some((name) => !known.has(name))) return deny('unknown condition');
  const before = conditions.DateLessThan?.['AWS:EpochTime'];
  if (typeof before !== 'number') return deny('no DateLessThan');
  if (nowSeconds >= before) return deny('expired');
  const after = conditions.DateGreaterThan?.['AWS:EpochTime'];
  if (conditions.DateGreaterThan && (typeof after !== 'number' || nowSeconds < after)) return deny('not yet valid');
  if (conditions.IpAddress && !ipAllowed(conditions.IpAddress['AWS:SourceIp'], check.sourceIp)) {
    return deny('address not allowed');
  }
  return { allowed: true };
}

export function verifyMediaCookies(check: MediaCookieCheck): MediaVerdict {
  const { cookies } = check;
  const keyPairId = cookies['CloudFront-Key-Pair-Id'];
  const signature = cookies['CloudFront-Signature'];
  const encodedPolicy = cookies['CloudFront-Policy'];
  const expires = cookies['CloudFront-Expires'];
  if (!keyPairId || !signature || (!encodedPolicy && !expires)) return deny('missing cookie');
  const key = check.keys.get(keyPairId);
  if (!key) return deny('unknown key pair');

  let policyText: string;
  if (encodedPolicy) {
    const decoded = fromCloudFrontBase64(encodedPolicy);
    if (!decoded) return deny('malformed policy');
    policyText = decoded.toString('utf8');
  } else {
    if (!/^\d+$/.test(expires ?? '')) return deny('malformed expiry');
    policyText = cannedPolicy(check.url, expires ?? '');
  }
  const algorithm = cookies['CloudFront-Hash-Algorithm'] ?? 'SHA1';
  if (algorithm !== 'SHA1' && algorithm !== 'SHA256') return deny('unknown hash algorithm');
  const signatureBytes = fromCloudFrontBase64(signature);
  if (!signatureBytes || !verify(`RSA-${algorithm}`, Buffer.from(policyText, 'utf8'), key, signatureBytes)) {
    return deny('bad signature');
  }

  let statement: { Resource?: unknown; Condition?: unknown } | undefined;
  try {
    const policy = JSON.parse(policyText) as { Statement?: unknown };
    if (Array.isArray(policy.Statement) && policy.Statement.length === 1) statement = policy.Statement[0] as never;
  } catch {
    return deny('malformed policy');
  }
  if (!statement || typeof statement.Resource !== 'string') return deny('malformed policy');
  if (!resourceMatches(statement.Resource, check.url)) return deny('resource does not match');
  if (typeof statement.Condition !== 'object' || statement.Condition === null) return deny('malformed policy');
  return conditionsHold(statement.Condition as Conditions, check);
}
