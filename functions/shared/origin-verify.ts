/**
 * Requests must come through the site's CloudFront distribution: the API's own execute-api address is
 * public, and a request sent there directly would skip CloudFront's headers (the viewer's address the
 * login and contact limits count by) and its logs. CloudFront adds a secret header to every request it
 * forwards to the API; a request without it is refused. Locally the server adds it the same way.
 */
import { timingSafeEqual } from 'node:crypto';

export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** True when `header` is the deployment's origin secret. */
export function fromOurOrigin(header: string | undefined, secret: string): boolean {
  if (!header) return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
