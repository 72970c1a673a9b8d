/**
 * What a finished transcode job leads to, in both runtimes (the cloud's EventBridge rule invokes
 * functions/media/events.ts; the local twin calls the same handler): on COMPLETE, measure what was
 * written, write our master and data-saver playlists, and mark the video ready; on ERROR or
 * CANCELED, mark it failed (its MP4 still plays). The stuck-job sweep (sweep.ts) settles a job whose
 * event never came through settleJob too, from GetJob's answer. An event for a stream the catalog entry no longer points to changes
 * nothing in the catalog, and its folder is removed; a ready ladder removes the folders it replaced,
 * after a while for the one students were playing (stream-outputs.ts).
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { config } from '../../shared/config';
import { logger } from '../../shared/logger';
import { s3 } from '../../shared/s3';
import { DEFAULT_SOURCE_KIND, type SourceKind } from './ladder';
import { dataSaverKey, masterKey, OUTPUT_BASE } from './layout';
import { getVideoRecord } from '../videos/catalog';
import type { RenditionRecord } from '../videos/stream-record';
import { markStreamFailed, markStreamReady } from '../videos/stream-state';
import { parseJobEvent, type JobEvent, type JobVideo } from './job-event';
import { dataSaverPlaylist, masterPlaylist } from './master-playlist';
import { deleteStreamFiles, streamObjects } from './stream-files';
import { titleOfVideoId } from '../videos/video-ids';
import { removeStreamOutput, removeSupersededOutputs } from './stream-outputs';

export type JobOutcome = 'ready' | 'failed' | 'ignored';

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';

/** A rendition's bytes: its playlist (stream_<name>.m3u8) and segments (stream_<name>_00001.ts). */
export function bytesOf(name: string, sizes: ReadonlyMap<string, number>): number {
  const playlist = `${OUTPUT_BASE}_${name}.`;
  const segment = `${OUTPUT_BASE}_${name}_`;
  let total = 0;
  for (const [key, size] of sizes) if (key.startsWith(playlist) || key.startsWith(segment)) total += size;
  return total;
}

async function putPlaylist(bucket: string, key: string, body: string): Promise<void> {
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: PLAYLIST_TYPE }));
}

/** `playing`: the ladder students played while this one was made (a remake), retired once it is ready. */
async function completeStream(
  title: string,
  kind: SourceKind,
  event: Extract<JobEvent, { status: 'COMPLETE' }>,
  playing: string | undefined,
): Promise<JobOutcome> {
  const bucket = config.bucketName('streams');
  const sizes = await streamObjects(event.folder, event.streamId);
  const renditions: RenditionRecord[] = event.outputs
    .map((output) => ({
      name: output.name,
      width: output.width,
      height: output.height,
      bytes: bytesOf(output.name, sizes),
    }))
    .filter((rendition) => rendition.bytes > 0);
  const durationSeconds = Math.max(0, ...event.outputs.map((output) => output.durationMs)) / 1000;
  if (renditions.length === 0 || durationSeconds <= 0) {
    logger.error('stream job complete without renditions', { jobId: event.jobId, streamId: event.streamId });
    return (await markStreamFailed(title, event.streamId)) ? 'failed' : 'ignored';
  }
  await putPlaylist(bucket, masterKey(event.folder, event.streamId), masterPlaylist(renditions, durationSeconds, kind));
  const saver = dataSaverPlaylist(renditions, durationSeconds, kind);
  if (saver) await putPlaylist(bucket, dataSaverKey(event.folder, event.streamId), saver);
  const applied = await markStreamReady(title, event.streamId, { renditions, durationSeconds });
  // The new ladder is offered now; the one it replaced (a re-upload's earlier video) is not, and the
  // one students were playing stays until what they already opened has played out.
  if (applied) await removeSupersededOutputs(title, event.streamId, playing);
  return applied ? 'ready' : 'ignored';
}

export async function handleJobEvent(raw: unknown): Promise<JobOutcome> {
  const event = parseJobEvent(raw);
  if (!event) {
    logger.warn('stream job event ignored: not a job of ours');
    return 'ignored';
  }
  return settleJob(event);
}

/** The job's video's title: carried by a job from before video ids, else looked up by its id. */
const titleOf = (video: JobVideo): Promise<string | null> =>
  'title' in video ? Promise.resolve(video.title) : titleOfVideoId(video.videoId);

/** What a job's end (its event, or GetJob's answer) does to the video and its folders. */
export async function settleJob(event: JobEvent): Promise<JobOutcome> {
  const title = await titleOf(event.video);
  const record = title ? await getVideoRecord(title) : null;
  if (!title || !record || record.category !== event.folder || record.stream?.id !== event.streamId) {
    logger.info('stream job event for a superseded stream', { jobId: event.jobId, streamId: event.streamId });
    // A repeated event of the ladder being remade: students still play it until the new one is ready.
    if (record?.stream?.previous?.id === event.streamId) return 'ignored';
    // Its job has written all it will and nothing points at the folder (the video may even be gone),
    // yet the folder's cookie would still open it.
    const output = { folder: event.folder, streamId: event.streamId };
    await (title ? removeStreamOutput(title, output) : deleteStreamFiles(output.folder, output.streamId)).catch(
      (error: unknown) =>
        logger.warn('removing a superseded stream folder failed', { streamId: event.streamId, error }),
    );
    return 'ignored';
  }
  if (event.status !== 'COMPLETE') {
    logger.error('stream job failed', {
      jobId: event.jobId,
      streamId: event.streamId,
      status: event.status,
      reason: event.error,
    });
    return (await markStreamFailed(title, event.streamId)) ? 'failed' : 'ignored';
  }
  // The kind the job was made for: changing it submits a new job, which supersedes this one.
  return completeStream(title, record.sourceKind ?? DEFAULT_SOURCE_KIND, event, record.stream.previous?.id);
}
