/**
 * /api/aws/multipart/* — the server side of a large lecture's upload (api-contract-4 "Large
 * videos"), bound to one folder and video. Quiet calls: they run in the background of an upload
 * that shows its own progress.
 */
import { VIDEO_CONTENT_TYPE, type MultipartCompleteResponse } from '../../../../../functions/shared/schemas';
import { api } from '../../../lib/api-client';
import type { CompletedPart, MultipartSession, SignedParts } from '../uploads/multipart';
import type { VideoDraft } from '../uploads/upload-video';

export function multipartApi(draft: VideoDraft, video: File) {
  const path = (step: string) => `/api/aws/multipart/${step}/${draft.folder}`;
  const ids = (s: MultipartSession) => ({ uploadId: s.uploadId, key: s.key });
  return {
    start: () =>
      api<MultipartSession>(path('start'), {
        method: 'POST',
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
    sign: (s: MultipartSession, partNumbers: number[]) =>
      api<SignedParts>(path('sign'), { method: 'POST', quiet: true, body: { ...ids(s), partNumbers } }),
    reportPart: async (s: MultipartSession, part: CompletedPart) => {
      await api<unknown>(path('part'), { method: 'PUT', quiet: true, body: { ...ids(s), ...part } });
    },
    complete: async (s: MultipartSession, parts: CompletedPart[]) => {
      await api<MultipartCompleteResponse>(path('complete'), {
        method: 'POST',
        quiet: true,
        body: { ...ids(s), parts },
      });
    },
    abort: async (s: MultipartSession) => {
      await api<unknown>(path('abort'), { method: 'DELETE', quiet: true, body: ids(s) });
    },
  };
}
