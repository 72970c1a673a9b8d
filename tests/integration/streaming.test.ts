/**
 * The streaming pipeline end to end on the local engines and this file's MediaConvert twin
 * (support/transcoder.ts): an admin's upload submits a transcode job, the twin runs ffmpeg and delivers the
 * job event to the events handler, which writes the master playlists and marks the video ready.
 * Also: a failed job leaves the MP4 playable and Retry makes it ready; the folder backfill; late
 * events of a superseded stream change nothing.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { GetObjectCommand, ListObjectsCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { handler as eventsHandler } from '../../functions/media/events';
import { s3 } from '../../functions/shared/s3';
import type {
  CompleteVideoResponse,
  MakeStreamsResponse,
  RetryStreamResponse,
  SignedUpload,
  VideoItem,
  VideoMetaView,
  VideoPage,
} from '../../functions/shared/schemas';
import { getVideoRecord, videoMetaTable, videoPk } from '../../functions/domain/videos/catalog';
import { videoKeyFor } from '../../functions/domain/videos/pairing';
import { videoIdOf } from '../../functions/domain/videos/video-id';
import { markStreamProcessing, markStreamReady } from '../../functions/domain/videos/stream-state';
import { dynamo } from '../../functions/shared/dynamo';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { pollUntil } from '../support/poll';
import type { ApiClient } from './support/client';
import { adminBrowser } from './support/fixtures';
import { contentApi, createIsolatedBuckets, putObject, seedVideo } from './support/media';
import { startStreamQueue } from './support/stream-queue';
import { startTranscoder, transcodesSettled } from './support/transcoder';
import { ListJobsCommand } from '@aws-sdk/client-mediaconvert';
import { mediaConvert } from '../../functions/shared/mediaconvert';
import { sendToUrl } from './support/uploads';

await startTranscoder();
await startStreamQueue();

const run = promisify(execFile);
const { ffmpeg, sampleSource } = inject('transcoder');
if (!sampleSource || !('path' in ffmpeg)) throw new Error(`the streaming tests need ffmpeg: ${JSON.stringify(ffmpeg)}`);
const ffmpegPath = ffmpeg.path;

let admin: ApiClient;
let source: Buffer;

beforeAll(async () => {
  await createIsolatedBuckets(['free', 'Theory', 'streams']);
  admin = await adminBrowser(contentApi);
  source = await readFile(sampleSource);
});

/** Both files of an upload stored, its completion not yet asked for. */
async function sendFiles(folder: string, title: string, bytes: Buffer): Promise<void> {
  const video = await admin.put<SignedUpload>(`/api/aws/putVideo/${folder}`, {
    filename: 'lecture.mp4',
    alYear: '2026',
    contentType: 'video/mp4',
    title,
    caption: `About ${title}`,
    size: bytes.length,
  });
  expect((await sendToUrl('PUT', video.body.signedUrl, bytes, { 'Content-Type': 'video/mp4' })).status).toBe(200);
  const thumb = await admin.put<SignedUpload>(`/api/aws/putThumbnail/${folder}`, {
    filename: 'thumb.jpg',
    contentType: 'image/jpeg',
    title,
  });
  expect(
    (await sendToUrl('PUT', thumb.body.signedUrl, randomBytes(300), { 'Content-Type': 'image/jpeg' })).status,
  ).toBe(200);
}

async function upload(
  folder: string,
  title: string,
  bytes: Buffer,
  sourceKind?: 'slides' | 'camera',
): Promise<CompleteVideoResponse> {
  await sendFiles(folder, title, bytes);
  const completed = await admin.post<CompleteVideoResponse>(`/api/aws/completeVideo/${folder}`, {
    title,
    ...(sourceKind ? { sourceKind } : {}),
  });
  expect(completed.status).toBe(201);
  return completed.body;
}

const listed = async (folder: string, title: string): Promise<VideoItem | undefined> =>
  (await admin.get<VideoPage>(`/api/aws/getVideos/${folder}`)).body.list.find((item) => item.title === title);

