/**
 * What an hour of a rendition costs a student on metered data, from the bitrate its master playlist
 * declares. Shown as a round figure ("about 150 MB/hour"): the true cost varies with the lecture.
 */

const SECONDS_PER_HOUR = 3600;
const BITS_PER_BYTE = 8;
/** Decimal megabytes, as mobile data plans count them. */
const BYTES_PER_MB = 1_000_000;

/** Megabytes per hour at `bitsPerSecond`, rounded to two significant figures (at least 1). */
export function mbPerHour(bitsPerSecond: number): number {
  if (!Number.isFinite(bitsPerSecond) || bitsPerSecond <= 0) return 0;
  const exact = (bitsPerSecond * SECONDS_PER_HOUR) / BITS_PER_BYTE / BYTES_PER_MB;
  if (exact < 1) return 1;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(exact)) - 1);
  return Math.round(exact / step) * step;
}
