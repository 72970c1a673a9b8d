/**
 * "Make streaming versions" through the stream submission queue, on the local engines, this file's
 * SQS twin and MediaConvert twin: the press answers 202 before any job exists, and the consumer
 * submits each queued video exactly once, however often the press or a message comes; a job
 * MediaConvert would not take just now is retried, and past its tries dead-lettered.
 */
import { readFile } from 'node:fs/promises';
import { ListJobsCommand } from '@aws-sdk/client-mediaconvert';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { getVideoRecord } from '../../functions/domain/videos/catalog';
import { STREAM_QUEUE_SETTINGS } from '../../functions/domain/streaming/queue-settings';
import { mediaConvert } from '../../functions/shared/mediaconvert';
import type { MakeStreamsResponse, VideoFolder, VideoPage } from '../../functions/shared/schemas';
import { sqs } from '../../functions/shared/sqs';
import { pollUntil } from '../support/poll';
import type { ApiClient } from './support/client';
import { adminBrowser } from './support/fixtures';
import { contentApi, createIsolatedBuckets, putObject, seedVideo } from './support/media';
import { startStreamQueue, streamQueue, streamQueueDrained } from './support/stream-queue';
import { startTranscoder, transcodesSettled } from './support/transcoder';
import { safeVideoKey, videoIdOf } from '../../functions/domain/videos/video-id';

/** Closed: the consumer holds every batch until the test opens it, so what the press did alone shows. */
let gate: { promise: Promise<void>; open: () => void } = { promise: Promise.resolve(), open: () => undefined };
function closeGate() {
  let open = () => undefined as void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  gate = { promise, open };
}

await startTranscoder();
await startStreamQueue({
  maxReceiveCount: STREAM_QUEUE_SETTINGS.maxReceiveCount,
  batchSize: STREAM_QUEUE_SETTINGS.batchSize,
  maxConcurrency: STREAM_QUEUE_SETTINGS.maxConcurrency,
  consumer: async (event) => {
    await gate.promise;
    return (await import('../../functions/media/stream-queue')).handler(event);
  },
});

const { sampleSource } = inject('transcoder');
if (!sampleSource) throw new Error('the stream queue tests need the sample clip');
let admin: ApiClient;
let clip: Buffer;

beforeAll(async () => {
  await createIsolatedBuckets(['Revision', 'Practical', 'Paper', 'streams']);
  admin = await adminBrowser(contentApi);
  clip = await readFile(sampleSource);
});

const press = (folder: VideoFolder) => admin.post<MakeStreamsResponse>(`/api/aws/makeStreams/${folder}`, undefined);

/** Every job the MediaConvert twin was given for these titles. */
async function jobsFor(titles: readonly string[]): Promise<string[]> {
  const jobs = (await mediaConvert.send(new ListJobsCommand({}))).Jobs ?? [];
  // A job names its video by id (the title stays out of MediaConvert's metadata).
  const byId = new Map(titles.map((title) => [videoIdOf(title), title]));
  return jobs.map((job) => byId.get(job.UserMetadata?.videoId ?? '') ?? '').filter((title) => title !== '');
}

/** Each listed video's stream state, every page of the folder. */
async function states(folder: VideoFolder): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  let cursor: string | null = null;
  do {
    const options: { query?: Record<string, string> } = cursor ? { query: { cursor } } : {};
    const page: { status: number; body: VideoPage } = await admin.get<VideoPage>(
      `/api/aws/getVideos/${folder}`,
      options,
    );
    expect(page.status).toBe(200);
    for (const video of page.body.list) found[video.title] = video.streamState;
    cursor = page.body.nextCursor;
  } while (cursor);
  return found;
}

// A test that fails with the gate closed must not hold the queue's drain after it.
afterEach(() => gate.open());

