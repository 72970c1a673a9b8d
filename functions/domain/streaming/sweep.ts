/**
 * The stuck-job sweep, run every hour (infra/stream-sweep.ts; locally local/stack.ts): every video
 * processing for longer than any real job takes (stuck.ts) is asked about at MediaConvert with
 * GetJob, and settled as its job's event would have settled it (complete.ts's settleJob), failed
 * when MediaConvert does not know the job, or cancelled and failed once it has hung past the hard
 * bound. A video queued by "Make streaming versions" whose message was lost has no job to ask
 * about: past its bound it is failed, so the admin sees Retry instead of a wait that never ends.
 * Every write is conditional on the stream id, so a late event racing the sweep settles the video
 * once, and a sweep run twice changes nothing more. It also removes the folders remade
 * ladders replaced, once the viewings begun on them have played out (stream-outputs.ts).
 */
import { CancelJobCommand, GetJobCommand, type Job } from '@aws-sdk/client-mediaconvert';
import { clock } from '../../shared/clock';
import { describeError, logger } from '../../shared/logger';
import { mediaConvert } from '../../shared/mediaconvert';
import { queryAll } from '../../shared/query-all';
import { VIDEO_FOLDERS, type VideoFolder } from '../../shared/schemas';
import { categoryIndexKey, videoMetaTable } from '../videos/catalog';
import { streamOf, type StreamAttributes, type StreamRecord } from '../videos/stream-record';
import { markStreamFailed } from '../videos/stream-state';
import { settleJob } from './complete';
import { removeRetiredOutputs } from './stream-outputs';
import { jobEventOf } from './job-event';
import { isStreamStuck, streamStartedAt, sweepAction } from './stuck';
import { countOne, METRICS } from '../../shared/metrics';

export interface SweepReport {
  /** Stuck streams asked about. */
  checked: number;
  ready: number;
  failed: number;
  /** Still running within the hard bound: asked again next hour. */
  waiting: number;
  /** Folders a remade ladder replaced, removed now that their viewers are done. */
  retired: number;
}

type UnsettledItem = StreamAttributes & { title: string };

/** The folder's listed videos whose stream is processing or queued (few: a filter on the folder's index). */
const unsettledVideos = (folder: VideoFolder): Promise<UnsettledItem[]> =>
  queryAll<UnsettledItem>({
    TableName: videoMetaTable(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :folder',
    FilterExpression: 'streamState IN (:processing, :queued)',
    ExpressionAttributeNames: { '#title': 'title' },
    ExpressionAttributeValues: {
      ':folder': categoryIndexKey(folder),
      ':processing': 'processing',
      ':queued': 'queued',
    },
    ProjectionExpression: '#title, streamState, streamId, streamJobId',
  });

/** GetJob's answer, or null when MediaConvert does not know the job. */
async function askJob(jobId: string): Promise<Job | null> {
  try {
    return (await mediaConvert.send(new GetJobCommand({ Id: jobId }))).Job ?? null;
  } catch (error) {
    if ((error as { name?: unknown }).name === 'NotFoundException') return null;
    throw error;
  }
}

async function sweepOne(title: string, stream: StreamRecord, now: number): Promise<'ready' | 'failed' | 'waiting'> {
  const job = stream.jobId ? await askJob(stream.jobId) : null;
  const action = sweepAction(job?.Status ?? null, streamStartedAt(stream.id), now);
  logger.info('stuck stream', { title, streamId: stream.id, jobId: stream.jobId, status: job?.Status, action });
  if (action === 'wait') return 'waiting';
  if (action === 'settle') {
    const event = job ? jobEventOf(job) : null;
    if (event) return (await settleJob(event)) === 'ready' ? 'ready' : 'failed';
  }
  if (action === 'cancel' && stream.jobId) {
    // A cancel that fails (the job ended meanwhile) still leaves the video failed and retryable.
    await mediaConvert.send(new CancelJobCommand({ Id: stream.jobId })).catch((error: unknown) =>
      logger.warn('cancelling a hung stream job failed', {
        jobId: stream.jobId,
        error: describeError(error, { stack: false }),
      }),
    );
  }
  await markStreamFailed(title, stream.id);
  return 'failed';
}

export async function sweepStuckStreams(): Promise<SweepReport> {
  const report: SweepReport = { checked: 0, ready: 0, failed: 0, waiting: 0, retired: 0 };
  const now = clock.now();
  for (const folder of VIDEO_FOLDERS) {
    for (const item of await unsettledVideos(folder)) {
      const { stream } = streamOf(item);
      if (!stream || !isStreamStuck(stream, now)) continue;
      report.checked += 1;
      // Counted before it is settled: a stuck job means an event was lost or a job hung, which the
      // operator should hear about even when the sweep then mends it.
      countOne(METRICS.stuckStreams, { folder, streamId: stream.id });
      try {
        report[await sweepOne(item.title, stream, now)] += 1;
      } catch (error) {
        // One video's failure (MediaConvert throttling, say) leaves it for the next hour, not the rest.
        logger.error('sweeping a stuck stream failed', {
          title: item.title,
          error: describeError(error, { stack: false }),
        });
      }
    }
  }
  try {
    report.retired = await removeRetiredOutputs(now);
  } catch (error) {
    // Left for the next hour: a retired folder only costs its storage meanwhile.
    logger.error('removing retired stream folders failed', { error: describeError(error, { stack: false }) });
  }
  logger.info('stuck streams swept', { ...report });
  return report;
}
