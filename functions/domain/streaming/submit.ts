/**
 * Submits a video's transcode job: the same CreateJob call reaches MediaConvert in the cloud and the
 * local twin on a laptop. The catalog entry points at the new stream id before the job exists, so
 * the job's completion event always finds it; a submission that fails leaves the video complete and
 * playable as its MP4, marked failed, with the reason in the log. A video stored under a legacy key
 * is moved to its safe key first (safe-source.ts).
 */
import { randomBytes } from 'node:crypto';
import { CreateJobCommand, type CreateJobCommandInput } from '@aws-sdk/client-mediaconvert';
import { isServiceDown } from '../../shared/aws';
import { clock } from '../../shared/clock';
import { config } from '../../shared/config';
import { describeError, logger } from '../../shared/logger';
import type { VideoFolder } from '../../shared/schemas';
import { hlsOutputGroup, sourceInput } from './job-settings';
import { DEFAULT_SOURCE_KIND, ladderFor, ladderTag, type SourceKind } from './ladder';
import { streamPrefix } from './layout';
import type { PairedVideo } from '../videos/catalog';
import { retainedOf, type StreamRecord } from '../videos/stream-record';
import { markStreamFailed, markStreamProcessing, recordStreamJob, returnStreamToQueue } from '../videos/stream-state';
import { mediaConvert } from '../../shared/mediaconvert';
import { sourceHeight } from './source-height';
import { recordStreamOutput } from './stream-outputs';
import { withSafeSource } from './safe-source';
import { rememberVideoId } from '../videos/video-ids';

/** Sortable by creation time, unique, and safe as a URL path segment. */
export const newStreamId = (): string => `${clock.now().toString(36)}-${randomBytes(5).toString('hex')}`;

/**
 * What the completion event carries back: ids only, never the title (MediaConvert is reported to
 * refuse user metadata values with characters a title may hold); settling finds the title by id.
 */
interface StreamJobMetadata {
  folder: VideoFolder;
  videoId: string;
  streamId: string;
}

/**
 * A fully specified job: input, outputs and destination all here, no job template. The ladder
 * depends on the video (its kind, its source height), and a job must be one or the other.
 */
export function jobRequest(input: {
  job: { queue: string; role: string };
  sourceBucket: string;
  sourceKey: string;
  streamsBucket: string;
  sourceHeight: number | null;
  /** What the video mostly shows; the slides' ladder when not said. */
  sourceKind?: SourceKind;
  metadata: StreamJobMetadata;
}): CreateJobCommandInput {
  const { folder, streamId } = input.metadata;
  const destination = `s3://${input.streamsBucket}/${streamPrefix(folder, streamId)}`;
  return {
    Queue: input.job.queue,
    Role: input.job.role,
    // A source whose height cannot be read gets the smallest rendition: never an upscale.
    Settings: {
      Inputs: [sourceInput(`s3://${input.sourceBucket}/${input.sourceKey}`)],
      OutputGroups: [
        hlsOutputGroup(ladderFor(input.sourceHeight ?? 0, input.sourceKind ?? DEFAULT_SOURCE_KIND), destination),
      ],
    },
    UserMetadata: { ...input.metadata },
  };
}

async function readHeight(video: PairedVideo): Promise<number | null> {
  try {
    return await sourceHeight(video.category, video.videoKey);
  } catch (error) {
    logger.warn('source height unreadable', { title: video.title, error: describeError(error, { stack: false }) });
    return null;
  }
}

/**
 * Starts a new ladder for `video`, replacing the stream it carries (if any). Answers the stream as
 * recorded, or null when the entry is gone (deleted meanwhile) or has moved on from what `video`
 * shows (a parallel call submitted first). Never throws for a failed submission: the video stays
 * playable. With `retryUnavailable` (the submission queue's consumer), a queued video whose job
 * MediaConvert could not take just now (throttled, unreachable) goes back to its wait and the error
 * is thrown, so the queue delivers it again instead of the video failing. With `remake` (the same
 * video, remade: never a re-upload), its ready ladder keeps playing until the new one is ready.
 */
export async function submitStream(
  video: PairedVideo,
  options: { retryUnavailable?: boolean; remake?: boolean } = {},
): Promise<StreamRecord | null> {
  const streamId = newStreamId();
  const sourceKind = video.sourceKind ?? DEFAULT_SOURCE_KIND;
  const ladder = ladderTag(sourceKind);
  const previous = options.remake ? retainedOf(video.stream) : undefined;
  if (!(await markStreamProcessing(video.title, streamId, video.stream?.id, ladder, previous))) return null;
  try {
    // Recorded before the job exists, so no folder the job writes can outlive the video's delete.
    await recordStreamOutput(video.title, { folder: video.category, streamId });
    // The job's end names the video by id only: the id must lead back to the title by then.
    const videoId = await rememberVideoId(video.title);
    const source = await withSafeSource(video);
    const request = jobRequest({
      job: config.streamJob,
      sourceBucket: config.bucketName(video.category),
      sourceKey: source.videoKey,
      streamsBucket: config.bucketName('streams'),
      sourceHeight: await readHeight(source),
      sourceKind,
      metadata: { folder: video.category, videoId, streamId },
    });
    const created = await mediaConvert.send(new CreateJobCommand(request));
    const jobId = created.Job?.Id;
    if (jobId) await recordStreamJob(video.title, streamId, jobId);
    logger.info('stream job submitted', { title: video.title, streamId, jobId });
    return {
      state: 'processing',
      id: streamId,
      ladder,
      ...(jobId ? { jobId } : {}),
      ...(previous ? { previous } : {}),
    };
  } catch (error) {
    const queued = video.stream?.state === 'queued' ? video.stream.id : undefined;
    if (options.retryUnavailable && queued && isServiceDown(error)) {
      if (await returnStreamToQueue(video.title, streamId, queued)) throw error;
    }
    logger.error('stream job submission failed', {
      title: video.title,
      streamId,
      error: describeError(error, { stack: false }),
    });
    await markStreamFailed(video.title, streamId);
    return { state: 'failed', id: streamId, ladder, ...(previous ? { previous } : {}) };
  }
}