/** Polls the list until the video's state leaves `processing`. */
async function settled(folder: string, title: string): Promise<VideoItem> {
  const item = await pollUntil(
    () => listed(folder, title),
    (found) => found !== undefined && found.streamState !== 'processing' && found.streamState !== 'queued',
    { timeoutMs: 60_000, intervalMs: 150, failure: () => `${title} still processing` },
  );
  return item!;
}

async function streamObject(key: string): Promise<Buffer> {
  const result = await s3.send(new GetObjectCommand({ Bucket: process.env.BUCKET_STREAMS, Key: key }));
  return Buffer.from(await result.Body!.transformToByteArray());
}

const keyOf = (url: string): string => url.replace(/^\//, '');

const streamKeys = async (prefix: string): Promise<string[]> =>
  ((await s3.send(new ListObjectsCommand({ Bucket: process.env.BUCKET_STREAMS, Prefix: prefix }))).Contents ?? []).map(
    (object) => object.Key ?? '',
  );

async function putStreamObject(key: string): Promise<void> {
  await s3.send(new PutObjectCommand({ Bucket: process.env.BUCKET_STREAMS, Key: key, Body: randomBytes(188) }));
}

/**
 * Each rendition's first segment as ffmpeg reads it (its stream line: "Video: h264 (Main) …,
 * 960x540 …, 5 fps"); the static ffprobe crashes on MPEG-TS, so ffmpeg -i with no output is asked.
 */
async function decodedFormats(video: VideoItem): Promise<Record<string, { size: string; fps: number }>> {
  const formats: Record<string, { size: string; fps: number }> = {};
  const dir = await mkdtemp(join(tmpdir(), 'engtech-formats-'));
  try {
    for (const rendition of video.renditions ?? []) {
      const playlist = (await streamObject(keyOf(rendition.playlist))).toString('utf8');
      const first = playlist.split('\n').find((line) => line.endsWith('.ts'))!;
      const file = join(dir, first);
      await writeFile(file, await streamObject(keyOf(rendition.playlist).replace(/[^/]+$/, first)));
      const probe = await run(ffmpegPath, ['-nostdin', '-hide_banner', '-i', file]).catch(
        (error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }),
      );
      const line = probe.stderr.split('\n').find((text) => text.includes('Video:')) ?? '';
      formats[rendition.name] = {
        size: /, (\d+x\d+)[, ]/.exec(line)?.[1] ?? line,
        fps: Number(/([\d.]+) fps/.exec(line)?.[1] ?? NaN),
      };
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return formats;
}

/** As a stream made before ladders were stamped is stored. */
const removeLadderStamp = (title: string) =>
  dynamo.send(
    new UpdateCommand({
      TableName: videoMetaTable(),
      Key: { pk: videoPk(title), sk: 'META' },
      UpdateExpression: 'REMOVE streamLadder',
    }),
  );

describe('upload → job → ready', () => {
  let item: VideoItem;

  it('a completed upload is processing, offered only as its MP4', async () => {
    const completed = await upload('free', 'Stream Lesson', source);
    expect(completed.video.streamState).toBe('processing');
    expect(completed.video).not.toHaveProperty('stream');
    const early = await listed('free', 'Stream Lesson');
    expect(early?.streamState).toBe('processing');
    expect(early).not.toHaveProperty('stream');
    item = await settled('free', 'Stream Lesson');
    expect(item.streamState).toBe('ready');
    expect(item.stream).toMatch(/^\/media\/free\/[\w-]+\/master\.m3u8$/);
  });

  it('records the slides ladder (the default kind): three renditions with their bytes and the duration', async () => {
    const record = await getVideoRecord('Stream Lesson');
    expect(item.sourceKind).toBe('slides');
    expect(item).not.toHaveProperty('streamOutdated');
    expect(record?.stream?.renditions?.map((r) => [r.name, r.width, r.height])).toEqual([
      ['540p', 960, 540],
      ['360p', 640, 360],
      ['720p', 1280, 720],
    ]);
    for (const rendition of record?.stream?.renditions ?? []) expect(rendition.bytes).toBeGreaterThan(1000);
    expect(record?.stream?.durationSeconds).toBeGreaterThan(2);
    expect(record?.stream?.durationSeconds).toBeLessThan(3.5);
  });

  it('offers each rendition for saving: its playlist on the site and every byte it downloads', async () => {
    expect(item.renditions?.map((r) => [r.name, r.height])).toEqual([
      ['360p', 360],
      ['540p', 540],
      ['720p', 720],
    ]);
    const prefix = keyOf(item.stream!).replace('master.m3u8', '');
    const listing = await s3.send(new ListObjectsCommand({ Bucket: process.env.BUCKET_STREAMS, Prefix: prefix }));
    for (const rendition of item.renditions ?? []) {
      expect(rendition.playlist).toBe(`/${prefix}stream_${rendition.name}.m3u8`);
      const playlist = (await streamObject(keyOf(rendition.playlist))).toString('utf8');
      const files = [`stream_${rendition.name}.m3u8`, ...playlist.split('\n').filter((line) => line.endsWith('.ts'))];
      const sizes = files.map((file) => listing.Contents?.find((object) => object.Key === prefix + file)?.Size ?? NaN);
      expect(rendition.bytes).toBe(sizes.reduce((sum, size) => sum + size, 0));
    }
  });

  it('the master lists every rendition with BANDWIDTH and RESOLUTION; the data saver only 540p', async () => {
    const master = (await streamObject(keyOf(item.stream!))).toString('utf8');
    const entries = [...master.matchAll(/#EXT-X-STREAM-INF:(.+)\n(.+)/g)].map((match) => [match[1], match[2]]);
    expect(entries.map(([, uri]) => uri)).toEqual(['stream_360p.m3u8', 'stream_540p.m3u8', 'stream_720p.m3u8']);
    expect(entries.map(([attributes]) => /RESOLUTION=(\d+x\d+)/.exec(attributes!)?.[1])).toEqual([
      '640x360',
      '960x540',
      '1280x720',
    ]);
    // Each rung as the slides' ladder made it: 360p and the data saver at 5 fps.
    expect(entries.map(([attributes]) => /FRAME-RATE=([\d.]+)/.exec(attributes!)?.[1])).toEqual([
      '5.000',
      '5.000',
      '25.000',
    ]);
    for (const [attributes] of entries) {
      expect(Number(/(?:^|,)BANDWIDTH=(\d+)/.exec(attributes!)?.[1])).toBeGreaterThan(0);
      expect(attributes).toMatch(/AVERAGE-BANDWIDTH=\d+/);
      expect(attributes).toMatch(/CODECS="avc1\.4d40[0-9a-f]{2},mp4a\.40\.2"/);
    }
    const saver = (await streamObject(keyOf(item.stream!.replace('master.m3u8', 'data-saver.m3u8')))).toString();
    expect(saver.match(/#EXT-X-STREAM-INF/g)).toHaveLength(1);
    expect(saver).toContain('stream_540p.m3u8');
    expect(saver).toContain('RESOLUTION=960x540');
  });

  // Decoded by ffmpeg frame by frame (framemd5: one line per decoded frame): the static ffprobe of
  // @ffprobe-installer crashes on every MPEG-TS input on Linux x64.
  it('every segment of every rendition decodes, with every frame of the lecture', async () => {
    const prefix = keyOf(item.stream!).replace('master.m3u8', '');
    const listing = await s3.send(new ListObjectsCommand({ Bucket: process.env.BUCKET_STREAMS, Prefix: prefix }));
    const segments = (listing.Contents ?? []).map((object) => object.Key!).filter((key) => key.endsWith('.ts'));
    expect(segments.length).toBeGreaterThanOrEqual(3);
    const frames = new Map<string, number>();
    const dir = await mkdtemp(join(tmpdir(), 'engtech-segments-'));
    try {
      for (const key of segments) {
        const name = key.slice(prefix.length);
        const file = join(dir, name);
        await writeFile(file, await streamObject(key));
        const { stdout, stderr } = await run(ffmpeg.path, [
          ...['-nostdin', '-v', 'error', '-i', file, '-map', '0:v:0', '-f', 'framemd5', '-'],
        ]);
        expect(stderr).toBe('');
        const decoded = stdout.split('\n').filter((line) => line !== '' && !line.startsWith('#')).length;
        expect(decoded).toBeGreaterThan(0);
        const rendition = /^stream_(\w+?)_\d+\.ts$/.exec(name)![1]!;
        frames.set(rendition, (frames.get(rendition) ?? 0) + decoded);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // 2.5 s of source at each rendition's frame rate (5 for the slides' 540p and 360p, 25 for 720p).
    expect(Object.fromEntries(frames)).toEqual({ '360p': 13, '540p': 13, '720p': 63 });
  });

  it('each rendition decodes at its rung’s resolution and frame rate', async () => {
    expect(await decodedFormats(item)).toEqual({
      '360p': { size: '640x360', fps: 5 },
      '540p': { size: '960x540', fps: 5 },
      '720p': { size: '1280x720', fps: 25 },
    });
  });

  it('getVideoByTitle carries the same state and stream', async () => {
    const meta = await admin.get<VideoMetaView>('/api/videoMeta/getVideoByTitle/Stream%20Lesson');
    expect(meta.body).toMatchObject({ streamState: 'ready', stream: item.stream });
  });

  it('a late event of a superseded stream changes nothing, and its folder is removed', async () => {
    await putStreamObject('media/free/old-stream/stream_240p_00001.ts');
    const outcome = await eventsHandler({
      source: 'aws.mediaconvert',
      'detail-type': 'MediaConvert Job State Change',
      detail: {
        status: 'ERROR',
        jobId: 'old',
        errorCode: 1010,
        userMetadata: { folder: 'free', title: 'Stream Lesson', streamId: 'old-stream' },
      },
    });
    expect(outcome).toBe('ignored');
    expect((await listed('free', 'Stream Lesson'))?.streamState).toBe('ready');
    expect(await streamKeys('media/free/old-stream/')).toEqual([]);
    expect(await streamKeys(keyOf(item.stream!).replace('master.m3u8', ''))).not.toEqual([]);
  });

  it('retryStream refuses a ready video', async () => {
    const response = await admin.post('/api/aws/retryStream/free', { title: 'Stream Lesson' });
    expect(response.status).toBe(409);
  });
});

describe('failure and retry', () => {
  it('a source that cannot decode fails, stays playable as MP4, and Retry with a good source makes it ready', async () => {
    await upload('Theory', 'Broken Lesson', randomBytes(4096));
    const failed = await settled('Theory', 'Broken Lesson');
    expect(failed.streamState).toBe('failed');
    expect(failed).not.toHaveProperty('stream');
    expect((await sendToUrl('GET', failed.url)).status).toBe(200);

    // What a job that failed part way would have left under its stream id.
    const failedId = (await getVideoRecord('Broken Lesson'))?.stream?.id ?? '';
    expect(failedId).not.toBe('');
    await putStreamObject(`media/Theory/${failedId}/stream_240p_00001.ts`);
    await putObject('Theory', videoKeyFor('Broken Lesson'), source, 'video/mp4');
    const retried = await admin.post<RetryStreamResponse>('/api/aws/retryStream/Theory', { title: 'Broken Lesson' });
    expect(retried.status).toBe(202);
    expect(retried.body).toEqual({ title: 'Broken Lesson', streamState: 'processing' });
    const ready = await settled('Theory', 'Broken Lesson');
    expect(ready.streamState).toBe('ready');
    expect(ready.stream).toMatch(/^\/media\/Theory\/[\w-]+\/master\.m3u8$/);
    expect(ready.stream).not.toContain(failedId);
    expect(await streamKeys(`media/Theory/${failedId}/`)).toEqual([]);
  });

  it('retryStream of an unknown video is a 404', async () => {
    expect((await admin.post('/api/aws/retryStream/Theory', { title: 'Nobody' })).status).toBe(404);
  });
});

describe('deleting a video', () => {
  it('removes its renditions and playlists with it', async () => {
    await upload('free', 'Doomed Lesson', source);
    const ready = await settled('free', 'Doomed Lesson');
    expect(ready.streamState).toBe('ready');
    const prefix = keyOf(ready.stream!).replace('master.m3u8', '');
    expect((await streamKeys(prefix)).length).toBeGreaterThan(5);
    const deleted = await admin.delete('/api/aws/deleteVideo/free', { body: { fileName: 'Doomed Lesson' } });
    expect(deleted.status).toBe(200);
    expect(await streamKeys(prefix)).toEqual([]);
    expect(await listed('free', 'Doomed Lesson')).toBeUndefined();
  });
});

describe('parallel completions of one upload', () => {
  /** The stream ids of every job ever submitted for the title. */
  const jobStreams = async (title: string): Promise<string[]> =>
    ((await mediaConvert.send(new ListJobsCommand({}))).Jobs ?? [])
      .filter((job) => job.UserMetadata?.videoId === videoIdOf(title))
      .map((job) => job.UserMetadata?.streamId ?? '');

  it('submit one job and make one folder, which the delete removes', async () => {
    const title = 'Busy Lesson';
    await sendFiles('free', title, source);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => admin.post<CompleteVideoResponse>('/api/aws/completeVideo/free', { title })),
    );
    // One records it; the others answer the same video, or 409 while it is not listed yet.
    expect(answers.filter((answer) => answer.status === 201).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    for (const answer of answers.filter((a) => a.status === 201)) expect(answer.body.video.title).toBe(title);

    const ready = await settled('free', title);
    await transcodesSettled();
    expect(ready.streamState).toBe('ready');
    const streams = await jobStreams(title);
    expect(streams).toHaveLength(1);
    const folders = new Set((await streamKeys('media/free/')).map((key) => key.split('/')[2]));
    expect(folders.has(streams[0])).toBe(true);
    expect(keyOf(ready.stream!)).toBe(`media/free/${streams[0]}/master.m3u8`);

    const deleted = await admin.delete('/api/aws/deleteVideo/free', { body: { fileName: title } });
    expect(deleted.status).toBe(200);
    for (const id of streams) expect(await streamKeys(`media/free/${id}/`)).toEqual([]);
  });

  it('a delete removes superseded folders too, not only the current one', async () => {
    const title = 'Twice Made Lesson';
    await upload('free', title, source);
    const first = await settled('free', title);
    await transcodesSettled();
    const firstPrefix = keyOf(first.stream!).replace('master.m3u8', '');
    // A job still writing its folder when the entry moved on: nothing points at it any more.
    const record = await getVideoRecord(title);
    const { submitStream } = await import('../../functions/domain/streaming/submit');
    const second = await submitStream({ ...record!, videoKey: record!.videoKey!, thumbnailKey: record!.thumbnailKey! });
    expect(second?.state).toBe('processing');
    await putStreamObject(`${firstPrefix}stream_240p_99999.ts`);
    const deleted = await admin.delete('/api/aws/deleteVideo/free', { body: { fileName: title } });
    expect(deleted.status).toBe(200);
    await transcodesSettled();
    for (const id of await jobStreams(title)) expect(await streamKeys(`media/free/${id}/`), id).toEqual([]);
  });
});

describe('the kind of source', () => {
  it('a camera upload gets the 240p data saver at 15 fps, with 360p and 720p', async () => {
    const completed = await upload('free', 'Camera Practical', source, 'camera');
    expect(completed.video.sourceKind).toBe('camera');
    const item = await settled('free', 'Camera Practical');
    expect(item.streamState).toBe('ready');
    expect(await decodedFormats(item)).toEqual({
      '240p': { size: '426x240', fps: 15 },
      '360p': { size: '640x360', fps: 25 },
      '720p': { size: '1280x720', fps: 25 },
    });
    const master = (await streamObject(keyOf(item.stream!))).toString('utf8');
    // The camera's 360p keeps its 25 fps, and its master says so.
    expect([...master.matchAll(/FRAME-RATE=([\d.]+)/g)].map((match) => match[1])).toEqual([
      '15.000',
      '25.000',
      '25.000',
    ]);
    const saver = (await streamObject(keyOf(item.stream!.replace('master.m3u8', 'data-saver.m3u8')))).toString();
    expect(saver.match(/#EXT-X-STREAM-INF/g)).toHaveLength(1);
    expect(saver).toContain('stream_240p.m3u8');
  });

  it('changing the kind later remakes the ready ladder for it; an unknown kind is a 400', async () => {
    const bad = await admin.post<{ code: string }>('/api/aws/retryStream/free', {
      title: 'Camera Practical',
      sourceKind: 'cartoon',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('video.sourceKind');
    const changed = await admin.post<RetryStreamResponse>('/api/aws/retryStream/free', {
      title: 'Camera Practical',
      sourceKind: 'slides',
    });
    expect(changed.status).toBe(202);
    expect(changed.body.streamState).toBe('processing');
    const item = await settled('free', 'Camera Practical');
    expect(item.sourceKind).toBe('slides');
    expect(item.renditions?.map((r) => r.name)).toEqual(['360p', '540p', '720p']);
  });
});

describe('makeStreams', () => {
  it('submits every video of the folder without a ladder, and only those', async () => {
    const seeded = await seedVideo('free', 'Before Streaming');
    expect(seeded.record.stream).toBeUndefined();
    await putObject('free', videoKeyFor('Before Streaming'), source, 'video/mp4');
    expect((await listed('free', 'Before Streaming'))?.streamState).toBe('none');
    const made = await admin.post<MakeStreamsResponse>('/api/aws/makeStreams/free', undefined);
    expect(made.status).toBe(202);
    expect(made.body).toEqual({ queued: 1 });
    expect((await settled('free', 'Before Streaming')).streamState).toBe('ready');
  });

  it('remakes a ladder made before today’s (the old 240p one), and leaves a current one alone', async () => {
    const seeded = await seedVideo('free', 'Old Ladder');
    expect(seeded.record.stream).toBeUndefined();
    await putObject('free', videoKeyFor('Old Ladder'), source, 'video/mp4');
    // A stream as the earlier ladder left it: ready, 240p, no ladder stamp.
    await markStreamProcessing('Old Ladder', 'old-stream', undefined, 'old');
    await markStreamReady('Old Ladder', 'old-stream', {
      renditions: [{ name: '240p', width: 426, height: 240, bytes: 5000 }],
      durationSeconds: 2.5,
    });
    await removeLadderStamp('Old Ladder');
    expect((await listed('free', 'Old Ladder'))?.streamOutdated).toBe(true);
    const made = await admin.post<MakeStreamsResponse>('/api/aws/makeStreams/free', undefined);
    expect(made.status).toBe(202);
    expect(made.body).toEqual({ queued: 1 });
    const remade = await settled('free', 'Old Ladder');
    expect(remade.streamState).toBe('ready');
    expect(remade.streamOutdated).toBeUndefined();
    expect(remade.renditions?.map((r) => r.name)).toEqual(['360p', '540p', '720p']);
    expect((await admin.post<MakeStreamsResponse>('/api/aws/makeStreams/free', undefined)).body).toEqual({
      queued: 0,
    });
  });
});
