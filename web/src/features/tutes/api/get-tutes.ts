import { request } from '../../../lib/api-client';
import type { PdfCategory, PdfPage } from '../../../../../functions/shared/schemas';

/**
 * One page of a category's tutes: SampathBook is public, PastPaperMarking needs login, RevisionTute
 * the revision-tute flag (an admin may read every category).
 */
export const getTutes = (category: PdfCategory, cursor?: string | null): Promise<PdfPage> =>
  request('GET /api/aws/getPastPaperMarking/{category}', { params: { category }, query: { cursor } });
