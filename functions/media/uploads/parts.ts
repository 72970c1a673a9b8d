/**
 * Multipart arithmetic and key names, pure so the browser's plan and the server's checks agree:
 * parts are MULTIPART_PART_BYTES long except the last, numbered from 1.
 */
import { MULTIPART_PART_BYTES, videoTitleSchema } from '../../shared/schemas';
import { VIDEO_SUFFIX } from '../../domain/videos/pairing';

export const partCountFor = (size: number, partSize: number = MULTIPART_PART_BYTES): number =>
  Math.max(1, Math.ceil(size / partSize));

/** Bytes in part `partNumber` (1-based) of a `size`-byte file; 0 for a number outside the file. */
export function partLength(size: number, partNumber: number, partSize: number = MULTIPART_PART_BYTES): number {
  const count = partCountFor(size, partSize);
  if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > count) return 0;
  return partNumber < count ? partSize : size - (count - 1) * partSize;
}

/** Part numbers 1..count not in `done`, ascending. */
export function missingParts(count: number, done: Iterable<number>): number[] {
  const have = new Set(done);
  const missing: number[] = [];
  for (let n = 1; n <= count; n += 1) if (!have.has(n)) missing.push(n);
  return missing;
}

/** The title behind a legacy video object key ("<title>video"), or null when the key names no valid title. */
export function titleFromVideoKey(key: string): string | null {
  if (key.length <= VIDEO_SUFFIX.length || !key.endsWith(VIDEO_SUFFIX)) return null;
  const title = key.slice(0, -VIDEO_SUFFIX.length);
  const parsed = videoTitleSchema.safeParse(title);
  // A title the schema would change (surrounding spaces) is not one a key was made from.
  return parsed.success && parsed.data === title ? title : null;
}
