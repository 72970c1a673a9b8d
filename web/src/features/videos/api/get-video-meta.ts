import { request } from '../../../lib/api-client';
import type { VideoMetaView } from '@schemas';

/** Caption, likes, comments and the caller's resume position; `quiet` when no one waits on it (no spinner). */
export const getVideoMeta = (title: string, options: { quiet?: boolean } = {}): Promise<VideoMetaView> =>
  request('GET /api/videoMeta/getVideoByTitle/{title}', { params: { title }, quiet: options.quiet ?? false });
