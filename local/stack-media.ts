/**
 * The local media pieces: the /media server wired to the engines (the streams bucket in s3rver, the
 * local key pair), and the stream submission queue.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { buckets } from '../functions/shared/resources';
import type { Engines } from './engines';
import { createLocalMedia, type LocalMedia } from './server/media';
import { localKeyGroup } from './twins/media-keys';
import { STREAM_QUEUE_SETTINGS } from '../functions/domain/streaming/queue-settings';
import { startSqsTwin, type SqsTwin } from './twins/sqs';

const STREAM_QUEUE_NAME = 'stream-submissions';

export function localMediaServer(engines: Pick<Engines, 'endpoints' | 'mediaKeys'>): LocalMedia {
  const s3 = new S3Client({
    endpoint: engines.endpoints.s3,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return createLocalMedia({
    s3,
    bucket: buckets.streams.localName,
    keys: localKeyGroup([engines.mediaKeys.publicKeyPem]),
    // Read per request: the stack settles SITE_ORIGIN once its port is known, after this is made.
    siteOrigin: () => {
      const origin = process.env.SITE_ORIGIN;
      if (!origin) throw new Error('SITE_ORIGIN is not set: the /media server checks cookies against it');
      return origin;
    },
  });
}

/**
 * The stream submission queue on the SQS twin, read by the queue's Lambda handler with the cloud's
 * settings: "Make streaming versions" takes the same path here as in the cloud.
 */
export async function startStreamQueue(log?: (line: string) => void): Promise<SqsTwin> {
  const twin = await startSqsTwin({
    queues: [
      {
        name: STREAM_QUEUE_NAME,
        visibilityTimeoutSeconds: STREAM_QUEUE_SETTINGS.visibilityTimeoutSeconds,
        maxReceiveCount: STREAM_QUEUE_SETTINGS.maxReceiveCount,
        batchSize: STREAM_QUEUE_SETTINGS.batchSize,
        maxConcurrency: STREAM_QUEUE_SETTINGS.maxConcurrency,
        consumer: async (event) => (await import('../functions/media/stream-queue')).handler(event),
      },
    ],
    log,
  });
  return Object.assign(twin, {
    environment: { ...twin.environment, STREAM_QUEUE_URL: twin.queueUrl(STREAM_QUEUE_NAME) },
  });
}
