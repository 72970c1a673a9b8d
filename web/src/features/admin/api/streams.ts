import { request } from '../../../lib/api-client';
import type { MakeStreamsResponse, RetryStreamResponse, SourceKind, VideoFolder } from '@schemas';

/**
 * A new transcode job for a video whose streaming version failed, or (with `sourceKind`) for a
 * video whose kind changes; answers its state (processing).
 */
export const retryStream = (
  folder: VideoFolder,
  title: string,
  sourceKind?: SourceKind,
): Promise<RetryStreamResponse> =>
  request('POST /api/aws/retryStream/{folder}', {
    params: { folder },
    body: { title, ...(sourceKind ? { sourceKind } : {}) },
  });

/** Transcode jobs for every video of the folder without a streaming version; answers how many. */
export const makeStreams = (folder: VideoFolder): Promise<MakeStreamsResponse> =>
  request('POST /api/aws/makeStreams/{folder}', { params: { folder } });
