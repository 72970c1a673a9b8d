/**
 * A tute is listed only once its first bytes read "%PDF-": the browser PUTs straight to S3, so the
 * declared content type and the ".pdf" name prove nothing about the bytes. The verdict is kept on the
 * object itself as metadata (the object copied onto itself), so the check costs one ranged GET per
 * file, once: after the upload (completeFile) or, for a file stored before the check existed or whose
 * completion never ran, the first time a listing meets it.
 */
import { CopyObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { config } from '../../shared/config';
import { NotFound, UnsupportedMediaType } from '../../shared/errors';
import { s3 } from '../../shared/s3';
import { type TuteCategory, tuteTexts } from '../../shared/schemas';
import { deleteObject, headObject, type ObjectInfo } from '../storage/objects';

/** Object metadata key (x-amz-meta-pdf-checked) of a file whose first bytes were read as a PDF. */
const PDF_CHECKED = 'pdf-checked';
const PDF_MAGIC = '%PDF-';

export const isMarkedPdf = (metadata: Readonly<Record<string, string>> | undefined): boolean =>
  metadata?.[PDF_CHECKED] === 'yes';

/** Reads the first five bytes (a ranged GET): true when they are "%PDF-". */
export async function startsAsPdf(category: TuteCategory, key: string): Promise<boolean> {
  const object = await s3.send(
    new GetObjectCommand({ Bucket: config.bucketName(category), Key: key, Range: `bytes=0-${PDF_MAGIC.length - 1}` }),
  );
  const head = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
  return Buffer.from(head.subarray(0, PDF_MAGIC.length)).toString('latin1') === PDF_MAGIC;
}

/** Records the verdict on the object: a copy onto itself with the same type and metadata plus the mark. */
export async function markPdf(category: TuteCategory, key: string, info: ObjectInfo): Promise<void> {
  const bucket = config.bucketName(category);
  await s3.send(
    new CopyObjectCommand({
      Bucket: bucket,
      Key: key,
      // URL-encoded, as S3 reads it: a name may hold any of = ; + # ? & $ : @ , (the local engine
      // decodes it the same way, local/engines/s3rver-copy-source.ts).
      CopySource: `${bucket}/${encodeURIComponent(key)}`,
      MetadataDirective: 'REPLACE',
      ContentType: info.contentType ?? 'application/pdf',
      Metadata: { ...info.metadata, [PDF_CHECKED]: 'yes' },
    }),
  );
}

/**
 * completeFile: the upload's last step. A PDF is marked and listed from now on; anything else is
 * deleted and refused (415) with words the admin can act on.
 */
export async function verifyTute(category: TuteCategory, fileName: string): Promise<void> {
  const info = await headObject(category, fileName);
  if (!info) throw new NotFound(tuteTexts.fileNotFound);
  if (isMarkedPdf(info.metadata)) return;
  if (!(await startsAsPdf(category, fileName))) {
    await deleteObject(category, fileName);
    throw new UnsupportedMediaType(tuteTexts.notPdf);
  }
  await markPdf(category, fileName, info);
}
