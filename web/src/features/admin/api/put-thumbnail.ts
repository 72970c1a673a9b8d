import { api } from '../../../lib/api-client';
import type { SignedUpload, VideoFolder } from '../../../../../functions/shared/schemas';

/** PUT /api/aws/putThumbnail/{folder} — a presigned PUT for `<title>image` (image/jpeg or image/png; the size is signed too). */
export const putThumbnail = (folder: VideoFolder, title: string, thumbnail: Blob, filename: string) =>
  api<SignedUpload>(`/api/aws/putThumbnail/${folder}`, {
    method: 'PUT',
    quiet: true,
    body: { filename, contentType: thumbnail.type, title, size: thumbnail.size },
  });
