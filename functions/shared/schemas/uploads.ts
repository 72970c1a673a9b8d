/**
 * Admin uploads: direct-to-S3 video and thumbnail uploads (one presigned PUT, or S3 multipart with
 * presigned parts for large lectures), video deletes, and the upload rules the tute upload shares.
 */
import * as z from 'zod/mini';
import { schema } from './common';
import { sourceKindSchema, VIDEO_TITLE_MAX, videoYearSchema, type VideoItem } from './videos';

/** Above this a video goes up as an S3 multipart upload (the form decides with the same constant). */
export const SINGLE_PUT_MAX_BYTES = 64 * 1024 * 1024;
/** Multipart part size: memory per part in the browser; S3 needs ≥ 5 MiB (except the last part). */
export const MULTIPART_PART_BYTES = 16 * 1024 * 1024;
/** A three-hour 1080p lecture is a few GB; this cap keeps a video at 1024 parts. */
export const VIDEO_MAX_BYTES = 16 * 1024 * 1024 * 1024;
const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;
/** S3 allows 10,000 parts; presigned part URLs are asked for in batches of at most this many. */
const MULTIPART_MAX_PARTS = 10_000;
export const SIGN_PARTS_MAX = 20;
export const VIDEO_CAPTION_MAX = 2000;
export const VIDEO_CONTENT_TYPE = 'video/mp4';
export const THUMBNAIL_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;

export const uploadTexts = {
  title: `A video title must be 1 to ${VIDEO_TITLE_MAX} characters, without "/", "\\" or "..".`,
  titleTaken: 'A video with this title already exists.',
  caption: `Caption must be 1 to ${VIDEO_CAPTION_MAX} characters.`,
  videoType: 'Videos must be MP4 files (video/mp4).',
  thumbnailType: 'Thumbnails must be JPEG or PNG images.',
  size: 'The file size must be a whole number of bytes above 0.',
  useMultipart: 'Files over 64 MB are uploaded in parts.',
  videoTooLarge: 'Videos can be at most 16 GB.',
  thumbnailTooLarge: 'Thumbnails can be at most 5 MB.',
  lastModified: "The file's last-modified time is missing.",
  notUploaded: 'The video or thumbnail has not finished uploading.',
  noPendingUpload: 'No upload is waiting for this title. Start the upload again.',
  uploadKey: 'Unknown upload key.',
  uploadNotFound: 'No unfinished upload with this id.',
  partNumbers: `Ask for 1 to ${SIGN_PARTS_MAX} part numbers at a time.`,
  partNumber: 'That part number is not part of this upload.',
  etag: 'Send the ETag S3 returned for the part.',
  partsMissing: 'Some parts have not been uploaded yet.',
  uploadCancelled: 'Upload cancelled',
} as const;

/** No path separators, no "..", no control characters: the name becomes an S3 key and a path segment. */
export const safeName = (text: string): boolean => !/[/\\]|\.\./.test(text) && !hasControlCharacter(text);

/** C0 control characters and DEL (a regular expression of them reads as a mistake to the linter). */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code <= 0x1f || code === 0x7f) return true;
  }
  return false;
}

export const videoTitleSchema = /* @__PURE__ */ schema(() =>
  z
    .string({ error: uploadTexts.title })
    .check(
      z.trim(),
      z.minLength(1, uploadTexts.title),
      z.maxLength(VIDEO_TITLE_MAX, uploadTexts.title),
      z.refine(safeName, uploadTexts.title),
    ),
);

const captionSchema = /* @__PURE__ */ schema(() =>
  z
    .string({ error: uploadTexts.caption })
    .check(z.trim(), z.minLength(1, uploadTexts.caption), z.maxLength(VIDEO_CAPTION_MAX, uploadTexts.caption)),
);
export const byteSize = /* @__PURE__ */ schema(() =>
  z
    .number({ error: uploadTexts.size })
    .check(z.int(uploadTexts.size), z.gte(1, uploadTexts.size), z.lte(Number.MAX_SAFE_INTEGER, uploadTexts.size)),
);
/** The original file name; informational only (object keys come from the title). */
const originalName = /* @__PURE__ */ schema(() => z.optional(z.string().check(z.maxLength(255))));

/** PUT /api/aws/putVideo/{folder}: one presigned PUT for a video up to 64 MB. */
export const putVideoSchema = /* @__PURE__ */ schema(() =>
  z.object({
    filename: originalName,
    alYear: videoYearSchema,
    contentType: z.literal(VIDEO_CONTENT_TYPE, uploadTexts.videoType),
    title: videoTitleSchema,
    caption: captionSchema,
    size: byteSize.check(z.lte(SINGLE_PUT_MAX_BYTES, uploadTexts.useMultipart)),
  }),
);
export type PutVideoInput = z.input<typeof putVideoSchema>;

/** PUT /api/aws/putThumbnail/{folder}; `size`, when sent, is signed too (and capped). */
export const putThumbnailSchema = /* @__PURE__ */ schema(() =>
  z.object({
    filename: originalName,
    contentType: z.enum(THUMBNAIL_CONTENT_TYPES, uploadTexts.thumbnailType),
    title: videoTitleSchema,
    size: z.optional(byteSize.check(z.lte(THUMBNAIL_MAX_BYTES, uploadTexts.thumbnailTooLarge))),
  }),
);
export type PutThumbnailInput = z.input<typeof putThumbnailSchema>;

