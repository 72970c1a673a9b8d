import { api } from '../../../lib/api-client';
import type { PdfCategory, SignedDelete } from '../../../../../functions/shared/schemas';

/** DELETE /api/aws/deleteFile/{folder} {fileName} — deletes the PDF and returns a presigned DELETE (§4). */
export const deleteFile = (category: PdfCategory, fileName: string) =>
  api<SignedDelete>(`/api/aws/deleteFile/${category}`, { method: 'DELETE', body: { fileName } });
