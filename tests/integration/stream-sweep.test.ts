/**
 * Jobs whose end never reached the catalog, against this file's MediaConvert twin: a job whose event
 * is lost leaves its video processing until the hourly sweep asks GetJob and settles it ready, as
 * the event would have; a stuck video may be retried, a merely slow one not.
 */
import { readFile } from 'node:fs/promises';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { retryStream } from '../../functions/domain/streaming/backfill';
import { QUEUED_STUCK_AFTER_MS, STUCK_AFTER_MS } from '../../functions/domain/streaming/stuck';
import { getVideoRecord, isPaired } from '../../functions/domain/videos/catalog';
import { handler as jobEvents } from '../../functions/media/events';
import { handler as sweep } from '../../functions/media/stream-sweep';
import { clock } from '../../functions/shared/clock';
import { newStreamId, submitStream } from '../../functions/domain/streaming/submit';
import { markStreamQueued } from '../../functions/domain/videos/stream-state';
import { videoKeyFor } from '../../functions/domain/videos/pairing';
import { videoIdOf } from '../../functions/domain/videos/video-id';
import { createIsolatedBuckets, putObject, seedVideo } from './support/media';
import { loseJobEvents, startTranscoder, transcodesSettled } from './support/transcoder';
import { METRICS } from '../../functions/shared/metrics';
import { captureLogLines } from '../support/log-lines';

await startTranscoder();

const { sampleSource } = inject('transcoder');
let source: Buffer;

beforeAll(async () => {
  await createIsolatedBuckets(['free', 'streams']);
  source = await readFile(sampleSource!);
});

afterEach(() => vi.restoreAllMocks());

/** A listed video whose job ran and ended, its event lost on the way. */
async function strandedVideo(title: string): Promise<void> {
  await seedVideo('free', title);
  await putObject('free', videoKeyFor(title), source, 'video/mp4');
  loseJobEvents(title);
  const record = await getVideoRecord(title);
  if (!record || !isPaired(record)) throw new Error(`${title} is not listed`);
  expect((await submitStream(record))?.state).toBe('processing');
  await transcodesSettled();
  expect((await getVideoRecord(title))?.stream?.state).toBe('processing');
}

const later = (ms: number) => {
  const now = Date.now() + ms;
  vi.spyOn(clock, 'now').mockReturnValue(now);
};

describe('the stuck-job sweep', () => {
  it('leaves a job within the bound alone, and settles a stranded one ready from GetJob', async () => {
    await strandedVideo('Lost Event Lesson');
    expect(await sweep()).toMatchObject({ checked: 0 });
    later(STUCK_AFTER_MS + 60_000);
    const logs = captureLogLines();
    expect(await sweep()).toMatchObject({ checked: 1, ready: 1 });
    // The operator hears of it (an alarm watches the count) even though the sweep mended it.
    const counted = logs.entries().filter((entry) => entry[METRICS.stuckStreams] === 1);
    expect(counted).toHaveLength(1);
    expect(counted[0]).toMatchObject({
      folder: 'free',
      _aws: { CloudWatchMetrics: [{ Metrics: [{ Name: 'StuckStreams' }] }] },
    });
    const stream = (await getVideoRecord('Lost Event Lesson'))?.stream;
    expect(stream?.state).toBe('ready');
    expect(stream?.renditions?.map((r) => r.name)).toEqual(['540p', '360p', '720p']);
    expect(stream?.durationSeconds).toBeGreaterThan(2);
    // A second run finds nothing left to do.
    expect(await sweep()).toMatchObject({ checked: 0 });
  });
});

describe('a video queued for a remake whose message was lost', () => {
  it('is failed by the sweep past its bound, so the admin can retry it, and left alone before', async () => {
    await seedVideo('free', 'Lost Message Lesson');
    await putObject('free', videoKeyFor('Lost Message Lesson'), source, 'video/mp4');
    // Queued as "Make streaming versions" queues it, its message never delivered.
    const queuedId = newStreamId();
    expect(await markStreamQueued('Lost Message Lesson', queuedId, undefined)).toBe(true);
    expect(await sweep()).toMatchObject({ checked: 0 });
    expect((await getVideoRecord('Lost Message Lesson'))?.stream).toMatchObject({ state: 'queued', id: queuedId });
    later(QUEUED_STUCK_AFTER_MS + 60_000);
    expect(await sweep()).toMatchObject({ checked: 1, failed: 1 });
    expect((await getVideoRecord('Lost Message Lesson'))?.stream).toMatchObject({ state: 'failed', id: queuedId });
    const retried = await retryStream('free', 'Lost Message Lesson');
    expect(retried?.state).toBe('processing');
    await transcodesSettled();
    expect((await getVideoRecord('Lost Message Lesson'))?.stream?.state).toBe('ready');
  });
});

describe('retry of a processing video', () => {
  it('is refused while its job may still be running, and allowed once it is stuck', async () => {
    await strandedVideo('Stuck Retry Lesson');
    await expect(retryStream('free', 'Stuck Retry Lesson')).rejects.toMatchObject({ statusCode: 409 });
    const stuckId = (await getVideoRecord('Stuck Retry Lesson'))?.stream?.id;
    later(STUCK_AFTER_MS + 60_000);
    const retried = await retryStream('free', 'Stuck Retry Lesson');
    expect(retried?.state).toBe('processing');
    expect(retried?.id).not.toBe(stuckId);
  });
});

describe('a CANCELED job', () => {
  it('fails its video, which Retry then submits again', async () => {
    await strandedVideo('Canceled Lesson');
    const stream = (await getVideoRecord('Canceled Lesson'))?.stream;
    const outcome = await jobEvents({
      source: 'aws.mediaconvert',
      'detail-type': 'MediaConvert Job State Change',
      detail: {
        status: 'CANCELED',
        jobId: stream?.jobId,
        userMetadata: { folder: 'free', videoId: videoIdOf('Canceled Lesson'), streamId: stream?.id },
      },
    });
    expect(outcome).toBe('failed');
    expect((await getVideoRecord('Canceled Lesson'))?.stream?.state).toBe('failed');
    expect((await retryStream('free', 'Canceled Lesson'))?.state).toBe('processing');
  });
});
