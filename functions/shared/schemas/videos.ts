/** Videos: the folders and years, the video lists, and what viewers add (likes, comments, progress). */
import * as z from 'zod/mini';
import { schema } from './common';
import type { Access } from './accounts';
import type { TuteCategory } from './tutes';

export const VIDEO_FOLDERS = ['free', 'Theory', 'Revision', 'Practical', 'Paper'] as const;
export type VideoFolder = (typeof VIDEO_FOLDERS)[number];
export const GATED_VIDEO_FOLDERS = ['Theory', 'Revision', 'Practical', 'Paper'] as const;
export type GatedVideoFolder = (typeof GATED_VIDEO_FOLDERS)[number];

/**
 * The access flag (as check-access names it) each folder's videos and each tute category need:
 * null is public, 'login' any logged-in student. The same rules the video and tute routes enforce;
 * a saved copy records its flag so the app can drop it once the account loses that flag.
 */
export const VIDEO_FOLDER_ACCESS: Record<VideoFolder, keyof Access | null> = {
  free: null,
  Theory: 'theory',
  Revision: 'revision',
  Practical: 'practical',
  Paper: 'paper',
};
export const TUTE_CATEGORY_ACCESS: Record<TuteCategory, keyof Access | 'login' | null> = {
  SampathBook: null,
  PastPaperMarking: 'login',
  RevisionTute: 'revisionTute',
};
/** The years a video is uploaded for: 2025 to 2030, or "all" (listed under every year). */
export const VIDEO_YEARS = ['2025', '2026', '2027', '2028', '2029', '2030', 'all'] as const;
export type VideoYear = (typeof VIDEO_YEARS)[number];

export const videoTexts = {
  unknownFolder: 'Unknown folder.',
  noVideoAccess: 'You do not have access to these videos.',
  invalidYear: 'Year must be 2025 to 2030 or all.',
  videoNotFound: 'Video not found.',
  comment: 'Comment must be 1 to 1000 characters.',
  seconds: 'Seconds must be a number from 0 to 86400.',
  sourceKind: 'The kind of video must be "slides" or "camera".',
} as const;

export const videoYearSchema = /* @__PURE__ */ schema(() => z.enum(VIDEO_YEARS, videoTexts.invalidYear));
/** Titles are path parameters and key parts; anything longer cannot name a video. */
export const VIDEO_TITLE_MAX = 200;

export const likeSchema = /* @__PURE__ */ schema(() => z.optional(z.object({ liked: z.optional(z.boolean()) })));
export type LikeInput = z.input<typeof likeSchema>;

/** Blank or whitespace-only comments are refused (the Post button is disabled for them too). */
export const commentSchema = /* @__PURE__ */ schema(() =>
  z.object({
    comment: z
      .string({ error: videoTexts.comment })
      .check(z.trim(), z.minLength(1, videoTexts.comment), z.maxLength(1000, videoTexts.comment)),
  }),
);
export type CommentInput = z.input<typeof commentSchema>;

export const progressSchema = /* @__PURE__ */ schema(() =>
  z.object({
    seconds: z
      .number({ error: videoTexts.seconds })
      .check(z.gte(0, videoTexts.seconds), z.lte(86_400, videoTexts.seconds)),
  }),
);
export type ProgressInput = z.input<typeof progressSchema>;

/**
 * What a video mostly shows, as the admin says at upload (slides when not said): slides or a
 * whiteboard get a data saver that keeps text legible, a camera one that keeps motion.
 */
export const SOURCE_KINDS = ['slides', 'camera'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];
export const sourceKindSchema = /* @__PURE__ */ schema(() => z.enum(SOURCE_KINDS, videoTexts.sourceKind));

/**
 * The data-saver renditions' names: 540p at 5 fps for slides, 240p at 15 fps for a camera (and for
 * every stream made before the slides' rung). A stream has exactly one of them.
 */
export const DATA_SAVER_RENDITIONS = ['540p', '240p'] as const;
export const isDataSaverRendition = (name: string): boolean =>
  (DATA_SAVER_RENDITIONS as readonly string[]).includes(name);

/**
 * Where a video's streaming ladder stands: `none` for a video made before streaming existed,
 * `queued` while "Make streaming versions" has it waiting for its job, `processing` while the transcode runs, `ready` once its renditions and master playlist exist,
 * `failed` when the transcode failed (the MP4 still plays).
 */
export const STREAM_STATES = ['queued', 'processing', 'ready', 'failed', 'none'] as const;
export type StreamState = (typeof STREAM_STATES)[number];

/**
 * What every video item says about streaming: `stream` (the master playlist's URL) when ready, and
 * while a ready ladder is being remade (queued, processing, or its remake failed) the earlier one's.
 */
export interface StreamFields {
  streamState: StreamState;
  /** What the video mostly shows, which picked its ladder. */
  sourceKind?: SourceKind;
  /** True when its ladder is older than today's or was made for another kind: "Make streaming versions" remakes it. */
  streamOutdated?: boolean;
  /** The HLS master playlist on the site's own origin, e.g. /media/free/<id>/master.m3u8. */
  stream?: string;
  /** With `stream`: each rendition a student can save for offline study, lowest first. */
  renditions?: StreamRendition[];
}

export interface StreamRendition {
  /** The ladder's name for it, e.g. "540p"; the data saver is 540p (slides) or 240p (camera). */
  name: string;
  height: number;
  /** Every byte saving it downloads: its playlist and segments. */
  bytes: number;
  /** Its media playlist on the site's own origin, e.g. /media/free/<id>/stream_240p.m3u8. */
  playlist: string;
}

/** One playable video: url and thumbnail are presigned GETs valid for an hour. */
export interface VideoItem extends StreamFields {
  title: string;
  url: string;
  thumbnail: string;
  caption: string;
  /** ISO date-time */
  uploadedDate: string;
  year: VideoYear;
}

export interface VideoPage {
  list: VideoItem[];
  nextCursor: string | null;
}

export interface CommentView {
  name: string;
  /** ISO date-time */
  createdAt: string;
  comment: string;
}

export interface VideoMetaView extends StreamFields {
  title: string;
  caption: string;
  likes: number;
  liked: boolean;
  comments: CommentView[];
  nextCommentsCursor: string | null;
  /** Resume position in seconds; 0 for a visitor. */
  position: number;
}

export interface LikeResponse {
  likes: number;
  liked: boolean;
}

/** 201 to addCommentByTitle: the comment as stored, its author the session's. */
export interface CommentCreatedResponse {
  comment: CommentView;
}

/** progress: the position stored, in seconds. */
export interface ProgressResponse {
  position: number;
}

/** GET streamAccess/{folder}: when the folder's media cookies expire (ISO); null for free, which needs none. */
export interface StreamAccess {
  expiresAt: string | null;
}
