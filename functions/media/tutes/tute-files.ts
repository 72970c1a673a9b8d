/**
 * Tute PDFs go straight to their category's bucket through a presigned PUT whose signature fixes the
 * content type, the length and the optional "year" metadata (the list shows it). Deleting removes the
 * object and hands back a presigned DELETE, which the admin page then calls (deleting twice is harmless).
 */
import { NotFound, PayloadTooLarge } from '../../shared/errors';
import {
  PDF_CONTENT_TYPE,
  TUTE_MAX_BYTES,
  type TuteCategory,
  type SignedDelete,
  type SignedTuteUpload,
  tuteTexts,
} from '../../shared/schemas';
import { deleteObject, headObject } from '../storage/objects';
import { presignDelete, presignPut, UPLOAD_URL_SECONDS } from '../storage/presign';

export async function prepareTutePut(
  category: TuteCategory,
  input: { fileName: string; year?: string | undefined; size: number },
): Promise<SignedTuteUpload> {
  if (input.size > TUTE_MAX_BYTES) throw new PayloadTooLarge(tuteTexts.tooLarge);
  const metadata: Record<string, string> = input.year ? { year: input.year } : {};
  const signedUrl = await presignPut(category, input.fileName, {
    contentType: PDF_CONTENT_TYPE,
    contentLength: input.size,
    metadata,
  });
  const headers: Record<string, string> = {
    'Content-Type': PDF_CONTENT_TYPE,
    ...(input.year ? { 'x-amz-meta-year': input.year } : {}),
  };
  return { signedUrl, key: input.fileName, headers, expiresIn: UPLOAD_URL_SECONDS };
}

/**
 * The list shows names without ".pdf" (listTutes), so "Tute 1" means "Tute 1.pdf"; a name sent with
 * its extension is also found. 404 when neither exists.
 */
export async function deleteTute(category: TuteCategory, fileName: string): Promise<SignedDelete> {
  const candidates = [`${fileName}.pdf`, ...(/\.pdf$/i.test(fileName) ? [fileName] : [])];
  for (const key of candidates) {
    if (!(await headObject(category, key))) continue;
    await deleteObject(category, key);
    return { signedUrl: await presignDelete(category, key) };
  }
  throw new NotFound(tuteTexts.fileNotFound);
}
