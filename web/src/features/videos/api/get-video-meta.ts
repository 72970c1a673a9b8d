import { api } from '../../../lib/api-client';
import type { VideoMetaView } from '../../../../../functions/shared/schemas';

/** GET /api/videoMeta/getVideoByTitle/{title} — caption, likes, comments and the caller's resume position. */
export const getVideoMeta = (title: string) =>
  api<VideoMetaView>(`/api/videoMeta/getVideoByTitle/${encodeURIComponent(title)}`);
