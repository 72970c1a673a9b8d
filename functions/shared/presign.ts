/**
 * Presigned GETs, shared by every group that hands out media (media, slides): the only way a
 * browser reads a private object, minted after the caller's access was checked. Signing is local
 * computation (no request to S3).
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { BucketKey } from './resources';
import { config } from './config';
import { GET_URL_SECONDS } from './presign-lifetime';
import { s3 } from './s3';

interface PresignOptions {
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
