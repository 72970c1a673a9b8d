/**
 * The height of an MP4's picture, read from its track headers with a few ranged GETs (the `moov`
 * box may sit at either end of a multi-GB file), so the ladder never upscales the source. Answers
 * null for anything that is not a readable MP4: the transcode then judges the file itself.
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { config } from '../../shared/config';
import { s3 } from '../../shared/s3';
import type { VideoFolder } from '../../shared/schemas';

const MAX_TOP_LEVEL_BOXES = 64;
/** A moov larger than this is not a lecture's (hours of samples fit in a few MB). */
const MAX_MOOV_BYTES = 64 * 1024 * 1024;

async function readRange(
  bucket: string,
  key: string,
  start: number,
  length: number,
): Promise<{ bytes: Buffer; total: number }> {
  const result = await s3.send(
    new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=${start}-${start + length - 1}` }),
  );
  const bytes = Buffer.from((await result.Body?.transformToByteArray()) ?? []);
  const total = Number(/\/(\d+)$/.exec(result.ContentRange ?? '')?.[1] ?? bytes.length);
  return { bytes, total };
}

/** The largest track-header height inside a moov box's payload (16.16 fixed point). */
export function heightFromMoov(moov: Buffer): number | null {
  let best: number | null = null;
  const walk = (start: number, end: number): void => {
    for (let offset = start; offset + 8 <= end;) {
      const size = moov.readUInt32BE(offset);
      const type = moov.toString('latin1', offset + 4, offset + 8);
      if (size < 8 || offset + size > end) return;
      if (type === 'trak') walk(offset + 8, offset + size);
      if (type === 'tkhd') {
        const version = moov.readUInt8(offset + 8);
        const sizeAt = offset + 8 + (version === 1 ? 88 : 76);
        if (sizeAt + 8 <= offset + size) {
          const width = moov.readUInt32BE(sizeAt) >>> 16;
          const height = moov.readUInt32BE(sizeAt + 4) >>> 16;
          if (width > 0 && height > 0) best = Math.max(best ?? 0, height);
        }
      }
      offset += size;
    }
  };
  walk(0, moov.length);
  return best;
}

export async function sourceHeight(folder: VideoFolder, key: string): Promise<number | null> {
  const bucket = config.bucketName(folder);
  let offset = 0;
  let total = Number.POSITIVE_INFINITY;
  for (let index = 0; index < MAX_TOP_LEVEL_BOXES && offset + 8 <= total; index += 1) {
    const head = await readRange(bucket, key, offset, 16);
    total = head.total;
    if (head.bytes.length < 8) return null;
    let size = head.bytes.readUInt32BE(0);
    const type = head.bytes.toString('latin1', 4, 8);
    let headerLength = 8;
    if (size === 1) {
      if (head.bytes.length < 16) return null;
      size = Number(head.bytes.readBigUInt64BE(8));
      headerLength = 16;
    } else if (size === 0) {
      size = total - offset;
    }
    if (size < headerLength) return null;
    if (type === 'moov') {
      if (size > MAX_MOOV_BYTES) return null;
      const moov = await readRange(bucket, key, offset + headerLength, size - headerLength);
      return heightFromMoov(moov.bytes);
    }
    offset += size;
  }
  return null;
}
