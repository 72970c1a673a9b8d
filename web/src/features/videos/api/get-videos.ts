import { api } from '../../../lib/api-client';
import type { VideoFolder, VideoPage } from '../../../../../functions/shared/schemas';
import { pageQuery } from './page-query';

/** GET /api/aws/getVideos/{folder} — free is public; the others need login and the matching flag. */
export const getVideos = (folder: VideoFolder, cursor?: string | null) =>
  api<VideoPage>(`/api/aws/getVideos/${folder}${pageQuery(cursor)}`);