/** `sourceKind` picks the video's streaming ladder (slides when not sent). */
export const completeVideoSchema = /* @__PURE__ */ schema(() =>
  z.object({ title: videoTitleSchema, sourceKind: z.optional(sourceKindSchema) }),
);
export type CompleteVideoInput = z.input<typeof completeVideoSchema>;

/** POST /api/aws/multipart/start/{folder}: title + size + lastModified name the file for resuming. */
export const multipartStartSchema = /* @__PURE__ */ schema(() =>
  z.object({
    title: videoTitleSchema,
    filename: originalName,
    size: byteSize.check(z.lte(VIDEO_MAX_BYTES, uploadTexts.videoTooLarge)),
    lastModified: z
      .number({ error: uploadTexts.lastModified })
      .check(z.int(uploadTexts.lastModified), z.gte(0, uploadTexts.lastModified)),
    contentType: z.literal(VIDEO_CONTENT_TYPE, uploadTexts.videoType),
    alYear: videoYearSchema,
    caption: captionSchema,
  }),
);
export type MultipartStartInput = z.input<typeof multipartStartSchema>;

const uploadIdSchema = /* @__PURE__ */ schema(() =>
  z
    .string({ error: uploadTexts.uploadNotFound })
    .check(z.minLength(1, uploadTexts.uploadNotFound), z.maxLength(1024, uploadTexts.uploadNotFound)),
);
const uploadKeySchema = /* @__PURE__ */ schema(() =>
  z
    .string({ error: uploadTexts.uploadKey })
    .check(z.minLength(1, uploadTexts.uploadKey), z.maxLength(VIDEO_TITLE_MAX + 10, uploadTexts.uploadKey)),
);
const partNumberSchema = /* @__PURE__ */ schema(() =>
  z
    .number({ error: uploadTexts.partNumber })
    .check(
      z.int(uploadTexts.partNumber),
      z.gte(1, uploadTexts.partNumber),
      z.lte(MULTIPART_MAX_PARTS, uploadTexts.partNumber),
    ),
);
/** S3 part ETags are quoted hex digests; quotes optional here. */
const etagSchema = /* @__PURE__ */ schema(() =>
  z.string({ error: uploadTexts.etag }).check(z.trim(), z.regex(/^"?[0-9a-fA-F]{32}(-\d{1,5})?"?$/, uploadTexts.etag)),
);
const finishedPart = /* @__PURE__ */ schema(() => z.object({ partNumber: partNumberSchema, etag: etagSchema }));

export const multipartSignSchema = /* @__PURE__ */ schema(() =>
  z.object({
    uploadId: uploadIdSchema,
    key: uploadKeySchema,
    partNumbers: z
      .array(partNumberSchema, { error: uploadTexts.partNumbers })
      .check(z.minLength(1, uploadTexts.partNumbers), z.maxLength(SIGN_PARTS_MAX, uploadTexts.partNumbers)),
  }),
);
export type MultipartSignInput = z.input<typeof multipartSignSchema>;

export const multipartPartSchema = /* @__PURE__ */ schema(() =>
  z.object({ uploadId: uploadIdSchema, key: uploadKeySchema, partNumber: partNumberSchema, etag: etagSchema }),
);
export type MultipartPartInput = z.input<typeof multipartPartSchema>;

export const multipartCompleteSchema = /* @__PURE__ */ schema(() =>
  z.object({
    uploadId: uploadIdSchema,
    key: uploadKeySchema,
    parts: z.optional(z.array(finishedPart).check(z.maxLength(MULTIPART_MAX_PARTS))),
  }),
);
export type MultipartCompleteInput = z.input<typeof multipartCompleteSchema>;

export const multipartAbortSchema = /* @__PURE__ */ schema(() =>
  z.object({ uploadId: uploadIdSchema, key: uploadKeySchema }),
);
export type MultipartAbortInput = z.input<typeof multipartAbortSchema>;

/** DELETE /api/aws/deleteVideo/{folder}: the title, or the video object's name (title + "video"). */
export const deleteVideoSchema = /* @__PURE__ */ schema(() =>
  z.object({
    fileName: z
      .string({ error: uploadTexts.title })
      .check(
        z.trim(),
        z.minLength(1, uploadTexts.title),
        z.maxLength(VIDEO_TITLE_MAX + 5, uploadTexts.title),
        z.refine(safeName, uploadTexts.title),
      ),
  }),
);
export type DeleteVideoInput = z.input<typeof deleteVideoSchema>;

/** A presigned PUT: send the file to signedUrl with exactly the signed headers. */
export interface SignedUpload {
  signedUrl: string;
  /** The object key the file is stored under. */
  key: string;
  /** Seconds the URL stays valid (≤ 900). */
  expiresIn: number;
}

export interface FinishedPart {
  partNumber: number;
  etag: string;
}

export interface MultipartStartResponse {
  uploadId: string;
  key: string;
  partSize: number;
  partCount: number;
  /** Parts already stored (a resumed upload): upload only the others. */
  completedParts: FinishedPart[];
}

export interface MultipartSignResponse {
  /** Part number (as a string) → presigned UploadPart URL. */
  urls: Record<string, string>;
  expiresIn: number;
}

export interface MultipartCompleteResponse {
  key: string;
}

export interface CompleteVideoResponse {
  video: VideoItem;
}

/** deleteFile / deleteVideo: a presigned DELETE of the object (already deleted; calling it is harmless). */
export interface SignedDelete {
  signedUrl: string;
}
