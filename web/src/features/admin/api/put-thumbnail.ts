import { request } from '../../../lib/api-client';
import type { SignedUpload, VideoFolder } from '@schemas';

/** A presigned PUT for `<title>image` (image/jpeg or image/png; the size is signed too). */
export const putThumbnail = (
  folder: VideoFolder,
  title: string,
  thumbnail: Blob,
  filename: string,
): Promise<SignedUpload> =>
  request('PUT /api/aws/putThumbnail/{folder}', {
    params: { folder },
    quiet: true,
    body: { filename, contentType: thumbnail.type, title, size: thumbnail.size },
  });
