import { api } from '../../../lib/api-client';
import type { SignedDelete, VideoFolder } from '../../../../../functions/shared/schemas';

/**
 * DELETE /api/aws/deleteVideo/{folder} {fileName: title} — the server removes the video, its
 * thumbnail and meta (likes, comments, progress) and returns a presigned DELETE of the video (§4).
 */
export const deleteVideo = (folder: VideoFolder, title: string) =>
  api<SignedDelete>(`/api/aws/deleteVideo/${folder}`, { method: 'DELETE', body: { fileName: title } });
