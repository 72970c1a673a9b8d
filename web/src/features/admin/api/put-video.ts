import { api } from '../../../lib/api-client';
import { VIDEO_CONTENT_TYPE, type SignedUpload } from '../../../../../functions/shared/schemas';
import type { VideoDraft } from '../uploads/upload-video';

/**
 * PUT /api/aws/putVideo/{folder} — a presigned PUT for `<title>video` (files ≤ 64 MB; larger ones go
 * in parts). The server keeps the title and caption as pending until completeVideo. Quiet: the
 * upload form shows its own progress, and a full-screen spinner would hide its Cancel button.
 */
export const putVideo = ({ folder, year, title, caption }: VideoDraft, video: File) =>
  api<SignedUpload>(`/api/aws/putVideo/${folder}`, {
    method: 'PUT',
    quiet: true,
    body: { filename: video.name, alYear: year, contentType: VIDEO_CONTENT_TYPE, title, caption, size: video.size },
  });
