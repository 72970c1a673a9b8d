/**
 * A ready video whose streaming versions are remade ("Make streaming versions" on an outdated
 * ladder, or a change of kind) keeps playing its earlier ladder while the new one waits in the
 * queue, is transcoded or fails, and never offers the new folder before its master exists; once the
 * new one is ready, the earlier folder stays for whoever is still playing it, until the sweep. Against
 * this file's MediaConvert twin and stream queue; job events are lost on purpose so each step is
 * held still, and settled from GetJob as the sweep would.
 */
import { readFile } from 'node:fs/promises';
import { GetObjectCommand, ListObjectsCommand } from '@aws-sdk/client-s3';
import { GetJobCommand } from '@aws-sdk/client-mediaconvert';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { handler as eventsHandler } from '../../functions/media/events';
import { handler as sweep } from '../../functions/media/stream-sweep';
import { settleJob } from '../../functions/domain/streaming/complete';
import { jobEventOf } from '../../functions/domain/streaming/job-event';
import { RETIRED_FOR_MS } from '../../functions/domain/streaming/stream-outputs';
import { submitStream } from '../../functions/domain/streaming/submit';
import { getVideoRecord, isPaired, videoMetaTable, videoPk } from '../../functions/domain/videos/catalog';
import { videoKeyFor } from '../../functions/domain/videos/pairing';
import { markStreamFailed } from '../../functions/domain/videos/stream-state';
import { clock } from '../../functions/shared/clock';
import { dynamo } from '../../functions/shared/dynamo';
import { mediaConvert } from '../../functions/shared/mediaconvert';
import { s3 } from '../../functions/shared/s3';
import type { MakeStreamsResponse, RetryStreamResponse, VideoItem, VideoPage } from '../../functions/shared/schemas';
import type { ApiClient } from './support/client';
import { adminBrowser } from './support/fixtures';
import { contentApi, createIsolatedBuckets, putObject, seedVideo } from './support/media';
import { startStreamQueue, streamQueueDrained } from './support/stream-queue';
import { loseJobEvents, startTranscoder, transcodesSettled } from './support/transcoder';

/** Holds the queue's consumer until a test lets the waiting submissions through. */
let release: () => void = () => undefined;
let gate: Promise<void> = Promise.resolve();
const holdQueue = () => {
  gate = new Promise((resolve) => (release = resolve));
};

await startTranscoder();
await startStreamQueue({
  consumer: async (event: SQSEvent) => {
    await gate;
    return (await import('../../functions/media/stream-queue')).handler(event);
  },
});

const { sampleSource } = inject('transcoder');
const TITLE = 'Remade Lecture';
let admin: ApiClient;

beforeAll(async () => {
  await createIsolatedBuckets(['free', 'streams']);
  admin = await adminBrowser(contentApi);
  await seedVideo('free', TITLE);
  await putObject('free', videoKeyFor(TITLE), await readFile(sampleSource!), 'video/mp4');
  loseJobEvents(TITLE);
});

const listed = async (): Promise<VideoItem> =>
  (await admin.get<VideoPage>('/api/aws/getVideos/free')).body.list.find((item) => item.title === TITLE)!;

const streamKeys = async (prefix: string): Promise<string[]> =>
  ((await s3.send(new ListObjectsCommand({ Bucket: process.env.BUCKET_STREAMS, Prefix: prefix }))).Contents ?? []).map(
    (object) => object.Key ?? '',
  );

