/**
 * Presigned GETs: the only way a browser reaches a media object, minted after the caller's access
 * was checked. The signature is local computation (no request to S3).
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { BucketKey } from '../../infra/definitions';
import { s3 } from '../shared/s3';
import { config } from '../shared/config';

/** DESIGN.md: GET links live at most one hour. */
export const GET_URL_SECONDS = 3600;

export interface PresignOptions {
  expiresIn?: number;
  /** Overrides the Content-Type S3 answers with. */
  contentType?: string;
  /** Overrides the Content-Disposition S3 answers with. */
  disposition?: string;
}

export function presignGet(bucket: BucketKey, key: string, options: PresignOptions = {}): Promise<string> {
  const command = new GetObjectCommand({
    Bucket: config.bucketName(bucket),
    Key: key,
    ...(options.contentType ? { ResponseContentType: options.contentType } : {}),
    ...(options.disposition ? { ResponseContentDisposition: options.disposition } : {}),
  });
  return getSignedUrl(s3, command, { expiresIn: Math.min(options.expiresIn ?? GET_URL_SECONDS, GET_URL_SECONDS) });
}

/** `inline` with the file name, RFC 6266/5987 encoded so any title survives. */
export function inlineDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
