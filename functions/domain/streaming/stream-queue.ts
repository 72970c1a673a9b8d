/**
 * "Make streaming versions" in two halves: the press queues every waiting video (one message each)
 * and answers at once; the queue's consumer submits each video's job in the background. A folder of
 * hundreds then never outlasts an API request, and the queue paces the submissions.
 *
 * Exactly-once, per video: the press marks the video `queued` under a fresh id with a conditional
 * write (markStreamQueued), so a second press finds it taken; the consumer submits only while the
 * entry still shows that id, and submitStream's own conditional write lets one of two deliveries of
 * the same message through.
 */
import { SendMessageBatchCommand, type SendMessageBatchRequestEntry } from '@aws-sdk/client-sqs';
import { config } from '../../shared/config';
import { describeError, logger } from '../../shared/logger';
import { type StreamQueueMessage, streamQueueMessageSchema } from '../../shared/schemas';
import { sqs } from '../../shared/sqs';
import { getVideoRecord, isPaired, type PairedVideo } from '../videos/catalog';
import { retainedOf } from '../videos/stream-record';
import { markStreamFailed, markStreamQueued } from '../videos/stream-state';
import { newStreamId, submitStream } from './submit';

/** SendMessageBatch's most entries per call. */
const BATCH = 10;

/** Queues `videos`' submissions; answers how many were queued (a video a parallel press took is not). */
export async function queueStreams(videos: readonly PairedVideo[]): Promise<number> {
  let queued = 0;
  for (let start = 0; start < videos.length; start += BATCH) {
    const chunk = videos.slice(start, start + BATCH);
    const claims = await Promise.all(
      chunk.map(async (video): Promise<StreamQueueMessage | null> => {
        const queuedId = newStreamId();
        // Only the same video's ladders are remade here: what it has keeps playing meanwhile.
        const taken = await markStreamQueued(video.title, queuedId, video.stream?.id, retainedOf(video.stream));
        return taken ? { folder: video.category, title: video.title, queuedId } : null;
      }),
    );
    const messages = claims.filter((claim) => claim !== null);
    if (messages.length === 0) continue;
    queued += messages.length - (await send(messages));
  }
  return queued;
}

/**
 * Sends one batch; answers how many the queue refused. A refused video is marked failed under its
 * wait's id, which the admin sees and the next press picks up again; nothing stays queued for a
 * message that does not exist.
 */
async function send(messages: StreamQueueMessage[]): Promise<number> {
  const entries: SendMessageBatchRequestEntry[] = messages.map((message, index) => ({
    Id: String(index),
    MessageBody: JSON.stringify(message),
  }));
  let refused: StreamQueueMessage[];
  try {
    const result = await sqs.send(new SendMessageBatchCommand({ QueueUrl: config.streamQueueUrl, Entries: entries }));
    refused = (result.Failed ?? []).map((entry) => messages[Number(entry.Id)]).filter((m) => m !== undefined);
    for (const entry of result.Failed ?? []) logger.error('stream queue refused a message', { ...entry });
  } catch (error) {
    await Promise.all(messages.map((message) => markStreamFailed(message.title, message.queuedId)));
    throw error;
  }
  await Promise.all(refused.map((message) => markStreamFailed(message.title, message.queuedId)));
  return refused.length;
}

export type QueuedOutcome = 'submitted' | 'failed' | 'skipped';

/**
 * The consumer's work for one message: submit the video's job if the entry still waits under the
 * message's id. Throws only when MediaConvert could not take the job just now (the video is back in
 * its wait), so the queue delivers the message again and, past its tries, dead-letters it.
 */
export async function submitQueued(body: string): Promise<QueuedOutcome> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = undefined;
  }
  const result = streamQueueMessageSchema.safeParse(parsed);
  if (!result.success) {
    // Trying again cannot mend a message; dropping it strands nothing (no video shows its id).
    logger.error('stream queue message unreadable', { body: body.slice(0, 200) });
    return 'skipped';
  }
  const { folder, title, queuedId } = result.data;
  const record = await getVideoRecord(title);
  if (!record || record.category !== folder || !isPaired(record)) return 'skipped';
  if (record.stream?.state !== 'queued' || record.stream.id !== queuedId) return 'skipped';
  try {
    const stream = await submitStream(record, { retryUnavailable: true, remake: true });
    if (!stream) return 'skipped';
    return stream.state === 'processing' ? 'submitted' : 'failed';
  } catch (error) {
    logger.warn('stream job not taken; the queue delivers it again', {
      title,
      error: describeError(error, { stack: false }),
    });
    throw error;
  }
}
