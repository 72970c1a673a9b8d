import { request } from '../../../lib/api-client';
import type { SignedDelete, VideoFolder } from '@schemas';

/**
 * {fileName: title}: the server removes the video, its thumbnail and meta (likes, comments,
 * progress) and returns a presigned DELETE of the video file.
 */
export const deleteVideo = (folder: VideoFolder, title: string): Promise<SignedDelete> =>
  request('DELETE /api/aws/deleteVideo/{folder}', { params: { folder }, body: { fileName: title } });
