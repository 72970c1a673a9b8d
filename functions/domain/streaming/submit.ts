/**
 * Submits a video's transcode job: the same CreateJob call reaches MediaConvert in the cloud and the
 * local twin on a laptop. The catalog entry points at the new stream id before the job exists, so
 * the job's completion event always finds it; a submission that fails leaves the video complete and
 * playable as its MP4, marked failed, with the reason in the log.
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
import type { StreamRecord } from '../videos/stream-record';
import { markStreamFailed, markStreamProcessing, recordStreamJob, returnStreamToQueue } from '../videos/stream-state';
import { mediaConvert } from '../../shared/mediaconvert';
import { sourceHeight } from './source-height';
import { recordStreamOutput } from './stream-outputs';

/** Sortable by creation time, unique, and safe as a URL path segment. */
export const newStreamId = (): string => `${clock.now().toString(36)}-${randomBytes(5).toString('hex')}`;

/** What the completion event carries back (MediaConvert's user metadata: string values only). */
interface StreamJobMetadata {
  folder: VideoFolder;
  title: string;
  streamId: string;
}

export function jobRequest(input: {
  job: { template: string; queue: string; role: string };
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
    JobTemplate: input.job.template,
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
 * is thrown, so the queue delivers it again instead of the video failing.
 */
export async function submitStream(
  video: PairedVideo,
  options: { retryUnavailable?: boolean } = {},
): Promise<StreamRecord | null> {
  const streamId = newStreamId();
  const sourceKind = video.sourceKind ?? DEFAULT_SOURCE_KIND;
  const ladder = ladderTag(sourceKind);
  if (!(await markStreamProcessing(video.title, streamId, video.stream?.id, ladder))) return null;
  try {
    // Recorded before the job exists, so no folder the job writes can outlive the video's delete.
    await recordStreamOutput(video.title, { folder: video.category, streamId });
    const job = config.streamJob;
    const request = jobRequest({
      job,
      sourceBucket: config.bucketName(video.category),
      sourceKey: video.videoKey,
      streamsBucket: config.bucketName('streams'),
      sourceHeight: await readHeight(video),
      sourceKind,
      metadata: { folder: video.category, title: video.title, streamId },
    });
    const created = await mediaConvert.send(new CreateJobCommand(request));
    const jobId = created.Job?.Id;
    if (jobId) await recordStreamJob(video.title, streamId, jobId);
    logger.info('stream job submitted', { title: video.title, streamId, jobId });
    return { state: 'processing', id: streamId, ladder, ...(jobId ? { jobId } : {}) };
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
    return { state: 'failed', id: streamId, ladder };
  }
}
