import { api } from '../../../lib/api-client';
import type { VideoFolder, VideoPage } from '../../../../../functions/shared/schemas';

/** GET /api/aws/getVideos/{folder} — one page of a folder's listed videos, newest first (admins hold every flag). */
export function listVideos(folder: VideoFolder, cursor: string | null) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return api<VideoPage>(`/api/aws/getVideos/${folder}${query}`);
}
