/**
 * PDF tutes have no table index: a list is one listing page of the category's bucket (MaxKeys =
 * the page size; the cursor holds the last key, sent back as the marker), never a whole-bucket read.
 * The optional "year" comes from each object's metadata (a HEAD per listed PDF); a file whose first
 * bytes are not a PDF's is never listed (tutes/pdf-check.ts).
 *
 * Why ListObjects (v1) with a marker rather than ListObjectsV2 with its continuation token: the
 * local engine (s3rver 3.7) mints v2 tokens with DES, which OpenSSL 3 (Node 18+) refuses, so every
 * truncated v2 listing fails locally. A marker pages identically on S3 and on s3rver.
 */
import { HeadObjectCommand, ListObjectsCommand } from '@aws-sdk/client-s3';
import * as z from 'zod/mini';
import { describeError, logger } from '../../shared/logger';
import { s3 } from '../../shared/s3';
import { config } from '../../shared/config';
import { BadRequest } from '../../shared/errors';
import { TUTE_CATEGORIES, type TuteCategory, type TuteItem, type TutePage, commonTexts } from '../../shared/schemas';
import { decodeCursor, encodeCursor } from '../../shared/cursor';
import { presignGet } from '../../shared/presign';
import { inlineDisposition } from '../storage/presign';
import { isMarkedPdf, markPdf, startsAsPdf } from './pdf-check';

const PDF_EXTENSION = /\.pdf$/i;

const cursorSchema = z.strictObject({
  category: z.enum(TUTE_CATEGORIES),
  /** The last key of the previous page (S3 keys are at most 1024 bytes). */
  after: z.string().check(z.minLength(1), z.maxLength(1024)),
});

const asShape = (value: unknown): { name?: unknown } | null =>
  typeof value === 'object' && value !== null ? value : null;

interface Facts {
  year: string | null;
  /** False for a file whose first bytes are not a PDF's (it is left out of the list). */
  pdf: boolean;
}

/**
 * The year from the object's metadata, and whether it is a PDF: marked by completeFile, or checked
 * here once (one ranged GET) for a file stored before that check or whose completion never ran.
 */
async function factsOf(category: TuteCategory, bucket: string, key: string): Promise<Facts | null> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    const year = head.Metadata?.year?.trim() || null;
    if (isMarkedPdf(head.Metadata)) return { year, pdf: true };
    const pdf = await startsAsPdf(category, key);
    // A file that is not a PDF is left where it is (a listing deletes nothing) and not shown; the
    // admin's upload flow removes such files when they are uploaded.
    if (!pdf) logger.warn('Tute is not a PDF; not listed', { bucket, key });
    else {
      const info = {
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? null,
        metadata: head.Metadata ?? {},
      };
      // Best effort: without the mark the next listing checks it again.
      await markPdf(category, key, info).catch((error: unknown) =>
        logger.warn('Could not mark tute as PDF', { key, error: describeError(error, { stack: false }) }),
      );
    }
    return { year, pdf };
  } catch (error) {
    // Deleted between the listing and this HEAD: not listed.
    const name = asShape(error)?.name;
    if (name === 'NotFound' || name === 'NoSuchKey') return null;
    throw error;
  }
}

export async function listTutes(options: {
  category: TuteCategory;
  limit: number;
  cursor?: string | undefined;
}): Promise<TutePage> {
  const { category, limit } = options;
  const cursor = options.cursor ? decodeCursor(cursorSchema, options.cursor) : undefined;
  if (cursor && cursor.category !== category) throw new BadRequest(commonTexts.invalidCursor);
  const bucket = config.bucketName(category);
  const page = await s3.send(
    new ListObjectsCommand({ Bucket: bucket, MaxKeys: limit, ...(cursor ? { Marker: cursor.after } : {}) }),
  );
  const objects = (page.Contents ?? []).filter((object): object is { Key: string; Size?: number } =>
    Boolean(object.Key && PDF_EXTENSION.test(object.Key)),
  );
  const checked = await Promise.all(
    objects.map(async (object) => ({ object, facts: await factsOf(category, bucket, object.Key) })),
  );
  const list = await Promise.all(
    checked
      .flatMap(({ object, facts }) => (facts?.pdf ? [{ object, year: facts.year }] : []))
      .map(async ({ object, year }): Promise<TuteItem> => {
        const name = object.Key.replace(PDF_EXTENSION, '');
        const url = await presignGet(category, object.Key, {
          contentType: 'application/pdf',
          disposition: inlineDisposition(`${name}.pdf`),
        });
        return { name, url, year, size: object.Size ?? 0 };
      }),
  );
  // The marker is the last key listed, PDF or not, so skipped objects are not read again.
  const lastKey = page.Contents?.at(-1)?.Key;
  return { list, nextCursor: page.IsTruncated && lastKey ? encodeCursor({ category, after: lastKey }) : null };
}
