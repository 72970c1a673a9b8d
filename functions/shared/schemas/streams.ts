/** Streaming versions of videos: the admin's retry of one video and the backfill of a folder. */
import * as z from 'zod/mini';
import { schema } from './common';
import { videoTitleSchema } from './uploads';
import type { StreamState } from './videos';

/** POST /api/aws/retryStream/{folder}: the video whose ladder failed (or was never made). */
export const retryStreamSchema = /* @__PURE__ */ schema(() => z.object({ title: videoTitleSchema }));
export type RetryStreamInput = z.input<typeof retryStreamSchema>;

export const streamTexts = {
  notRetryable: 'This video is already processing or ready.',
} as const;

export interface RetryStreamResponse {
  title: string;
  streamState: StreamState;
}

/** POST /api/aws/makeStreams/{folder}: how many videos without a ladder were submitted. */
export interface MakeStreamsResponse {
  submitted: number;
}
