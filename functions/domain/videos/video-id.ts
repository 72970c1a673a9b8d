/**
 * A video's id and the S3 key its MP4 is stored under, both ASCII-safe whatever its title holds.
 *
 * The title (any script, spaces, # % + = ?) is the catalog's key and what people read, but it is a
 * poor object key for the transcoder: MediaConvert reads its input from an s3:// URL and its user
 * metadata values from a restricted character set, and it judges a file partly by its extension.
 * So the id is a hash of the title (the same title always gets the same id, as it always got the
 * same key), and the key is an ASCII slug of the title for people browsing the bucket, the id, and
 * ".mp4" (the only type an upload may have):
 *
 *   ohm-s-law-1f3a…(24 hex).mp4        "Ohm's Law"
 *   4c0d…(24 hex).mp4                  a title with no Latin letters or digits
 *
 * Videos uploaded before this were stored as "<title>video"; their key stays recorded in the
 * catalog and is moved to the safe key before their next transcode (streaming/safe-source.ts).
 */
import { createHash } from 'node:crypto';

const ID_LENGTH = 24;
const SLUG_MAX = 40;
export const VIDEO_EXTENSION = 'mp4';

/** 96 bits of the title's SHA-256, in lower-case hex. */
export const videoIdOf = (title: string): string =>
  createHash('sha256').update(title, 'utf8').digest('hex').slice(0, ID_LENGTH);

/** The title's Latin letters and digits, lower case, runs of anything else as one "-". */
export function slugOf(title: string): string {
  const ascii = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return ascii
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
}

/** The key a video with this title is uploaded to (and a legacy one moved to). */
export function safeVideoKey(title: string): string {
  const slug = slugOf(title);
  return `${slug ? `${slug}-` : ''}${videoIdOf(title)}.${VIDEO_EXTENSION}`;
}

const SAFE_KEY = new RegExp(`^(?:[a-z0-9-]{1,${SLUG_MAX}}-)?([0-9a-f]{${ID_LENGTH}})\\.${VIDEO_EXTENSION}$`);

/** The id a safe key carries, or null for any other key (a legacy "<title>video" one). */
export const videoIdFromKey = (key: string): string | null => SAFE_KEY.exec(key)?.[1] ?? null;

/** Whether the transcoder may be pointed at this key as it is. */
export const isSafeSourceKey = (key: string): boolean => videoIdFromKey(key) !== null;

/**
 * What MediaConvert's user metadata may carry: letters, digits and - _ . only, short. Stricter than
 * what the service is documented to take, on purpose: anything a person typed stays out of it.
 */
export const METADATA_VALUE = /^[A-Za-z0-9._-]{1,128}$/;
