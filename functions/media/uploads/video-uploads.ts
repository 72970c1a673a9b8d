/**
 * The admin's video upload, made safe: the admin's details wait in a PENDING item while the browser PUTs
 * the video and its thumbnail straight to S3 through presigned URLs (content type and size fixed in
 * the signature, 15 minutes), and the catalog entry is written only when completeVideo finds both
 * objects stored — so a failed or abandoned upload never shows up in a list. A complete video's
 * transcode job is submitted at once (functions/domain/streaming/submit.ts).
 */
import { Conflict } from '../../shared/errors';
import {
  THUMBNAIL_CONTENT_TYPES,
  VIDEO_CONTENT_TYPE,
  type SignedUpload,
  type SourceKind,
  type VideoFolder,
  type VideoYear,
  uploadTexts,
} from '../../shared/schemas';
import { clock } from '../../shared/clock';
import { getVideoRecord, isPaired, recordVideo, type PairedVideo } from '../../domain/videos/catalog';
import { abandonMultipart } from './multipart';
import { getMultipart } from './multipart-store';
import { headObject, type ObjectInfo } from '../storage/objects';
import { imageKeyFor, legacyVideoKeyFor, videoKeyFor } from '../../domain/videos/pairing';
import { claimPending, getPending, restorePending, savePending } from './pending-store';
import { presignPut, UPLOAD_URL_SECONDS } from '../storage/presign';
import { assertTitleFree } from '../../domain/videos/video-titles';
import { submitStream } from '../../domain/streaming/submit';
import { describeError, logger } from '../../shared/logger';

interface VideoPutInput {
  title: string;
  year: VideoYear;
  caption: string;
  size: number;
}

export async function prepareVideoPut(category: VideoFolder, input: VideoPutInput): Promise<SignedUpload> {
  await assertTitleFree(input.title, category);
  // A single PUT replaces any unfinished multipart upload of this title.
  const unfinished = await getMultipart(input.title);
  if (unfinished) await abandonMultipart(unfinished);
  await savePending({ title: input.title, category, year: input.year, caption: input.caption });
  const key = videoKeyFor(input.title);
  const signedUrl = await presignPut(category, key, { contentType: VIDEO_CONTENT_TYPE, contentLength: input.size });
  return { signedUrl, key, expiresIn: UPLOAD_URL_SECONDS };
}

export async function prepareThumbnailPut(
  category: VideoFolder,
  input: { title: string; contentType: (typeof THUMBNAIL_CONTENT_TYPES)[number]; size?: number | undefined },
): Promise<SignedUpload> {
  const pending = await getPending(input.title);
  if (!pending || pending.category !== category) throw new Conflict(uploadTexts.noPendingUpload);
  const key = imageKeyFor(input.title);
  const signedUrl = await presignPut(category, key, {
    contentType: input.contentType,
    ...(input.size !== undefined ? { contentLength: input.size } : {}),
  });
  return { signedUrl, key, expiresIn: UPLOAD_URL_SECONDS };
}

const isStored = (object: ObjectInfo | null, types: readonly string[]): boolean =>
  object !== null &&
  object.size > 0 &&
  object.contentType !== null &&
  types.includes(object.contentType.split(';')[0]?.trim().toLowerCase() ?? '');

/**
 * The video's object: at its safe key, or, for an upload begun before safe keys, at "<title>video"
 * (recorded as it is; its transcode moves it, streaming/safe-source.ts).
 */
async function storedVideo(category: VideoFolder, title: string): Promise<{ key: string; object: ObjectInfo | null }> {
  const key = videoKeyFor(title);
  const object = await headObject(category, key);
  if (isStored(object, [VIDEO_CONTENT_TYPE])) return { key, object };
  const legacy = legacyVideoKeyFor(title);
  return { key: legacy, object: await headObject(category, legacy) };
}

async function alreadyListed(category: VideoFolder, title: string): Promise<PairedVideo> {
  const listed = await getVideoRecord(title);
  if (listed && isPaired(listed) && listed.category === category) return listed;
  throw new Conflict(uploadTexts.noPendingUpload);
}

/**
 * Records the catalog entry once both objects are stored, and submits its transcode job. The
 * PENDING item is claimed first (a conditional delete), so of parallel calls for one upload only
 * one records and submits; the others, like a later retry, answer the video as listed, or 409 while
 * the winner has not listed it yet. Never two jobs, never two rendition folders.
 */
export async function completeVideo(
  category: VideoFolder,
  title: string,
  sourceKind?: SourceKind,
): Promise<PairedVideo> {
  const pending = await getPending(title);
  if (!pending || pending.category !== category) return alreadyListed(category, title);
  const thumbnailKey = imageKeyFor(title);
  const [video, thumbnail, unfinished] = await Promise.all([
    storedVideo(category, title),
    headObject(category, thumbnailKey),
    getMultipart(title),
  ]);
  const videoKey = video.key;
  if (unfinished || !isStored(video.object, [VIDEO_CONTENT_TYPE]) || !isStored(thumbnail, THUMBNAIL_CONTENT_TYPES)) {
    throw new Conflict(uploadTexts.notUploaded);
  }
  if (!(await claimPending(title, pending.createdAt))) return alreadyListed(category, title);
  let record;
  try {
    record = await recordVideo({
      category,
      title,
      year: pending.year,
      caption: pending.caption,
      videoKey,
      thumbnailKey,
      uploadedAt: new Date(clock.now()).toISOString(),
      ...(sourceKind ? { sourceKind } : {}),
    });
  } catch (error) {
    await restorePending(pending);
    throw error;
  }
  const paired: PairedVideo = { ...record, videoKey, thumbnailKey };
  // The video is complete and playable whatever happens to its transcode job.
  const stream = await submitStream(paired).catch((error: unknown) => {
    logger.error('stream job not submitted', { title, error: describeError(error, { stack: false }) });
    return null;
  });
  return stream ? { ...paired, stream } : paired;
}
