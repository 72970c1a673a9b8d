import { request } from '../../../lib/api-client';
import type { VideoMetaView } from '@schemas';

/** Caption, likes, comments and the caller's resume position. */
export const getVideoMeta = (title: string): Promise<VideoMetaView> =>
  request('GET /api/videoMeta/getVideoByTitle/{title}', { params: { title } });
