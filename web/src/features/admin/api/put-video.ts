import { request } from '../../../lib/api-client';
import { VIDEO_CONTENT_TYPE, type SignedUpload } from '@schemas';
import type { VideoDraft } from '../uploads/upload-video';

/**
 * A presigned PUT for `<title>video` (files ≤ 64 MB; larger ones go in parts). The server keeps the
 * title and caption as pending until completeVideo. Quiet: the upload form shows its own progress,
 * and a full-screen spinner would hide its Cancel button.
 */
export const putVideo = ({ folder, year, title, caption }: VideoDraft, video: File): Promise<SignedUpload> =>
  request('PUT /api/aws/putVideo/{folder}', {
    params: { folder },
    quiet: true,
    body: { filename: video.name, alYear: year, contentType: VIDEO_CONTENT_TYPE, title, caption, size: video.size },
  });