const readStream = async (url: string): Promise<string> => {
  const key = url.replace(/^\//, '');
  const result = await s3.send(new GetObjectCommand({ Bucket: process.env.BUCKET_STREAMS, Key: key }));
  return result.Body!.transformToString();
};

/** The master at `url` and every rendition playlist and segment it lists are all there. */
async function expectWhole(url: string): Promise<void> {
  const base = url.slice(0, -'master.m3u8'.length);
  const renditions = (await readStream(url)).split('\n').filter((line) => line.endsWith('.m3u8'));
  expect(renditions.length).toBeGreaterThan(0);
  for (const playlist of renditions) {
    const segments = (await readStream(`${base}${playlist}`)).split('\n').filter((line) => line.endsWith('.ts'));
    expect(segments.length).toBeGreaterThan(0);
    const stored = await streamKeys(base.replace(/^\//, ''));
    for (const segment of segments) expect(stored).toContain(`${base.replace(/^\//, '')}${segment}`);
  }
}

/** The video's job has ended (its event lost): settles it from GetJob, as the sweep would. */
async function settleFromGetJob(): Promise<void> {
  await transcodesSettled();
  const jobId = (await getVideoRecord(TITLE))?.stream?.jobId;
  const { Job } = await mediaConvert.send(new GetJobCommand({ Id: jobId }));
  const event = jobEventOf(Job!);
  expect(event?.status).toBe('COMPLETE');
  expect(await settleJob(event!)).toBe('ready');
}

/** The new job ran to its end, its master not yet written: what a student gets meanwhile. */
async function processedButUnsettled(): Promise<string> {
  await transcodesSettled();
  const stream = (await getVideoRecord(TITLE))?.stream;
  expect(stream?.state).toBe('processing');
  const folder = `media/free/${stream!.id}/`;
  expect((await streamKeys(folder)).some((key) => key.endsWith('.ts'))).toBe(true);
  expect(await streamKeys(`${folder}master.m3u8`)).toEqual([]);
  return stream!.id;
}

describe('remaking a ready ladder', () => {
  let first: string;

  it('starts from a ready slides ladder', async () => {
    const made = await admin.post<RetryStreamResponse>('/api/aws/retryStream/free', { title: TITLE });
    expect(made.status).toBe(202);
    await settleFromGetJob();
    const item = await listed();
    expect(item.streamState).toBe('ready');
    first = item.stream!;
    await expectWhole(first);
  });

  it('plays the earlier ladder while queued and processing, never the new folder, then the new one', async () => {
    // As a ladder made before stamps is stored: "Make streaming versions" remakes it.
    await dynamo.send(
      new UpdateCommand({
        TableName: videoMetaTable(),
        Key: { pk: videoPk(TITLE), sk: 'META' },
        UpdateExpression: 'REMOVE streamLadder',
      }),
    );
    holdQueue();
    const made = await admin.post<MakeStreamsResponse>('/api/aws/makeStreams/free', undefined);
    expect(made.body).toEqual({ queued: 1 });
    const queued = await listed();
    expect(queued).toMatchObject({ streamState: 'queued', stream: first });
    // Not offered for saving: it goes once the new ladder is ready.
    expect(queued).not.toHaveProperty('renditions');
    await expectWhole(first);

    release();
    await streamQueueDrained();
    const newId = await processedButUnsettled();
    const processing = await listed();
    expect(processing).toMatchObject({ streamState: 'processing', stream: first });
    expect(processing.stream).not.toContain(newId);
    // A repeated event of the earlier ladder's job leaves the folder students are playing.
    const firstId = first.split('/')[3]!;
    const repeated = await eventsHandler({
      source: 'aws.mediaconvert',
      'detail-type': 'MediaConvert Job State Change',
      detail: {
        status: 'ERROR',
        jobId: 'first',
        errorCode: 1010,
        userMetadata: { folder: 'free', title: TITLE, streamId: firstId },
      },
    });
    expect(repeated).toBe('ignored');
    await expectWhole(first);

    await settleFromGetJob();
    const ready = await listed();
    expect(ready.streamState).toBe('ready');
    expect(ready.stream).toBe(`/media/free/${newId}/master.m3u8`);
    await expectWhole(ready.stream!);
    expect((await getVideoRecord(TITLE))?.stream).not.toHaveProperty('previous');
    // A student who opened the earlier ladder before the switch plays it to the end: its folder
    // stays whole until the sweep after the retirement time, which removes it.
    await expectWhole(first);
    expect(await sweep()).toMatchObject({ retired: 0 });
    await expectWhole(first);
    const later = vi.spyOn(clock, 'now').mockReturnValue(Date.now() + RETIRED_FOR_MS + 60_000);
    try {
      expect(await sweep()).toMatchObject({ retired: 1 });
      expect(await sweep()).toMatchObject({ retired: 0 });
    } finally {
      later.mockRestore();
    }
    expect(await streamKeys(first.replace(/^\//, '').replace('master.m3u8', ''))).toEqual([]);
    await expectWhole(ready.stream!);
    first = ready.stream!;
  });

  it('keeps playing it when the remake fails, and through the retry', async () => {
    const remade = await admin.post<RetryStreamResponse>('/api/aws/retryStream/free', {
      title: TITLE,
      sourceKind: 'camera',
    });
    expect(remade.body.streamState).toBe('processing');
    const failedId = await processedButUnsettled();
    expect(await markStreamFailed(TITLE, failedId)).toBe(true);
    expect(await listed()).toMatchObject({ streamState: 'failed', stream: first });

    const retried = await admin.post<RetryStreamResponse>('/api/aws/retryStream/free', { title: TITLE });
    expect(retried.body.streamState).toBe('processing');
    await processedButUnsettled();
    expect(await listed()).toMatchObject({ streamState: 'processing', stream: first });
    await settleFromGetJob();
    const ready = await listed();
    expect(ready).toMatchObject({ streamState: 'ready', sourceKind: 'camera' });
    expect(ready.renditions?.map((r) => r.name)).toEqual(['240p', '360p', '720p']);
    first = ready.stream!;
  });

  it('offers nothing of the earlier video while a new upload of it is made', async () => {
    const record = await getVideoRecord(TITLE);
    if (!record || !isPaired(record)) throw new Error(`${TITLE} is not listed`);
    // A re-upload's submission: the earlier renditions are of another video.
    expect((await submitStream(record))?.state).toBe('processing');
    await processedButUnsettled();
    const item = await listed();
    expect(item.streamState).toBe('processing');
    expect(item).not.toHaveProperty('stream');
  });
});
