/**
 * Moves a video recorded before safe keys ("<title>video": spaces, # % +, any script, no extension)
 * to its safe key (videos/video-id.ts) before its next transcode, so MediaConvert is only ever
 * pointed at an ASCII key ending in ".mp4". The migration is "copy, then submit", done by whoever
 * submits the video's job (submit.ts) after it has won the right to: the object is copied, the
 * catalog entry is moved to the copy only if it still records the old key, and the old object is
 * removed once nothing points at it. A move interrupted part way is finished by the next submission
 * (copying again onto the same key is harmless); nothing runs at start-up or needs running by hand.
 */
import {
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  UploadPartCopyCommand,
} from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from '../../shared/aws';
import { config } from '../../shared/config';
import { dynamo } from '../../shared/dynamo';
import { describeError, logger } from '../../shared/logger';
import { s3 } from '../../shared/s3';
import { type PairedVideo, videoMetaTable, videoPk } from '../videos/catalog';
import { isSafeSourceKey, safeVideoKey } from '../videos/video-id';
import { evictVideoPages } from '../videos/video-pages';

/** CopyObject's limit; a larger object is copied in parts. */
const SINGLE_COPY_MAX = 5 * 1024 ** 3;
const COPY_PART_BYTES = 1024 ** 3;

// URL-encoded, as S3 reads it: a legacy key holds whatever the title held.
const copySource = (bucket: string, key: string): string => `${bucket}/${encodeURIComponent(key)}`;

async function copyInParts(bucket: string, from: string, to: string, size: number, contentType?: string) {
  const created = await s3.send(
    new CreateMultipartUploadCommand({ Bucket: bucket, Key: to, ...(contentType ? { ContentType: contentType } : {}) }),
  );
  const uploadId = created.UploadId;
  if (!uploadId) throw new Error('CreateMultipartUpload answered without an UploadId');
  const parts: { PartNumber: number; ETag: string }[] = [];
  for (let start = 0, number = 1; start < size; start += COPY_PART_BYTES, number += 1) {
    const end = Math.min(size, start + COPY_PART_BYTES) - 1;
    const part = await s3.send(
      new UploadPartCopyCommand({
        Bucket: bucket,
        Key: to,
        UploadId: uploadId,
        PartNumber: number,
        CopySource: copySource(bucket, from),
        CopySourceRange: `bytes=${start}-${end}`,
      }),
    );
    const etag = part.CopyPartResult?.ETag;
    if (!etag) throw new Error(`UploadPartCopy answered part ${number} without an ETag`);
    parts.push({ PartNumber: number, ETag: etag });
  }
  await s3.send(
    new CompleteMultipartUploadCommand({
      Bucket: bucket,
      Key: to,
      UploadId: uploadId,
      MultipartUpload: { Parts: parts },
    }),
  );
}

async function copyObject(bucket: string, from: string, to: string): Promise<void> {
  const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: from }));
  const size = head.ContentLength ?? 0;
  if (size > SINGLE_COPY_MAX) return copyInParts(bucket, from, to, size, head.ContentType);
  await s3.send(new CopyObjectCommand({ Bucket: bucket, Key: to, CopySource: copySource(bucket, from) }));
}

/** Points the catalog entry at `to` while it still records `from`; answers whether it did. */
async function moveVideoKey(title: string, from: string, to: string): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: videoMetaTable(),
        Key: { pk: videoPk(title), sk: 'META' },
        UpdateExpression: 'SET videoKey = :to',
        ConditionExpression: 'videoKey = :from',
        ExpressionAttributeValues: { ':from': from, ':to': to },
      }),
    );
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
  evictVideoPages();
  return true;
}

/**
 * The video as the transcoder may read it: as it is when its key is safe, else moved to its safe
 * key first. Throws when the move fails or the entry has changed meanwhile (deleted, re-uploaded):
 * the caller's submission then fails as any other would, and the video stays playable.
 */
export async function withSafeSource(video: PairedVideo): Promise<PairedVideo> {
  if (isSafeSourceKey(video.videoKey)) return video;
  const bucket = config.bucketName(video.category);
  const target = safeVideoKey(video.title);
  await copyObject(bucket, video.videoKey, target);
  if (!(await moveVideoKey(video.title, video.videoKey, target))) {
    throw new Error('the catalog entry changed while its video was being moved to a safe key');
  }
  logger.info('video moved to a safe key', { title: video.title, key: target });
  // A link to the old key already handed out stops working; the list hands out new ones.
  await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: video.videoKey })).catch((error: unknown) =>
    logger.warn('removing a moved video’s old object failed', {
      key: video.videoKey,
      error: describeError(error, { stack: false }),
    }),
  );
  return { ...video, videoKey: target };
}
