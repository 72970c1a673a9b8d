import { api } from '../../../lib/api-client';
import type { PdfCategory, PdfPage } from '../../../../../functions/shared/schemas';

/**
 * GET /api/aws/getPastPaperMarking/{category}/ (the §7 path, trailing slash included) — SampathBook
 * is public, PastPaperMarking needs login, RevisionTute the revision-tute flag. One page per call.
 */
export const getPdfs = (category: PdfCategory, cursor?: string | null) =>
  api<PdfPage>(`/api/aws/getPastPaperMarking/${category}/${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
