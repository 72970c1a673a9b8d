/**
 * Titles in any script with # % + in them, through this file's MediaConvert twin (which refuses an
 * input key or user metadata value that is not ASCII-safe): a new upload is stored at its safe key
 * and streams; a video stored under its raw title before safe keys (listed, or an upload under way
 * across the deploy) is moved to its safe key by its next submission, then streams.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { ListJobsCommand } from '@aws-sdk/client-mediaconvert';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getVideoRecord, recordVideo } from '../../functions/domain/videos/catalog';
import { imageKeyFor, legacyVideoKeyFor } from '../../functions/domain/videos/pairing';
import { METADATA_VALUE, safeVideoKey, videoIdOf } from '../../functions/domain/videos/video-id';
import { headObject } from '../../functions/media/storage/objects';
import { mediaConvert } from '../../functions/shared/mediaconvert';
import { s3 } from '../../functions/shared/s3';
import type {
  CompleteVideoResponse,
  RetryStreamResponse,
  SignedUpload,
  VideoItem,
  VideoPage,
} from '../../functions/shared/schemas';
import { pollUntil } from '../support/poll';
import type { ApiClient } from './support/client';
import { adminBrowser } from './support/fixtures';
import { contentApi, createIsolatedBuckets, putObject } from './support/media';
import { startTranscoder } from './support/transcoder';
import { sendToUrl } from './support/uploads';

await startTranscoder();

const { sampleSource } = inject('transcoder');
if (!sampleSource) throw new Error('these tests need the sample source the transcoder setup makes');

let admin: ApiClient;
let source: Buffer;

beforeAll(async () => {
  await createIsolatedBuckets(['Theory', 'streams']);
  admin = await adminBrowser(contentApi);
  source = await readFile(sampleSource);
});

async function settled(title: string): Promise<VideoItem> {
  const item = await pollUntil(
    async () => (await admin.get<VideoPage>('/api/aws/getVideos/Theory')).body.list.find((v) => v.title === title),
    (found) => found !== undefined && found.streamState !== 'processing',
    { timeoutMs: 60_000, intervalMs: 150, failure: () => `${title} still processing` },
  );
  return item!;
}

/** The input and user metadata of every job submitted for the title's video. */
const jobsOf = async (title: string) =>
  ((await mediaConvert.send(new ListJobsCommand({}))).Jobs ?? [])
    .filter((job) => job.UserMetadata?.videoId === videoIdOf(title))
    .map((job) => ({ input: job.Settings?.Inputs?.[0]?.FileInput, metadata: job.UserMetadata ?? {} }));

async function bytesAt(key: string): Promise<Buffer> {
  const object = await s3.send(new GetObjectCommand({ Bucket: process.env.BUCKET_VIDEOS_THEORY, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

function expectSafeJobs(jobs: Awaited<ReturnType<typeof jobsOf>>, title: string): void {
  expect(jobs).toHaveLength(1);
  expect(jobs[0]!.input).toBe(`s3://${process.env.BUCKET_VIDEOS_THEORY}/${safeVideoKey(title)}`);
  for (const value of Object.values(jobs[0]!.metadata)) expect(value).toMatch(METADATA_VALUE);
  expect(JSON.stringify(jobs[0]!.metadata)).not.toContain(title);
}

describe('a title in Sinhala with # % + in it', () => {
  it('is uploaded to its safe key and streams', async () => {
    const title = 'ඕම් නියමය #1 – 50% + ප්‍රශ්න';
    const video = await admin.put<SignedUpload>('/api/aws/putVideo/Theory', {
      filename: 'ඕම් නියමය.MP4',
      alYear: '2026',
      contentType: 'video/mp4',
      title,
      caption: 'Ohm’s law',
      size: source.length,
    });
    expect(video.body.key).toBe(safeVideoKey(title));
    expect((await sendToUrl('PUT', video.body.signedUrl, source, { 'Content-Type': 'video/mp4' })).status).toBe(200);
    const thumb = await admin.put<SignedUpload>('/api/aws/putThumbnail/Theory', {
      filename: 't.jpg',
      contentType: 'image/jpeg',
      title,
    });
    expect(
      (await sendToUrl('PUT', thumb.body.signedUrl, randomBytes(300), { 'Content-Type': 'image/jpeg' })).status,
    ).toBe(200);
    const completed = await admin.post<CompleteVideoResponse>('/api/aws/completeVideo/Theory', { title });
    expect(completed.status).toBe(201);
    expect(completed.body.video.streamState).toBe('processing');

    const ready = await settled(title);
    expect(ready.streamState).toBe('ready');
    expect(ready.title).toBe(title);
    expect((await getVideoRecord(title))?.videoKey).toBe(safeVideoKey(title));
    expectSafeJobs(await jobsOf(title), title);
  });
});

describe('a video stored under its raw title before safe keys', () => {
  it('is moved to its safe key by its next submission, then streams', async () => {
    const title = 'පැරණි පාඩම #2 + 100%';
    const legacyKey = legacyVideoKeyFor(title);
    await putObject('Theory', legacyKey, source, 'video/mp4');
    await putObject('Theory', imageKeyFor(title), randomBytes(300), 'image/jpeg');
    await recordVideo({
      category: 'Theory',
      title,
      year: '2026',
      caption: 'Recorded before safe keys',
      videoKey: legacyKey,
      thumbnailKey: imageKeyFor(title),
    });

    const retried = await admin.post<RetryStreamResponse>('/api/aws/retryStream/Theory', { title });
    expect(retried.status).toBe(202);
    expect(retried.body.streamState).toBe('processing');
    const ready = await settled(title);
    expect(ready.streamState).toBe('ready');

    expect((await getVideoRecord(title))?.videoKey).toBe(safeVideoKey(title));
    expect((await bytesAt(safeVideoKey(title))).equals(source)).toBe(true);
    expect(await headObject('Theory', legacyKey)).toBeNull();
    expectSafeJobs(await jobsOf(title), title);
    // The MP4 the list links to is the moved one.
    const played = await sendToUrl('GET', ready.url);
    expect(played.status).toBe(200);
    expect(new URL(ready.url, 'http://x').pathname).toContain(safeVideoKey(title));
  });
});

describe('an upload begun before safe keys', () => {
  it('completes from "<title>video", and its transcode moves it to its safe key', async () => {
    const title = 'Upload Across The Deploy #3';
    const video = await admin.put<SignedUpload>('/api/aws/putVideo/Theory', {
      filename: 'l.mp4',
      alYear: '2026',
      contentType: 'video/mp4',
      title,
      caption: 'c',
      size: source.length,
    });
    expect(video.status).toBe(200);
    // What the browser stored with the URL it was given before the deploy.
    await putObject('Theory', legacyVideoKeyFor(title), source, 'video/mp4');
    await admin.put('/api/aws/putThumbnail/Theory', { filename: 't.jpg', contentType: 'image/jpeg', title });
    await putObject('Theory', imageKeyFor(title), randomBytes(300), 'image/jpeg');
    const completed = await admin.post<CompleteVideoResponse>('/api/aws/completeVideo/Theory', { title });
    expect(completed.status).toBe(201);
    expect((await settled(title)).streamState).toBe('ready');
    expect((await getVideoRecord(title))?.videoKey).toBe(safeVideoKey(title));
    expect(await headObject('Theory', legacyVideoKeyFor(title))).toBeNull();
    expectSafeJobs(await jobsOf(title), title);
  });
});
