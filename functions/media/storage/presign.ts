/**
 * Presigned uploads and deletes, the media group's own: the only way a browser writes a media
 * object, minted after the admin role was checked. The signature is local computation (no request
 * to S3). Presigned GETs are shared with the slides group (functions/shared/presign.ts).
 */
import { DeleteObjectCommand, PutObjectCommand, UploadPartCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { BucketKey } from '../../shared/resources';
import { s3 } from '../../shared/s3';
import { config } from '../../shared/config';

/** PUT (and DELETE) links live at most 15 minutes (docs/architecture.md, security model). */
export const UPLOAD_URL_SECONDS = 900;

/**
 * The presigner leaves Content-Type unsigned by default; signing it (and the length) makes S3
 * refuse a PUT of any other type or size than the one the admin declared and the server checked.
 */
const SIGNED_BODY_HEADERS = new Set(['content-type', 'content-length']);

/** `inline` with the file name, RFC 6266/5987 encoded so any title survives. */
export function inlineDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

interface PresignPutOptions {
  contentType: string;
  /** Signed when given: S3 then accepts exactly this many bytes. */
  contentLength?: number;
  /** User metadata (x-amz-meta-*), kept as signed headers the client must send as given. */
  metadata?: Readonly<Record<string, string>>;
}

/** A PutObject URL with the content type (and length, metadata) fixed in the signature. */
export function presignPut(bucket: BucketKey, key: string, options: PresignPutOptions): Promise<string> {
  const metadata = options.metadata ?? {};
  const command = new PutObjectCommand({
    Bucket: config.bucketName(bucket),
    Key: key,
    ContentType: options.contentType,
    ...(options.contentLength !== undefined ? { ContentLength: options.contentLength } : {}),
    ...(Object.keys(metadata).length > 0 ? { Metadata: { ...metadata } } : {}),
  });
  // x-amz-* headers are moved into the query string unless told otherwise; metadata stays a header
  // so the PUT must carry it (S3 and s3rver both read metadata from headers).
  const unhoistableHeaders = new Set(Object.keys(metadata).map((name) => `x-amz-meta-${name.toLowerCase()}`));
  return getSignedUrl(s3, command, {
    expiresIn: UPLOAD_URL_SECONDS,
    signableHeaders: SIGNED_BODY_HEADERS,
    unhoistableHeaders,
  });
}

/**
 * The SDK gives an UploadPart request a Content-Type of its own, which a browser PUT of a File.slice
 * (type "") never sends: signing it would make S3 (and the local engine, which checks presigned
 * signatures as S3 does) refuse every part. The length is signed.
 */
const SIGNED_PART_HEADERS = new Set(['content-length']);

/** An UploadPart URL for one part of a multipart upload, its length signed. */
export function presignUploadPart(
  bucket: BucketKey,
  key: string,
  part: { uploadId: string; partNumber: number; contentLength: number },
): Promise<string> {
  const command = new UploadPartCommand({
    Bucket: config.bucketName(bucket),
    Key: key,
    UploadId: part.uploadId,
    PartNumber: part.partNumber,
    ContentLength: part.contentLength,
  });
  return getSignedUrl(s3, command, { expiresIn: UPLOAD_URL_SECONDS, signableHeaders: SIGNED_PART_HEADERS });
}

/** The admin page deletes through a signed link it asks for: a DeleteObject URL (deleting twice is harmless). */
export function presignDelete(bucket: BucketKey, key: string): Promise<string> {
  return getSignedUrl(s3, new DeleteObjectCommand({ Bucket: config.bucketName(bucket), Key: key }), {
    expiresIn: UPLOAD_URL_SECONDS,
  });
}
