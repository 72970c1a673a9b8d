/**
 * The address a request came from, for limits kept per client. Behind CloudFront, API Gateway sees
 * CloudFront's edge as the source, shared by every student that edge serves; the viewer's own address
 * arrives in the CloudFront-Viewer-Address header ("ip:port"), which the distribution forwards.
 * Locally, the server puts the socket's address in the event as API Gateway would.
 *
 * IPv6 addresses count per /64: one subscriber usually holds a whole /64, so a guesser cycling its
 * addresses is still one client.
 */
import { isIP } from 'node:net';
import type { ApiEvent } from './http';
import { headerOf } from './http';

const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/** "198.51.100.10:46532" → "198.51.100.10"; "2001:db8::1:46532" → "2001:db8::1" (the port is the last field). */
function withoutPort(value: string): string {
  const at = value.lastIndexOf(':');
  return at > 0 ? value.slice(0, at) : value;
}

/** The first four groups of an IPv6 address, written out in full. */
function ipv6Prefix64(address: string): string {
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().padStart(4, '0'))
    .join(':')}::/64`;
}

export function normaliseAddress(raw: string): string {
  const address = raw
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
  const family = isIP(address);
  if (family === 4) return address;
  if (family === 6) return ipv6Prefix64(address);
  return 'unknown';
}

export function clientAddress(event: ApiEvent): string {
  const viewer = headerOf(event, VIEWER_ADDRESS_HEADER);
  if (viewer) return normaliseAddress(withoutPort(viewer));
  return normaliseAddress(event.requestContext?.http?.sourceIp ?? '');
}
