import { request } from '../../../lib/api-client';
import type { GatedVideoFolder, VideoPage, VideoYear } from '@schemas';

/**
 * One page of a gated category's videos for a year: login and the category's flag needed; a year
 * also brings the videos meant for every year ("all").
 */
export function getCategoryVideos(
  category: GatedVideoFolder,
  year: VideoYear,
  cursor?: string | null,
): Promise<VideoPage> {
  const options = { params: { year }, query: { cursor } };
  switch (category) {
    case 'Theory':
      return request('GET /api/aws/getTheoryVideos/{year}', options);
    case 'Revision':
      return request('GET /api/aws/getRevisionVideos/{year}', options);
    case 'Practical':
      return request('GET /api/aws/getPracticalVideos/{year}', options);
    case 'Paper':
      return request('GET /api/aws/getPaperVideos/{year}', options);
  }
}
