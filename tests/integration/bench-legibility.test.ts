/**
 * The legibility bench's reading of one clip (bench/legibility-read.ts) on the local engines and
 * this file's MediaConvert twin: a clip of one kind is transcoded with that kind's ladder, so the
 * camera clip is read in the camera's rungs, not the slides' ones every upload got before.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, inject, it } from 'vitest';
import { readLecture } from '../../bench/legibility-read';
import { ladderFor } from '../../functions/domain/streaming/ladder';
import { createIsolatedBuckets } from './support/media';
import { startTranscoder, transcodesSettled } from './support/transcoder';

await startTranscoder();

const { ffmpeg, sampleSource } = inject('transcoder');
if (!sampleSource || !('path' in ffmpeg))
  throw new Error(`the bench legibility test needs ffmpeg: ${JSON.stringify(ffmpeg)}`);

beforeAll(async () => {
  await createIsolatedBuckets(['free', 'streams']);
});

it('reads a camera clip in the rungs of the camera ladder', { timeout: 120_000 }, async () => {
  const dir = await mkdtemp(join(tmpdir(), 'engtech-bench-legibility-'));
  try {
    const reading = await readLecture({
      stack: { seedStreams: Promise.resolve(), mediaConvert: { idle: transcodesSettled } },
      ffmpeg: ffmpeg.path,
      // The sample is a 720p test pattern whose counter OCR can read: the figures are not the point.
      clip: sampleSource,
      kind: 'camera',
      clipSeconds: 2.5,
      readTimes: [1],
      player: { width: 960, height: 540 },
      dir,
      log: () => {},
    });
    const cameraRungs = ladderFor(720, 'camera').map((rendition) => rendition.name);
    expect(cameraRungs).not.toEqual(ladderFor(720, 'slides').map((rendition) => rendition.name));
    expect(reading.rungs.map((rung) => rung.name)).toEqual(cameraRungs);
    // The source once, then per rung its rendition and the source at its size alone.
    expect(reading.framesRead).toBe(1 + 2 * cameraRungs.length);
    for (const rung of reading.rungs) {
      expect(rung.bytesPerHour).toBeGreaterThan(0);
      expect(rung.words.total + rung.numbers.total).toBe(reading.sourceTokens);
      expect(rung.sizeOnly.words.total + rung.sizeOnly.numbers.total).toBe(reading.sourceTokens);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
