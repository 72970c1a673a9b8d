/**
 * PDF tutes have no table index: a list is one ListObjectsV2 page of the category's bucket
 * (MaxKeys = the page size, the continuation token inside the cursor), never a whole-bucket read.
 * The optional "year" comes from each object's metadata (a HEAD per listed PDF).
 */
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { z } from 'zod';
import { s3 } from '../shared/aws';
import { config } from '../shared/config';
import { BadRequest } from '../shared/errors';
import { mediaMessages, PDF_CATEGORIES, type PdfCategory, type PdfItem, type PdfPage } from '../shared/schemas';
import { decodeCursor, encodeCursor } from './cursor';
import { inlineDisposition, presignGet } from './presign';

const PDF_EXTENSION = /\.pdf$/i;

const cursorSchema = z.strictObject({
  category: z.enum(PDF_CATEGORIES),
  token: z.string().min(1).max(1024),
});

const asShape = (value: unknown): { name?: unknown } | null => (typeof value === 'object' && value !== null ? value : null);

async function yearOf(bucket: string, key: string): Promise<string | null> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return head.Metadata?.year?.trim() || null;
  } catch (error) {
    // Deleted between the listing and this HEAD: the link will 404, the list still answers.
    if (asShape(error)?.name === 'NotFound') return null;
    throw error;
  }
}

export async function listPdfs(options: { category: PdfCategory; limit: number; cursor?: string | undefined }): Promise<PdfPage> {
  const { category, limit } = options;
  const token = options.cursor ? decodeCursor(cursorSchema, options.cursor) : undefined;
  if (token && token.category !== category) throw new BadRequest(mediaMessages.invalidCursor);
  const bucket = config.bucketName(category);
  let page;
  try {
    page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, MaxKeys: limit, ContinuationToken: token?.token }));
  } catch (error) {
    // S3 refuses a continuation token it did not issue (or one for another bucket) with a 400.
    if (asShape(error)?.name === 'InvalidArgument') throw new BadRequest(mediaMessages.invalidCursor);
    throw error;
  }
  const objects = (page.Contents ?? []).filter((object): object is { Key: string; Size?: number } => Boolean(object.Key && PDF_EXTENSION.test(object.Key)));
  const list = await Promise.all(
    objects.map(async (object): Promise<PdfItem> => {
      const name = object.Key.replace(PDF_EXTENSION, '');
      const [url, year] = await Promise.all([
        presignGet(category, object.Key, { contentType: 'application/pdf', disposition: inlineDisposition(`${name}.pdf`) }),
        yearOf(bucket, object.Key),
      ]);
      return { name, url, year, size: object.Size ?? 0 };
    }),
  );
  const next = page.IsTruncated && page.NextContinuationToken ? encodeCursor({ category, token: page.NextContinuationToken }) : null;
  return { list, nextCursor: next };
}