describe('makeStreams on a folder of thirty', () => {
  it('answers 202 with all thirty queued before any job exists; each is then submitted once', async () => {
    // Three real clips that transcode; the rest are not video at all, and fail fast in the transcoder.
    const titles = Array.from({ length: 30 }, (_, i) => `Lecture ${String(i + 1).padStart(2, '0')}`);
    for (const [i, title] of titles.entries()) {
      await seedVideo('Revision', title);
      if (i < 3) await putObject('Revision', safeVideoKey(title), clip, 'video/mp4');
    }
    closeGate();
    const made = await press('Revision');
    expect(made.status).toBe(202);
    expect(made.body).toEqual({ queued: 30 });
    expect(Object.values(await states('Revision'))).toEqual(Array(30).fill('queued'));
    expect(await jobsFor(titles)).toEqual([]);

    gate.open();
    await streamQueueDrained();
    await transcodesSettled();
    expect((await jobsFor(titles)).sort()).toEqual(titles);
    const settled = await states('Revision');
    expect(titles.slice(0, 3).map((title) => settled[title])).toEqual(['ready', 'ready', 'ready']);
    expect(new Set(titles.slice(3).map((title) => settled[title]))).toEqual(new Set(['failed']));
    expect(streamQueue().deadLetters.filter((m) => m.body.includes('Lecture'))).toEqual([]);
  });
});

describe('exactly once per video', () => {
  it('a second press queues nothing, and a message delivered twice makes one job', async () => {
    const titles = ['Twice A', 'Twice B'];
    for (const title of titles) await seedVideo('Practical', title);
    closeGate();
    expect((await press('Practical')).body).toEqual({ queued: 2 });
    expect((await press('Practical')).body).toEqual({ queued: 0 });
    // SQS delivers at least once: the same message a second time.
    const record = await getVideoRecord('Twice A');
    expect(record?.stream?.state).toBe('queued');
    const body = JSON.stringify({ folder: 'Practical', title: 'Twice A', queuedId: record!.stream!.id });
    await sqs.send(new SendMessageCommand({ QueueUrl: process.env.STREAM_QUEUE_URL, MessageBody: body }));

    gate.open();
    await streamQueueDrained();
    await transcodesSettled();
    expect((await jobsFor(titles)).sort()).toEqual(titles);
  });
});

describe('a submission MediaConvert will not take just now', () => {
  const throttled = () =>
    Object.assign(new Error('Too Many Requests'), {
      name: 'TooManyRequestsException',
      $fault: 'client',
      $metadata: { httpStatusCode: 429 },
    });

  it('is delivered again and submitted once MediaConvert takes it', async () => {
    await seedVideo('Paper', 'Retried');
    const send = vi.spyOn(mediaConvert, 'send').mockRejectedValueOnce(throttled());
    expect((await press('Paper')).body).toEqual({ queued: 1 });
    await streamQueueDrained();
    send.mockRestore();
    await transcodesSettled();
    expect(await jobsFor(['Retried'])).toEqual(['Retried']);
    const record = await getVideoRecord('Retried');
    expect(record?.stream?.state).not.toBe('queued');
    expect(streamQueue().deadLetters.filter((m) => m.body.includes('"Retried"'))).toEqual([]);
  });

  it('is dead-lettered after its last try, and its video stays queued, not failed', async () => {
    await seedVideo('Paper', 'Never Taken');
    const send = vi.spyOn(mediaConvert, 'send').mockRejectedValue(throttled());
    try {
      expect((await press('Paper')).body).toEqual({ queued: 1 });
      await pollUntil(
        async () => streamQueue().deadLetters.filter((m) => m.body.includes('"Never Taken"')),
        (dead) => dead.length === 1,
        { timeoutMs: 30_000, intervalMs: 50, failure: () => 'the message was never dead-lettered' },
      );
      await streamQueueDrained();
    } finally {
      send.mockRestore();
    }
    const [dead] = streamQueue().deadLetters.filter((m) => m.body.includes('"Never Taken"'));
    expect(dead!.receiveCount).toBe(STREAM_QUEUE_SETTINGS.maxReceiveCount);
    expect((await getVideoRecord('Never Taken'))?.stream?.state).toBe('queued');
    expect(await jobsFor(['Never Taken'])).toEqual([]);
  });
});
