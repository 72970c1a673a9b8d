import { request } from '../../../lib/api-client';
import type { MakeStreamsResponse, RetryStreamResponse, VideoFolder } from '@schemas';

/** A new transcode job for a video whose streaming version failed; answers its state (processing). */
export const retryStream = (folder: VideoFolder, title: string): Promise<RetryStreamResponse> =>
  request('POST /api/aws/retryStream/{folder}', { params: { folder }, body: { title } });

/** Transcode jobs for every video of the folder without a streaming version; answers how many. */
export const makeStreams = (folder: VideoFolder): Promise<MakeStreamsResponse> =>
  request('POST /api/aws/makeStreams/{folder}', { params: { folder } });
