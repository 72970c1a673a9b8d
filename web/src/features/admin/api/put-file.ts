import { request } from '../../../lib/api-client';
import { PDF_CONTENT_TYPE, type PdfCategory, type SignedPdfUpload } from '../../../../../functions/shared/schemas';

export interface TuteDraft {
  fileName: string;
  year: string;
  size: number;
}

/**
 * A presigned PUT for a tute's PDF and the exact headers it was signed with (content type and the
 * year as object metadata). Quiet: the form shows the upload's own progress.
 */
export const putFile = (category: PdfCategory, { fileName, year, size }: TuteDraft): Promise<SignedPdfUpload> =>
  request('PUT /api/aws/putFile/{folder}', {
    params: { folder: category },
    quiet: true,
    body: { fileName, size, contentType: PDF_CONTENT_TYPE, ...(year ? { year } : {}) },
  });
