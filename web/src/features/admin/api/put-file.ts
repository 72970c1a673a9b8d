import { api } from '../../../lib/api-client';
import type { PdfCategory } from '../../../../../functions/shared/schemas';
import type { SignedFilePut } from './types';

/** The contract's limit for one PDF (the server refuses larger ones with 413). */
export const PDF_MAX_BYTES = 50 * 1024 * 1024;
export const PDF_NAME_MAX = 150;

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
  api<SignedFilePut>(`/api/aws/putFile/${category}`, {
    method: 'PUT',
    quiet: true,
    body: { fileName, size, contentType: 'application/pdf', ...(year ? { year } : {}) },
  });
