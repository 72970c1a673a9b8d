/**
 * The stream submission queue of a test file that presses "Make streaming versions": an SQS twin
 * (local/twins/sqs.ts) whose consumer is the queue's Lambda handler loaded in this file, so its
 * submissions reach this file's tables. A file starts it with `await startStreamQueue()` after its
 * imports; setup-env.ts waits for it after each test and stops it after the file.
 */
import type { SQSEvent } from 'aws-lambda';
import type { QueueDefinition, SqsTwin } from '../../../local/twins/sqs';
import type { LocalQueue } from '../../../local/twins/sqs-queue';

export const STREAM_QUEUE = 'stream-submissions';

let twin: SqsTwin | undefined;

type Overrides = Partial<Omit<QueueDefinition, 'name'>>;

export async function startStreamQueue(overrides: Overrides = {}): Promise<void> {
  if (twin) return;
  const { startSqsTwin } = await import('../../../local/twins/sqs');
  twin = await startSqsTwin({
    queues: [
      {
        name: STREAM_QUEUE,
        // Short, so a redelivery comes within the test; the cloud's is minutes (infra/stream-queue.ts).
        visibilityTimeoutSeconds: 0.2,
        consumer: async (event: SQSEvent) => (await import('../../../functions/media/stream-queue')).handler(event),
        ...overrides,
      },
    ],
    log: () => undefined,
  });
  Object.assign(process.env, twin.environment, { STREAM_QUEUE_URL: twin.queueUrl(STREAM_QUEUE) });
}

export const streamQueue = (): LocalQueue => {
  if (!twin) throw new Error('startStreamQueue() first');
  return twin.queue(STREAM_QUEUE);
};

/** Resolves once every message sent so far is handled or dead-lettered. */
export const streamQueueDrained = (): Promise<void> => twin?.queue(STREAM_QUEUE).drained() ?? Promise.resolve();

export async function stopStreamQueue(): Promise<void> {
  await twin?.stop();
  twin = undefined;
}
