import { api } from '../../../lib/api-client';
import { PDF_CONTENT_TYPE, type PdfCategory, type SignedPdfUpload } from '../../../../../functions/shared/schemas';

export interface PdfDraft {
  fileName: string;
  year: string;
  size: number;
}

/**
 * PUT /api/aws/putFile/{folder} — a presigned PUT and the exact headers it was signed with (content
 * type and the year as object metadata). Quiet: the form shows the upload's own progress.
 */
export const putFile = (category: PdfCategory, { fileName, year, size }: PdfDraft) =>
  api<SignedPdfUpload>(`/api/aws/putFile/${category}`, {
    method: 'PUT',
    quiet: true,
    body: { fileName, size, contentType: PDF_CONTENT_TYPE, ...(year ? { year } : {}) },
  });
