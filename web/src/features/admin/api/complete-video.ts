import { request } from '../../../lib/api-client';
import type { CompleteVideoResponse, SourceKind, VideoFolder } from '@schemas';

/** Once both objects are stored, the video is listed. Quiet: the upload form shows its own progress. */
export const completeVideo = (
  folder: VideoFolder,
  title: string,
  sourceKind?: SourceKind,
): Promise<CompleteVideoResponse> =>
  request('POST /api/aws/completeVideo/{folder}', {
    params: { folder },
    quiet: true,
    body: { title, ...(sourceKind ? { sourceKind } : {}) },
  });
