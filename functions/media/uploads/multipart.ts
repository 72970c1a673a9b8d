/**
 * Large videos as S3 multipart uploads with presigned part URLs, resumable: the browser names its
 * file by title + size + lastModified, and starting again with the same file returns the same
 * uploadId and the parts already stored (recorded in multipart-store.ts), so only the rest is sent.
 * Part URLs sign each part's exact length, so S3 refuses a part of any other size.
 */
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
} from '@aws-sdk/client-s3';
import { config } from '../../shared/config';
import { BadRequest, Conflict, NotFound } from '../../shared/errors';
import { s3 } from '../../shared/s3';
import {
  MULTIPART_PART_BYTES,
  VIDEO_CONTENT_TYPE,
  type FinishedPart,
  type MultipartCompleteResponse,
  type MultipartSignResponse,
  type MultipartStartResponse,
  type VideoFolder,
  type VideoYear,
  requestTexts,
  uploadTexts,
} from '../../shared/schemas';
import {
  createMultipart,
  deleteMultipart,
  getMultipart,
  isLive,
  listParts,
  recordPart,
  recordParts,
  type MultipartRecord,
} from './multipart-store';
import { videoKeyFor } from '../../domain/videos/pairing';
import { missingParts, partCountFor, partLength, titleFromVideoKey } from './parts';
import { deletePending, savePending } from './pending-store';
import { presignUploadPart, UPLOAD_URL_SECONDS } from '../storage/presign';
import { assertTitleFree } from '../../domain/videos/video-titles';
import { videoIdFromKey } from '../../domain/videos/video-id';
import { rememberVideoId, titleOfVideoId } from '../../domain/videos/video-ids';

/** S3 can take many seconds to assemble a multi-GB object; the media Lambda stops at 29 s (groups.ts). */
const COMPLETE_TIMEOUT_MS = 25_000;

/**
 * Abort answers that mean "nothing left to abort": NoSuchUpload (already completed or aborted), and
 * MethodNotAllowed from the local engine, s3rver, which has no AbortMultipartUpload (its parts stay
 * in the engine's data directory; on S3 the buckets' lifecycle rule is the backstop).
 */
const NOTHING_TO_ABORT = new Set(['NoSuchUpload', 'MethodNotAllowed', 'NotImplemented']);

const errorName = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;

async function abortInS3(category: VideoFolder, key: string, uploadId: string): Promise<void> {
  try {
    await s3.send(
      new AbortMultipartUploadCommand({ Bucket: config.bucketName(category), Key: key, UploadId: uploadId }),
    );
  } catch (error) {
    if (!NOTHING_TO_ABORT.has(String(errorName(error)))) throw error;
  }
}

/** Gives up an unfinished upload: S3's parts, then our records of it. */
export async function abandonMultipart(record: MultipartRecord): Promise<void> {
  await abortInS3(record.category, record.key, record.uploadId);
  await deleteMultipart(record);
}

interface StartInput {
  title: string;
  size: number;
  lastModified: number;
  year: VideoYear;
  caption: string;
}

const sameFile = (record: MultipartRecord, category: VideoFolder, input: StartInput): boolean =>
  isLive(record) &&
  record.category === category &&
  record.size === input.size &&
  record.lastModified === input.lastModified;

export async function startUpload(category: VideoFolder, input: StartInput): Promise<MultipartStartResponse> {
  await assertTitleFree(input.title, category);
  const key = videoKeyFor(input.title);
  const pending = { title: input.title, category, year: input.year, caption: input.caption };
  // A second round only follows a parallel start of the same title; it then resumes that upload.
  for (let round = 0; round < 2; round += 1) {
    const existing = await getMultipart(input.title);
    if (existing && sameFile(existing, category, input)) {
      await savePending(pending);
      const { uploadId, partSize, partCount } = existing;
      return { uploadId, key, partSize, partCount, completedParts: await listParts(existing) };
    }
    // Another file (or an expired upload) under this title: the new choice replaces it.
    if (existing) await abandonMultipart(existing);

    const created = await s3.send(
      new CreateMultipartUploadCommand({
        Bucket: config.bucketName(category),
        Key: key,
        ContentType: VIDEO_CONTENT_TYPE,
      }),
    );
    if (!created.UploadId) throw new Error('CreateMultipartUpload answered without an UploadId');
    // The later steps name the upload by its key, which carries only the title's id.
    await rememberVideoId(input.title);
    const partCount = partCountFor(input.size);
    const record = await createMultipart({
      title: input.title,
      category,
      uploadId: created.UploadId,
      key,
      size: input.size,
      lastModified: input.lastModified,
      partSize: MULTIPART_PART_BYTES,
      partCount,
    });
    if (record) {
      await savePending(pending);
      return { uploadId: record.uploadId, key, partSize: record.partSize, partCount, completedParts: [] };
    }
    await abortInS3(category, key, created.UploadId);
  }
  throw new Conflict(requestTexts.uploadStarting);
}

