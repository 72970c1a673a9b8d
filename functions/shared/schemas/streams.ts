/** Streaming versions of videos: the admin's retry of one video and the backfill of a folder. */
import * as z from 'zod/mini';
import { schema } from './common';
import { videoTitleSchema } from './uploads';
import { sourceKindSchema, type StreamState } from './videos';

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
 * POST /api/aws/makeStreams/{folder}: how many videos were submitted: those without a ladder and
 * those whose ladder is older than today's (or made for another kind of source).
 */
export interface MakeStreamsResponse {
  submitted: number;
}
