/**
 * Slides live only in the slides bucket: one object per slide, keyed by its id, the caption in the
 * object's metadata. No table: a slide has no other facts, and the listing is small (≤ 20).
 *
 * Ids start with the milliseconds left until 2286 (13 digits), so S3's ascending key order is newest
 * first and the first listing page holds the newest slides — nothing reads the whole bucket.
 * Listing uses ListObjects (v1): s3rver's v2 continuation tokens break under OpenSSL 3.
 */
import { randomBytes } from 'node:crypto';
import { DeleteObjectCommand, HeadObjectCommand, ListObjectsCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { config } from '../shared/config';
import { s3 } from '../shared/s3';
import type { SlideImageType } from '../shared/schemas';

const LAST_MILLISECOND = 9_999_999_999_999;
export const SLIDE_ID = /^\d{13}-[0-9a-f]{16}$/;
/** Keys read per listing; more than the slides shown, so a stray object cannot crowd slides out. */
const LIST_PAGE = 100;

const slidesBucket = (): string => config.bucketName('slides');

export function newSlideId(now: number): string {
  return `${String(LAST_MILLISECOND - now).padStart(13, '0')}-${randomBytes(8).toString('hex')}`;
}

// S3 metadata travels as an HTTP header (ASCII only; ≤ 2 KB with its name): a 200-character
// caption in any script URL-encodes to at most 1,800 characters.
export const encodeCaption = (caption: string): string => encodeURIComponent(caption);

export function decodeCaption(stored: string | undefined): string {
  if (stored === undefined) return '';
  try {
    return decodeURIComponent(stored);
  } catch {
    return stored;
  }
}

export interface StoredSlide {
  id: string;
  caption: string;
}

export async function putSlide(
  id: string,
  image: { bytes: Buffer; type: SlideImageType },
  caption: string,
): Promise<void> {
  await s3.send(
    new PutObjectCommand({
      Bucket: slidesBucket(),
      Key: id,
      Body: image.bytes,
      ContentType: image.type,
      ContentLength: image.bytes.byteLength,
      Metadata: { caption: encodeCaption(caption) },
    }),
  );
}

const isMissing = (error: unknown): boolean => {
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
  return name === 'NotFound' || name === 'NoSuchKey';
};

/** The slide's caption, or null when there is no such slide. */
async function headSlide(id: string): Promise<StoredSlide | null> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: slidesBucket(), Key: id }));
    return { id, caption: decodeCaption(head.Metadata?.caption) };
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** The newest `max` slides, newest first. */
export async function listSlides(max: number): Promise<StoredSlide[]> {
  const page = await s3.send(new ListObjectsCommand({ Bucket: slidesBucket(), MaxKeys: LIST_PAGE }));
  const ids = (page.Contents ?? [])
    .map((object) => object.Key ?? '')
    .filter((key) => SLIDE_ID.test(key))
    .sort()
    .slice(0, max);
  // A slide deleted between the listing and its HEAD is simply left out.
  const slides = await Promise.all(ids.map(headSlide));
  return slides.filter((slide): slide is StoredSlide => slide !== null);
}

/** Deletes a slide; false when there was none. */
export async function deleteSlide(id: string): Promise<boolean> {
  if (!(await headSlide(id))) return false;
  await s3.send(new DeleteObjectCommand({ Bucket: slidesBucket(), Key: id }));
  return true;
}
