/** Streaming versions of videos: the admin's retry of one video and the backfill of a folder. */
import * as z from 'zod/mini';
import { schema } from './common';
import { videoTitleSchema } from './uploads';
import { sourceKindSchema, type StreamState, VIDEO_FOLDERS } from './videos';

export const streamTexts = {
  notRetryable: 'This video is already processing or ready.',
} as const;

/**
 * POST /api/aws/retryStream/{folder}: the video whose ladder failed (or was never made); with
 * `sourceKind`, the video's kind changes to it and its ladder is remade for it, whatever its state.
 */
export const retryStreamSchema = /* @__PURE__ */ schema(() =>
  z.object({ title: videoTitleSchema, sourceKind: z.optional(sourceKindSchema) }),
);
export type RetryStreamInput = z.input<typeof retryStreamSchema>;

export interface RetryStreamResponse {
  title: string;
  streamState: StreamState;
}

/**
 * POST /api/aws/makeStreams/{folder}: how many videos were queued for their job: those without a
 * ladder, those whose ladder is older than today's (or made for another kind of source) and those
 * stuck. Their jobs are submitted in the background; each video shows `queued` until then.
 */
export interface MakeStreamsResponse {
  queued: number;
}

/**
 * One message of the stream submission queue: the video and the id of its wait (its streamId while
 * queued), so a message delivered twice, or one overtaken by a later press, submits nothing.
 */
export const streamQueueMessageSchema = /* @__PURE__ */ schema(() =>
  z.object({ folder: z.enum(VIDEO_FOLDERS), title: videoTitleSchema, queuedId: z.string().check(z.minLength(1)) }),
);
export type StreamQueueMessage = z.infer<typeof streamQueueMessageSchema>;

/**
 * Why the player left a stream for the MP4: it cannot play HLS (`unsupported`), the folder's cookies
 * could not be had (`access`), the edge kept refusing the stream with fresh cookies (`refused`: a
 * broken key or cookie), a playlist or segment is missing (`missing`), or anything else beyond
 * recovery (`failed`).
 */
export const FALLBACK_REASONS = ['unsupported', 'access', 'refused', 'missing', 'failed'] as const;
export type FallbackReason = (typeof FALLBACK_REASONS)[number];

/**
 * POST /api/aws/streamFallback/{folder}: the player's one report per play that it fell back to the
 * MP4. Nobody reads it back; it only counts (functions/shared/metrics.ts), so it is small and its
 * texts are zod's own (request.invalid): only the player sends it, with fixed values.
 */
export const streamFallbackSchema = /* @__PURE__ */ schema(() =>
  z.object({ reason: z.enum(FALLBACK_REASONS), title: z.optional(videoTitleSchema) }),
);
export type StreamFallbackInput = z.input<typeof streamFallbackSchema>;

export interface StreamFallbackResponse {
  recorded: true;
}
