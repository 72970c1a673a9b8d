import { api } from '../../../lib/api-client';
import type { SignedPut, VideoDraft } from './types';

/**
 * PUT /api/aws/putVideo/{folder} — a presigned PUT for `<title>video` (files ≤ 64 MB; larger ones go
 * in parts). The server keeps the title and caption as pending until completeVideo. Quiet: the
 * upload form shows its own progress, and a full-screen spinner would hide its Cancel button.
 */
export const putVideo = ({ folder, year, title, caption }: VideoDraft, video: File) =>
  api<SignedPut>(`/api/aws/putVideo/${folder}`, {
    method: 'PUT',
    quiet: true,
    body: { filename: video.name, alYear: year, contentType: 'video/mp4', title, caption, size: video.size },
  });
