/**
 * Media test helpers: each file gets its own buckets (same definitions, unique names) in the
 * shared s3rver, objects are uploaded as an admin upload would leave them, and one handler
 * dispatches to the user, media and videoMeta groups so one browser (cookie jar) reaches all three.
 */
import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { buckets, type BucketKey } from '../../../functions/shared/resources';
import { handler as mediaHandler } from '../../../functions/media/handler';
import { recordVideo, type VideoRecord } from '../../../functions/domain/videos/catalog';
import { imageKeyFor, videoKeyFor } from '../../../functions/domain/videos/pairing';
import { s3 } from '../../../functions/shared/s3';
import type { AccessField, VideoFolder, VideoYear } from '../../../functions/shared/schemas';
import { getClaim } from '../../../functions/user/claims';
import { handler as userHandler } from '../../../functions/user/handler';
import { handler as videoMetaHandler } from '../../../functions/videoMeta/handler';
import type { ApiClient, Handler } from './client';

/** Every video and tute bucket: the ones an admin uploads to and the seed fills. */
export const contentBuckets = (Object.keys(buckets) as BucketKey[]).filter((key) => buckets[key].kind !== 'slide');

/** Must run before any handler reads a bucket name (config caches it on first read). */
export async function createIsolatedBuckets(keys: readonly BucketKey[]): Promise<void> {
  const suffix = randomBytes(4).toString('hex');
  for (const key of keys) {
    const name = `${buckets[key].localName}-${suffix}`;
    await s3.send(new CreateBucketCommand({ Bucket: name }));
    process.env[buckets[key].envVar] = name;
  }
}

export async function putObject(
  bucket: BucketKey,
  key: string,
  body: Uint8Array,
  contentType: string,
  metadata?: Record<string, string>,
): Promise<void> {
  await s3.send(
    new PutObjectCommand({
      Bucket: process.env[buckets[bucket].envVar],
      Key: key,
      Body: body,
      ContentType: contentType,
      ...(metadata ? { Metadata: metadata } : {}),
    }),
  );
}

export interface SeededVideo {
  record: VideoRecord;
  video: Buffer;
  image: Buffer;
}

/** Uploads the video (at its safe key) and "<title>image" (random bytes) and records the pair in the catalog. */
export async function seedVideo(
  category: VideoFolder,
  title: string,
  options: { year?: VideoYear; caption?: string; uploadedAt?: string } = {},
): Promise<SeededVideo> {
  const video = randomBytes(2048);
  const image = randomBytes(512);
  await putObject(category, videoKeyFor(title), video, 'video/mp4');
  await putObject(category, imageKeyFor(title), image, 'image/jpeg');
  const record = await recordVideo({
    category,
    title,
    year: options.year ?? '2025',
    caption: options.caption ?? `About ${title}`,
    videoKey: videoKeyFor(title),
    thumbnailKey: imageKeyFor(title),
    ...(options.uploadedAt ? { uploadedAt: options.uploadedAt } : {}),
  });
  return { record, video, image };
}

/** API Gateway's job: send each request to its group's Lambda. */
export const contentApi: Handler = (event) => {
  if (event.rawPath.startsWith('/api/aws/')) return mediaHandler(event);
  if (event.rawPath.startsWith('/api/videoMeta/')) return videoMetaHandler(event);
  return userHandler(event);
};

/** Turns one access flag on for the account with `email`, through the admin API. */
export async function grant(admin: ApiClient, email: string, field: AccessField): Promise<void> {
  const claim = await getClaim('EMAIL', email);
  if (!claim) throw new Error(`no account for ${email}`);
  const response = await admin.put<{ newValue: boolean }>('/api/user/toggleAccess', { id: claim.userId, field });
  if (response.body.newValue !== true) throw new Error(`toggleAccess ${field} answered ${response.rawBody}`);
}

/** Minutes apart, so "newest first" has one right answer. */
export const minutesAgo = (minutes: number): string => new Date(Date.now() - minutes * 60_000).toISOString();