/** The live upload `uploadId` of `key` in `category`: 400 for a key that names no title, else 404. */
async function findUpload(category: VideoFolder, ref: { uploadId: string; key: string }): Promise<MultipartRecord> {
  // A safe key carries the title's id; an upload started before safe keys, "<title>video".
  const id = videoIdFromKey(ref.key);
  const title = id ? await titleOfVideoId(id) : titleFromVideoKey(ref.key);
  if (!id && !title) throw new BadRequest(uploadTexts.uploadKey);
  const record = title ? await getMultipart(title) : null;
  if (
    !record ||
    record.uploadId !== ref.uploadId ||
    record.category !== category ||
    record.key !== ref.key ||
    !isLive(record)
  ) {
    throw new NotFound(uploadTexts.uploadNotFound);
  }
  return record;
}

function checkPartNumber(record: MultipartRecord, partNumber: number): void {
  if (partNumber > record.partCount) throw new BadRequest(uploadTexts.partNumber);
}

export async function signParts(
  category: VideoFolder,
  input: { uploadId: string; key: string; partNumbers: readonly number[] },
): Promise<MultipartSignResponse> {
  const record = await findUpload(category, input);
  const numbers = [...new Set(input.partNumbers)];
  for (const partNumber of numbers) checkPartNumber(record, partNumber);
  const entries = await Promise.all(
    numbers.map(async (partNumber) => {
      const url = await presignUploadPart(category, record.key, {
        uploadId: record.uploadId,
        partNumber,
        contentLength: partLength(record.size, partNumber, record.partSize),
      });
      return [String(partNumber), url] as const;
    }),
  );
  return { urls: Object.fromEntries(entries), expiresIn: UPLOAD_URL_SECONDS };
}

export async function finishPart(
  category: VideoFolder,
  input: { uploadId: string; key: string } & FinishedPart,
): Promise<FinishedPart> {
  const record = await findUpload(category, input);
  checkPartNumber(record, input.partNumber);
  const part = { partNumber: input.partNumber, etag: input.etag };
  await recordPart(record, part);
  return part;
}

export async function completeUpload(
  category: VideoFolder,
  input: { uploadId: string; key: string; parts?: readonly FinishedPart[] | undefined },
): Promise<MultipartCompleteResponse> {
  const record = await findUpload(category, input);
  const recorded = new Map((await listParts(record)).map((part) => [part.partNumber, part.etag]));
  // Parts the browser stored but could not report (e.g. the network dropped right after the PUT).
  const sent = new Map((input.parts ?? []).map((part) => [part.partNumber, part.etag]));
  const unreported = [...sent]
    .filter(([partNumber, etag]) => recorded.get(partNumber) !== etag)
    .map(([partNumber, etag]) => ({ partNumber, etag }));
  for (const part of unreported) checkPartNumber(record, part.partNumber);
  await recordParts(record, unreported);
  for (const part of unreported) recorded.set(part.partNumber, part.etag);
  const missing = missingParts(record.partCount, recorded.keys());
  if (missing.length > 0) {
    const error = new Conflict(uploadTexts.partsMissing);
    Object.assign(error.extra, { missingParts: missing.slice(0, 100) });
    throw error;
  }
  const parts = [...recorded.entries()].sort(([a], [b]) => a - b).map(([PartNumber, ETag]) => ({ PartNumber, ETag }));
  await s3.send(
    new CompleteMultipartUploadCommand({
      Bucket: config.bucketName(category),
      Key: record.key,
      UploadId: record.uploadId,
      MultipartUpload: { Parts: parts },
    }),
    { requestTimeout: COMPLETE_TIMEOUT_MS },
  );
  await deleteMultipart(record);
  return { key: record.key };
}

export async function abortUpload(category: VideoFolder, input: { uploadId: string; key: string }): Promise<void> {
  const record = await findUpload(category, input);
  await abandonMultipart(record);
  await deletePending(record.title);
}
