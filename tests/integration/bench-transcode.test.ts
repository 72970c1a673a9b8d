/**
 * The benchmarks' transcode path (bench/streaming-transcode.ts) on the local engines and this file's
 * MediaConvert twin: the renditions it reports are still stored when it fetches them, though the
 * job's completion event removes the folder of any stream no catalog entry points at; and the
 * catalog entry it makes for that is gone afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, inject, it } from 'vitest';
import { transcodeThroughTwin } from '../../bench/streaming-transcode';
import { listVideos } from '../../functions/domain/videos/catalog';
import { createIsolatedBuckets } from './support/media';
import { startTranscoder, transcodesSettled } from './support/transcoder';

await startTranscoder();

const { ffmpeg, sampleSource } = inject('transcoder');
if (!sampleSource || !('path' in ffmpeg))
  throw new Error(`the bench transcode test needs ffmpeg: ${JSON.stringify(ffmpeg)}`);

beforeAll(async () => {
  await createIsolatedBuckets(['free', 'streams']);
});

it('fetches every rendition the job wrote and leaves no catalog entry behind', { timeout: 120_000 }, async () => {
  const dir = await mkdtemp(join(tmpdir(), 'engtech-bench-transcode-'));
  try {
    const run = await transcodeThroughTwin(
      { seedStreams: Promise.resolve(), mediaConvert: { idle: transcodesSettled } },
      sampleSource,
      dir,
    );
    expect(run.renditions.length).toBeGreaterThan(0);
    for (const rendition of run.renditions) {
      expect(rendition.segments).toBeGreaterThan(0);
      expect(rendition.bytes).toBeGreaterThan(0);
    }
    const listed = await listVideos({ category: 'free', limit: 100 });
    expect(JSON.stringify(listed)).not.toContain('bench streaming');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
