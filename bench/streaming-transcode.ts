/**
 * One lecture through the real transcode path: the clip is stored in the free videos bucket, its
 * job is built by the same code an upload's completion runs (functions/domain/streaming/submit.ts's
 * jobRequest, with the source height read as submit reads it) and sent with the SDK to the stack's
 * MediaConvert twin, which runs the ffmpeg plan of local/twins/mediaconvert-transcode.ts. The wall time is from
 * CreateJob until the twin is idle again (input fetch, every rendition's encode, the uploads of the
 * segments); then each rendition's objects are listed and its segments fetched for the quality check.
 */
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CreateJobCommand, GetJobCommand } from '@aws-sdk/client-mediaconvert';
import { GetObjectCommand, ListObjectsCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { LocalStack } from '../local/stack';
import { config } from '../functions/shared/config';
import { s3 } from '../functions/shared/s3';
import {
  DEFAULT_SOURCE_KIND,
  ladderFor,
  ladderTag,
  type Rendition,
  type SourceKind,
} from '../functions/domain/streaming/ladder';
import { renditionPlaylistName, streamPrefix } from '../functions/domain/streaming/layout';
import { bytesOf } from '../functions/domain/streaming/complete';
import { mediaConvert } from '../functions/shared/mediaconvert';
import { sourceHeight } from '../functions/domain/streaming/source-height';
import { jobRequest, newStreamId } from '../functions/domain/streaming/submit';
import { deleteAllMeta, recordVideo } from '../functions/domain/videos/catalog';
import { markStreamProcessing } from '../functions/domain/videos/stream-state';
import { safeVideoKey } from '../functions/domain/videos/video-id';
import { rememberVideoId } from '../functions/domain/videos/video-ids';

const FOLDER = 'free';

export interface TranscodedRendition {
  rendition: Rendition;
  /** Playlist plus segments, as stored. */
  bytes: number;
  segments: number;
  /** Sum of the playlist's EXTINF durations. */
  seconds: number;
  /** The segments joined in order, for decoding as one stream. */
  joinedPath: string;
}

export interface TranscodeRun {
  wallMs: number;
  /** CPU time of the ffmpeg runs (user + system), or null where /proc is not there to read it. */
  cpuSeconds: number | null;
  renditions: TranscodedRendition[];
}

/**
 * CPU seconds this process's finished children used (Linux /proc: cutime + cstime). The twin runs
 * ffmpeg as a child of this process, so the difference across the job is the transcode's CPU, which
 * other load on the machine does not inflate the way it does wall time.
 */
async function childCpuSeconds(): Promise<number | null> {
  try {
    const fields = (await readFile('/proc/self/stat', 'utf8')).split(') ')[1]?.split(' ') ?? [];
    // After the command name, cutime and cstime are the 14th and 15th fields, in clock ticks.
    const ticks = Number(fields[13]) + Number(fields[14]);
    return Number.isFinite(ticks) ? ticks / CLOCK_TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

/** USER_HZ: 100 on every Linux this runs on (getconf CLK_TCK). */
const CLOCK_TICKS_PER_SECOND = 100;

async function download(bucket: string, key: string, path: string, flags: 'w' | 'a'): Promise<void> {
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  await pipeline(object.Body as Readable, createWriteStream(path, { flags }));
}

async function listSizes(bucket: string, prefix: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  let marker: string | undefined;
  do {
    const page = await s3.send(new ListObjectsCommand({ Bucket: bucket, Prefix: prefix, Marker: marker }));
    for (const object of page.Contents ?? [])
      if (object.Key) sizes.set(object.Key.slice(prefix.length), object.Size ?? 0);
    marker = page.IsTruncated ? page.Contents?.at(-1)?.Key : undefined;
  } while (marker);
  return sizes;
}

async function collect(
  bucket: string,
  prefix: string,
  rendition: Rendition,
  dir: string,
): Promise<TranscodedRendition> {
  const sizes = await listSizes(bucket, prefix);
  const playlistPath = join(dir, renditionPlaylistName(rendition.name));
  await download(bucket, `${prefix}${renditionPlaylistName(rendition.name)}`, playlistPath, 'w');
  const playlist = await readFile(playlistPath, 'utf8');
  const segments = playlist.split('\n').filter((line) => line.trim().endsWith('.ts'));
  if (segments.length === 0) throw new Error(`${rendition.name}: the playlist lists no segments`);
  const joinedPath = join(dir, `joined_${rendition.name}.ts`);
  for (const [index, segment] of segments.entries()) {
    await download(bucket, `${prefix}${segment.trim()}`, joinedPath, index === 0 ? 'w' : 'a');
  }
  const seconds = [...playlist.matchAll(/^#EXTINF:([\d.]+)/gm)].reduce((sum, match) => sum + Number(match[1]), 0);
  return { rendition, bytes: bytesOf(rendition.name, sizes), segments: segments.length, seconds, joinedPath };
}

/** What of the local stack the run waits on: its seed videos' jobs and its MediaConvert twin. */
export type TwinStack = Pick<LocalStack, 'seedStreams'> & { mediaConvert: Pick<LocalStack['mediaConvert'], 'idle'> };

/**
 * Transcodes `clipPath` through the stack's twin and fetches what it wrote into `dir`, with the
 * ladder of `kind` (the slides' one unless said).
 */
export async function transcodeThroughTwin(
  stack: TwinStack,
  clipPath: string,
  dir: string,
  kind: SourceKind = DEFAULT_SOURCE_KIND,
): Promise<TranscodeRun> {
  const sourceBucket = config.bucketName(FOLDER);
  const streamId = newStreamId();
  const title = `bench streaming ${process.pid} ${streamId}`;
  const sourceKey = safeVideoKey(title);
  await s3.send(
    new PutObjectCommand({
      Bucket: sourceBucket,
      Key: sourceKey,
      Body: await readFile(clipPath),
      ContentType: 'video/mp4',
    }),
  );
  const height = await sourceHeight(FOLDER, sourceKey);
  // A catalog entry pointing at the stream, as an upload's completion makes: the job's completion
  // event removes the folder of a stream no entry points at (a superseded job's), which would take
  // the renditions away before they are fetched. Removed again once they are.
  await recordVideo({
    category: FOLDER,
    title,
    year: 'all',
    caption: 'benchmark clip',
    videoKey: sourceKey,
    thumbnailKey: `${sourceKey}-thumbnail`,
    sourceKind: kind,
  });
  if (!(await markStreamProcessing(title, streamId, undefined, ladderTag(kind))))
    throw new Error(`${title}: stream not recorded`);
  const request = jobRequest({
    job: config.streamJob,
    sourceBucket,
    sourceKey,
    streamsBucket: config.bucketName('streams'),
    sourceHeight: height,
    sourceKind: kind,
    metadata: { folder: FOLDER, videoId: await rememberVideoId(title), streamId },
  });
  // The seed videos' jobs run first, so they do not share the CPU with the measured one.
  await stack.seedStreams;
  await stack.mediaConvert.idle();
  const cpuBefore = await childCpuSeconds();
  const started = performance.now();
  const created = await mediaConvert.send(new CreateJobCommand(request));
  await stack.mediaConvert.idle();
  const wallMs = performance.now() - started;
  const cpuAfter = await childCpuSeconds();
  const cpuSeconds = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  const job = await mediaConvert.send(new GetJobCommand({ Id: created.Job?.Id }));
  if (job.Job?.Status !== 'COMPLETE') {
    throw new Error(`the transcode job ended ${job.Job?.Status ?? 'unknown'}: ${job.Job?.ErrorMessage ?? ''}`);
  }
  const bucket = config.bucketName('streams');
  const prefix = streamPrefix(FOLDER, streamId);
  const renditions: TranscodedRendition[] = [];
  for (const rendition of ladderFor(height ?? 0, kind)) renditions.push(await collect(bucket, prefix, rendition, dir));
  await deleteAllMeta(title);
  return { wallMs, cpuSeconds, renditions };
}
