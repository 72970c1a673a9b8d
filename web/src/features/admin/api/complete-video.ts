import { api } from '../../../lib/api-client';
import type { CompleteVideoResponse, VideoFolder } from '../../../../../functions/shared/schemas';

/** POST /api/aws/completeVideo/{folder} — once both objects are stored, the video is listed. */
export const completeVideo = (folder: VideoFolder, title: string) =>
  api<CompleteVideoResponse>(`/api/aws/completeVideo/${folder}`, { method: 'POST', quiet: true, body: { title } });
