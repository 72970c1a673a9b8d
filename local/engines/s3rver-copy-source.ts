/**
 * CopyObject's source as S3 reads it. The x-amz-copy-source header is "<bucket>/<key>", URL-encoded
 * (the SDK's documentation asks callers to encode it), optionally followed by "?versionId=…"; S3
 * decodes every escape in it. s3rver runs decodeURI over the header instead, which leaves the escapes
 * of reserved characters as they are (%3D, %3B, %2B, %23, %3F, %26, %24, %3A, %40, %2C), so a copy
 * of "Tute = 1.pdf" looked for "Tute %3D 1.pdf", found nothing and failed, where S3 copies it.
 *
 * The header is rewritten before s3rver reads it, so that its decodeURI yields exactly the key S3
 * would: decoded in full, then escaped by encodeURI (which decodeURI undoes exactly). s3rver keeps
 * no versions, so a version id is dropped; a header that is not valid percent-encoding is left for
 * s3rver to refuse.
 */

interface CopyContext {
  headers: Record<string, string | string[] | undefined>;
}

type Middleware = (ctx: CopyContext, next: () => Promise<unknown>) => Promise<unknown>;

const HEADER = 'x-amz-copy-source';

/** What s3rver's decodeURI must see to arrive at the key S3 decodes from `header`; null when malformed. */
export function copySourceForS3rver(header: string): string | null {
  const query = header.indexOf('?');
  const source = query === -1 ? header : header.slice(0, query);
  try {
    return encodeURI(decodeURIComponent(source));
  } catch {
    return null;
  }
}

/** Puts the rewrite in front of every other middleware of the s3rver (a Koa app) before it runs. */
export function decodeCopySourceAsS3(server: object): void {
  const app = server as { middleware: Middleware[] };
  app.middleware.unshift(async (ctx, next) => {
    const header = ctx.headers[HEADER];
    if (typeof header === 'string') {
      const rewritten = copySourceForS3rver(header);
      if (rewritten !== null) ctx.headers[HEADER] = rewritten;
    }
    return next();
  });
}
