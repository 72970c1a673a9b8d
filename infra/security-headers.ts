/**
 * The security headers of the site, in one place: the CloudFront response-headers policy
 * (infra/web.ts) and the local server (bin/local-stack.ts) both build theirs from here, so the site
 * is developed under the same rules it runs under. No aws-cdk-lib imports: the local stack loads it. Media and uploads go straight to S3 through
 * presigned URLs, hence the storage origin in img/media/connect/frame.
 *
 * Lectures stream through hls.js with Media Source Extensions: the video element's source is a blob:
 * URL (media-src blob:), and playlists and segments come from /media on the site's own origin
 * (connect-src 'self'). hls.js runs without a worker, so nothing needs worker-src.
 */

export interface SecurityHeaderOptions {
  /** Origin presigned URLs point at (locally the s3rver engine). */
  storageOrigin: string;
  /** Vite's dev server injects inline module scripts (React refresh preamble). */
  dev?: boolean;
}

export function contentSecurityPolicy({ storageOrigin, dev = false }: SecurityHeaderOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    // Style attributes in rendered markup need it; unlike script, injected CSS cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', storageOrigin],
    'media-src': ["'self'", 'blob:', storageOrigin],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", storageOrigin],
    // PDF tutes open in a modal iframe straight from their bucket.
    'frame-src': ["'self'", storageOrigin],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
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
