/**
 * How the stream submission queue is read, shared by the cloud's queue and event source mapping
 * (infra/stream-queue.ts) and the local SQS twin (local/stack-media.ts), so both pace and retry alike.
 */
export const STREAM_QUEUE_SETTINGS = {
  /** A submission reads a few bytes of the source and calls CreateJob: seconds, even throttled. */
  consumerTimeoutSeconds: 60,
  /** Six times the consumer's timeout, as Lambda advises, so a slow batch is never handed out twice. */
  visibilityTimeoutSeconds: 360,
  /** Tries before a message is dead-lettered; the video then waits, stuck, for the next press. */
  maxReceiveCount: 5,
  batchSize: 10,
  /** At most two consumers at once: a folder's worth never bursts MediaConvert's CreateJob rate. */
  maxConcurrency: 2,
} as const;
