/**
 * The security headers of the site, in one place: the CloudFront response-headers policy
 * (infra/web.ts) and the local server (local/stack.ts) both build theirs from here, so the site
 * is developed under the same rules it runs under. No aws-cdk-lib imports: the local stack loads it.
 * Media and uploads go straight to S3 through presigned URLs, hence the storage origins in
 * img/media/connect/frame: exactly the buckets the site hands out URLs for (locally the one s3rver
 * endpoint; in the cloud each bucket's own regional host), never every bucket of a region, which
 * would let an injected script send data to anyone's bucket. In the cloud the bucket list is too
 * long for CloudFront's limit on a policy's CSP, so the header there bounds storage to the region
 * and the page itself (index.html, infra/site-shell.ts) carries the exact policy: a browser
 * enforces both, so what is allowed is what the exact one allows, as locally.
 *
 * Lectures stream through hls.js with Media Source Extensions: the video element's source is a blob:
 * URL (media-src blob:), and playlists and segments come from /media on the site's own origin
 * (connect-src 'self'). hls.js runs without a worker; the one worker is the site's own service worker
 * (/sw.js, worker-src 'self'), and the web app manifest comes from the site too (manifest-src 'self').
 */

interface SecurityHeaderOptions {
  /** Origins presigned URLs point at: the media buckets' hosts (locally the s3rver engine). */
  storageOrigins: readonly string[];
  /** Vite's dev server injects inline module scripts (React refresh preamble). */
  dev?: boolean;
  /** For a <meta http-equiv> element, which cannot carry frame-ancestors (the header does). */
  inDocument?: boolean;
}

export function contentSecurityPolicy({
  storageOrigins,
  dev = false,
  inDocument = false,
}: SecurityHeaderOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    // Style attributes in rendered markup need it; unlike script, injected CSS cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...storageOrigins],
    'media-src': ["'self'", 'blob:', ...storageOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...storageOrigins],
    // PDF tutes open in a modal iframe straight from their bucket; a tute saved for offline reading
    // opens from a blob: URL of the stored file.
    'frame-src': ["'self'", 'blob:', ...storageOrigins],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (inDocument) delete directives['frame-ancestors'];
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}
