/**
 * The writes that move a video's streaming ladder along: processing (a job was submitted) → ready
 * or failed. Each write names the stream id it belongs to and is conditional on the catalog entry
 * still pointing at it, so a late event of a superseded job (a retry made a new one) or of a deleted
 * video changes nothing. Each answers whether it applied.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from '../../shared/aws';
import { dynamo } from '../../shared/dynamo';
import { videoMetaTable, videoPk } from './catalog';
import type { RenditionRecord, RetainedStream } from './stream-record';
import { evictVideoPages } from './video-pages';

async function update(
  title: string,
  input: {
    expression: string;
    condition: string;
    values: Record<string, unknown>;
  },
): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: videoMetaTable(),
        Key: { pk: videoPk(title), sk: 'META' },
        UpdateExpression: input.expression,
        ConditionExpression: input.condition,
        ExpressionAttributeValues: input.values,
      }),
    );
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
  evictVideoPages();
  return true;
}

/**
 * The admin's choice of what the video mostly shows; the ladder made for the other kind is then
 * outdated (streamFields says so) until remade.
 */
export const setSourceKind = (title: string, kind: string): Promise<boolean> =>
  update(title, {
    expression: 'SET sourceKind = :kind',
    condition: 'attribute_exists(pk)',
    values: { ':kind': kind },
  });

/**
 * Moving a video's stream on is a claim: only a video whose files are both recorded has something to
 * transcode, and only while its entry still points at `previous` (none yet, or the stream the caller
 * saw), so of parallel callers exactly one wins.
 */
const claimCondition = (previous: string | undefined): string =>
  `attribute_exists(videoKey) AND attribute_exists(thumbnailKey) AND ${
    previous === undefined ? 'attribute_not_exists(streamId)' : 'streamId = :previous'
  }`;
const claimValues = (previous: string | undefined): Record<string, string> =>
  previous === undefined ? {} : { ':previous': previous };

const PREVIOUS = 'streamPreviousId, streamPreviousRenditions';

/** The update's parts that keep offering `retained` meanwhile, or stop offering any earlier stream. */
const retaining = (
  retained: RetainedStream | undefined,
): { set: string; remove: string; values: Record<string, unknown> } =>
  retained
    ? {
        set: ', streamPreviousId = :previousId, streamPreviousRenditions = :previousRenditions',
        remove: '',
        values: { ':previousId': retained.id, ':previousRenditions': retained.renditions },
      }
    : { set: '', remove: `, ${PREVIOUS}`, values: {} };

/**
 * Points the entry at a new stream id, before its job is submitted, so the job's events always
 * find the entry pointing at them. The renditions of an earlier ladder are no longer offered.
 * It applies only while the entry still points at `previous` (the stream the caller saw, or none):
 * of parallel callers that saw the same entry exactly one moves it on, so only one submits a job.
 * `retained` (a remake's earlier ladder) is what students play until the new one is ready.
 */
export function markStreamProcessing(
  title: string,
  streamId: string,
  previous: string | undefined,
  ladder: string,
  retained?: RetainedStream,
): Promise<boolean> {
  const keep = retaining(retained);
  return update(title, {
    expression: `SET streamState = :state, streamId = :id, streamLadder = :ladder${keep.set} REMOVE streamJobId, streamRenditions, streamDurationSeconds${keep.remove}`,
    condition: claimCondition(previous),
    values: { ':state': 'processing', ':id': streamId, ':ladder': ladder, ...claimValues(previous), ...keep.values },
  });
}

export const recordStreamJob = (title: string, streamId: string, jobId: string): Promise<boolean> =>
  update(title, {
    expression: 'SET streamJobId = :job',
    condition: 'streamId = :id',
    values: { ':id': streamId, ':job': jobId },
  });

export const markStreamReady = (
  title: string,
  streamId: string,
  result: { renditions: RenditionRecord[]; durationSeconds: number },
): Promise<boolean> =>
  update(title, {
    // The ladder it remade is no longer offered; its folder goes next (complete.ts).
    expression: `SET streamState = :state, streamRenditions = :renditions, streamDurationSeconds = :duration REMOVE ${PREVIOUS}`,
    condition: 'streamId = :id',
    values: {
      ':state': 'ready',
      ':id': streamId,
      ':renditions': result.renditions,
      ':duration': result.durationSeconds,
    },
  });

export const markStreamFailed = (title: string, streamId: string): Promise<boolean> =>
  update(title, {
    expression: 'SET streamState = :state',
    condition: 'streamId = :id',
    values: { ':state': 'failed', ':id': streamId },
  });

/**
 * Puts the video in the submission queue under `queuedId`, on the same terms as markStreamProcessing:
 * only while the entry still points at `previous`, so of two presses of "Make streaming versions"
 * exactly one queues it. The consumer then submits only while the entry still shows this wait.
 * `retained` (the ladder being remade) is what students play while it waits.
 */
export function markStreamQueued(
  title: string,
  queuedId: string,
  previous: string | undefined,
  retained?: RetainedStream,
): Promise<boolean> {
  const keep = retaining(retained);
  return update(title, {
    expression: `SET streamState = :state, streamId = :id${keep.set} REMOVE streamJobId, streamRenditions, streamDurationSeconds, streamLadder${keep.remove}`,
    condition: claimCondition(previous),
    values: { ':state': 'queued', ':id': queuedId, ...claimValues(previous), ...keep.values },
  });
}

/**
 * Hands a submission that MediaConvert could not take just now back to the queue's wait it came
 * from, so the message's redelivery finds the entry as it left it and tries again.
 */
export const returnStreamToQueue = (title: string, streamId: string, queuedId: string): Promise<boolean> =>
  update(title, {
    expression: 'SET streamState = :state, streamId = :queued REMOVE streamJobId, streamLadder',
    condition: 'streamId = :id',
    values: { ':state': 'queued', ':id': streamId, ':queued': queuedId },
  });
