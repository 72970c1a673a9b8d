import { request } from '../../../lib/api-client';
import type { PutThumbnailInput, SignedUpload, VideoFolder } from '@schemas';

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
    // prepareThumbnail leaves only JPEG or PNG (it redraws the rest as JPEG); the server checks again.
    body: { filename, contentType: thumbnail.type as PutThumbnailInput['contentType'], title, size: thumbnail.size },
  });
