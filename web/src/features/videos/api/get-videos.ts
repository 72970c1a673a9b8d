import { request } from '../../../lib/api-client';
import type { VideoFolder, VideoPage } from '@schemas';

/**
 * One page of a folder's listed videos, newest first: free is public; the others need login and
 * the matching flag (an admin holds every flag).
 */
export const getVideos = (folder: VideoFolder, cursor?: string | null): Promise<VideoPage> =>
  request('GET /api/aws/getVideos/{folder}', { params: { folder }, query: { cursor } });
