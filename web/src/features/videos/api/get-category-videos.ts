import { api } from '../../../lib/api-client';
import type { GatedVideoFolder, VideoPage, VideoYear } from '../../../../../functions/shared/schemas';
import { pageQuery } from './page-query';

/**
 * GET /api/aws/get{Theory|Revision|Practical|Paper}Videos/{year} — login and the category's flag;
 * a year also brings the videos meant for every year ("all").
 */
export const getCategoryVideos = (category: GatedVideoFolder, year: VideoYear, cursor?: string | null) =>
  api<VideoPage>(`/api/aws/get${category}Videos/${year}${pageQuery(cursor)}`);
