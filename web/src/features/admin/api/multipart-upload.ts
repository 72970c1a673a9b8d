/**
 * The server side of a large lecture's upload in parts, bound to one folder and video. Quiet calls:
 * they run in the background of an upload that shows its own progress.
 */
import { VIDEO_CONTENT_TYPE } from '@schemas';
import { request } from '../../../lib/api-client';
import type { CompletedPart, MultipartSession, SignedParts } from '../uploads/multipart';
import type { VideoDraft } from '../uploads/upload-video';

export function multipartApi(draft: VideoDraft, video: File) {
  const params = { folder: draft.folder };
  const ids = (s: MultipartSession) => ({ uploadId: s.uploadId, key: s.key });
  return {
    start: (): Promise<MultipartSession> =>
      request('POST /api/aws/multipart/start/{folder}', {
        params,
        quiet: true,
        body: {
          title: draft.title,
          filename: video.name,
          size: video.size,
          lastModified: video.lastModified,
          contentType: VIDEO_CONTENT_TYPE,
          alYear: draft.year,
          caption: draft.caption,
        },
      }),
    sign: (s: MultipartSession, partNumbers: number[]): Promise<SignedParts> =>
      request('POST /api/aws/multipart/sign/{folder}', { params, quiet: true, body: { ...ids(s), partNumbers } }),
    reportPart: async (s: MultipartSession, part: CompletedPart) => {
      await request('PUT /api/aws/multipart/part/{folder}', { params, quiet: true, body: { ...ids(s), ...part } });
    },
    complete: async (s: MultipartSession, parts: CompletedPart[]) => {
      await request('POST /api/aws/multipart/complete/{folder}', { params, quiet: true, body: { ...ids(s), parts } });
    },
    abort: async (s: MultipartSession) => {
      await request('DELETE /api/aws/multipart/abort/{folder}', { params, quiet: true, body: ids(s) });
    },
  };
}
