/**
 * The media group's fourth Lambda: the consumer of the stream submission queue (infra/stream-queue.ts),
 * submitting one video's transcode job per message (functions/domain/streaming/stream-queue.ts). The
 * local SQS twin invokes this same handler with the same event shape.
 *
 * Messages are taken one after another, so a batch never bursts MediaConvert's request rate, and a
 * message that fails is reported alone (ReportBatchItemFailures): its batch's others are done.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { submitQueued } from '../domain/streaming/stream-queue';

export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      await submitQueued(record.body);
    } catch {
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}
