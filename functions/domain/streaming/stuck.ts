/**
 * When a video's transcode counts as stuck, and what the sweep (sweep.ts) does about it: pure rules,
 * shared by the sweep, Retry and "Make streaming versions".
 *
 * A job's end reaches us as an EventBridge event; an event can be lost (its retries and the
 * dead-letter queue exhausted) and a job can hang. Either leaves the video "processing" for ever,
 * playable only as its MP4. Past STUCK_AFTER_MS the sweep asks MediaConvert, and Retry and "Make
 * streaming versions" may submit the video again.
 */
import type { StreamRecord } from '../videos/stream-record';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Longer than any real job takes: MediaConvert makes a lecture's three renditions in about the
 * lecture's own length or less, a class recording is at most about four hours, and a folder's
 * worth submitted at once waits its turn in the queue. Asking earlier only costs a GetJob.
 */
export const STUCK_AFTER_MS = 6 * HOUR_MS;

/**
 * A job still SUBMITTED or PROGRESSING a day after it was submitted is cancelled and its video marked
 * failed, not resubmitted: a source that hangs the transcoder would hang it again, billed by the
 * minute, every day. Failed, the video plays as its MP4 and the admin sees Retry.
 */
export const GIVE_UP_AFTER_MS = 24 * HOUR_MS;

/**
 * A video queued by "Make streaming versions" longer than this lost its message: the queue hands a
 * message over within minutes and dead-letters it after its last try well inside the hour.
 */
export const QUEUED_STUCK_AFTER_MS = HOUR_MS;

/** newStreamId's form (submit.ts): the submission time in base 36, a dash, ten hex digits. */
const STREAM_ID = /^([0-9a-z]+)-[0-9a-f]{10}$/;

/** When the stream's job was submitted (epoch ms), read from its id; null for an id of another form. */
export function streamStartedAt(streamId: string): number | null {
  const time = STREAM_ID.exec(streamId)?.[1];
  if (!time) return null;
  const at = parseInt(time, 36);
  return Number.isSafeInteger(at) ? at : null;
}

/**
 * A stream processing for longer than any real job takes, or queued past its message's last try. One whose start cannot be read counts as
 * stuck: asking MediaConvert about it is harmless, and leaving it would strand it.
 */
export function isStreamStuck(stream: StreamRecord | undefined, now: number): boolean {
  if (stream?.state !== 'processing' && stream?.state !== 'queued') return false;
  const started = streamStartedAt(stream.id);
  const bound = stream.state === 'queued' ? QUEUED_STUCK_AFTER_MS : STUCK_AFTER_MS;
  return started === null || now - started > bound;
}

/**
 * What the sweep does with a stuck stream's job, from GetJob's status (null: MediaConvert does not
 * know the job, or no job id was recorded):
 * - COMPLETE, ERROR, CANCELED: settle it as its event would have (ready, or failed);
 * - unknown: mark it failed, so Retry can submit it again;
 * - still SUBMITTED or PROGRESSING: wait, up to GIVE_UP_AFTER_MS, then cancel it and mark it failed.
 */
export type SweepAction = 'settle' | 'fail' | 'wait' | 'cancel';

export function sweepAction(status: string | null, startedAt: number | null, now: number): SweepAction {
  if (status === 'COMPLETE' || status === 'ERROR' || status === 'CANCELED') return 'settle';
  if (status === null) return 'fail';
  return startedAt !== null && now - startedAt <= GIVE_UP_AFTER_MS ? 'wait' : 'cancel';
}
