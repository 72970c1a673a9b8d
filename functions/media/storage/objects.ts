/** Object facts and removal for the upload and delete routes (HEAD / DELETE through the module-scope client). */
import { DeleteObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import type { BucketKey } from '../../shared/resources';
import { config } from '../../shared/config';
import { s3 } from '../../shared/s3';

export interface ObjectInfo {
  size: number;
  contentType: string | null;
  metadata: Record<string, string>;
}

const errorName = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;

/** HEAD of an object; null when there is none. */
export async function headObject(bucket: BucketKey, key: string): Promise<ObjectInfo | null> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: config.bucketName(bucket), Key: key }));
    return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? null, metadata: head.Metadata ?? {} };
  } catch (error) {
    if (errorName(error) === 'NotFound' || errorName(error) === 'NoSuchKey') return null;
    throw error;
  }
}

/** S3 answers 204 for a key that does not exist, so this is idempotent. */
export async function deleteObject(bucket: BucketKey, key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: config.bucketName(bucket), Key: key }));
}
