import { api } from '../../../lib/api-client';
import type { PdfCategory, PdfPage } from '../../../../../functions/shared/schemas';

/** GET /api/aws/getPastPaperMarking/{category} — one page of a category's PDFs (admins may read every category). */
export function listPdfs(category: PdfCategory, cursor: string | null) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return api<PdfPage>(`/api/aws/getPastPaperMarking/${category}${query}`);
}
