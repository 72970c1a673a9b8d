import { request } from '../../../lib/api-client';
import type { TuteCategory, TutePage } from '@schemas';

/**
 * One page of a category's tutes: SampathBook is public, PastPaperMarking needs login, RevisionTute
 * the revision-tute flag (an admin may read every category).
 */
export const getTutes = (category: TuteCategory, cursor?: string | null): Promise<TutePage> =>
  request('GET /api/aws/getPastPaperMarking/{category}', { params: { category }, query: { cursor } });
