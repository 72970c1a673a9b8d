/**
 * The local SQS twin against the real @aws-sdk/client-sqs: the SDK's own calls (AWS JSON 1.0, its
 * MD5 check of each body), the event its consumer gets, and the queue's semantics: redelivery after
 * the visibility timeout, single failures, dead-lettering after maxReceiveCount, and what SQS refuses.
 */
import { SendMessageBatchCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { startSqsTwin, type QueueDefinition, type SqsTwin } from '../../local/twins/sqs';

let twin: SqsTwin | undefined;

afterEach(async () => {
  await twin?.stop();
  twin = undefined;
});

type Consumer = (event: SQSEvent) => Promise<SQSBatchResponse | void>;

async function start(consumer: Consumer, overrides: Partial<QueueDefinition> = {}) {
  twin = await startSqsTwin({
    queues: [{ name: 'jobs', visibilityTimeoutSeconds: 0.05, maxReceiveCount: 3, consumer, ...overrides }],
    log: () => undefined,
  });
  const client = new SQSClient({
    endpoint: twin.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  return { client, url: twin.queueUrl('jobs'), queue: twin.queue('jobs') };
}

const recorder = () => {
  const records: SQSRecord[] = [];
  const consumer: Consumer = async (event) => {
    records.push(...event.Records);
  };
  return { records, consumer };
};

describe('SendMessage and SendMessageBatch through the SDK', () => {
  it('hands the consumer the body in the SQS event shape', async () => {
    const { records, consumer } = recorder();
    const { client, url, queue } = await start(consumer);
    const sent = await client.send(new SendMessageCommand({ QueueUrl: url, MessageBody: '{"title":"Unit 3"}' }));
    await queue.drained();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      messageId: sent.MessageId,
      body: '{"title":"Unit 3"}',
      md5OfBody: sent.MD5OfMessageBody,
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:jobs',
      attributes: { ApproximateReceiveCount: '1' },
    });
    expect(records[0]!.receiptHandle).toEqual(expect.any(String));
    expect(queue.depth).toBe(0);
  });

  it('takes a batch of ten, in batches of at most batchSize, each message once', async () => {
    const batches: number[] = [];
    const bodies: string[] = [];
    const { client, url, queue } = await start(
      async (event) => {
        batches.push(event.Records.length);
        bodies.push(...event.Records.map((r) => r.body));
      },
      { batchSize: 4, maxConcurrency: 1 },
    );
    const entries = Array.from({ length: 10 }, (_, i) => ({ Id: `m${i}`, MessageBody: `body ${i}` }));
    const result = await client.send(new SendMessageBatchCommand({ QueueUrl: url, Entries: entries }));
    expect(result.Successful?.map((s) => s.Id)).toEqual(entries.map((e) => e.Id));
    await queue.drained();
    expect(bodies.sort()).toEqual(entries.map((e) => e.MessageBody).sort());
    expect(Math.max(...batches)).toBeLessThanOrEqual(4);
  });

  it('refuses what SQS refuses', async () => {
    const { client, url } = await start(recorder().consumer);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ Id: `m${i}`, MessageBody: 'x' }));
    await expect(client.send(new SendMessageBatchCommand({ QueueUrl: url, Entries: eleven }))).rejects.toMatchObject({
      name: 'TooManyEntriesInBatchRequest',
    });
    await expect(client.send(new SendMessageBatchCommand({ QueueUrl: url, Entries: [] }))).rejects.toMatchObject({
      name: 'EmptyBatchRequest',
    });
    const twice = [
      { Id: 'a', MessageBody: 'x' },
      { Id: 'a', MessageBody: 'y' },
    ];
    await expect(client.send(new SendMessageBatchCommand({ QueueUrl: url, Entries: twice }))).rejects.toMatchObject({
      name: 'BatchEntryIdsNotDistinct',
    });
    await expect(
      client.send(new SendMessageCommand({ QueueUrl: `${url}-missing`, MessageBody: 'x' })),
    ).rejects.toMatchObject({ name: 'QueueDoesNotExist' });
    await expect(client.send(new SendMessageCommand({ QueueUrl: url, MessageBody: 'a\u0000b' }))).rejects.toMatchObject(
      { name: 'InvalidMessageContents' },
    );
  });

  it('refuses a body over 256 KiB, and takes one of exactly 256 KiB', async () => {
    const { client, url, queue } = await start(recorder().consumer);
    const limit = 256 * 1024;
    await expect(
      client.send(new SendMessageCommand({ QueueUrl: url, MessageBody: 'x'.repeat(limit + 1) })),
    ).rejects.toMatchObject({ name: 'InvalidParameterValue', message: expect.stringContaining('262144') });
    // Bytes, not characters: 'é' is two bytes in UTF-8.
    await expect(
      client.send(new SendMessageCommand({ QueueUrl: url, MessageBody: 'é'.repeat(limit / 2 + 1) })),
    ).rejects.toMatchObject({ name: 'InvalidParameterValue' });
    await client.send(new SendMessageCommand({ QueueUrl: url, MessageBody: 'x'.repeat(limit) }));
    await expect(
      client.send(
        new SendMessageBatchCommand({
          QueueUrl: url,
          Entries: [
            { Id: 'a', MessageBody: 'x'.repeat(limit / 2) },
            { Id: 'b', MessageBody: 'x'.repeat(limit / 2 + 1) },
          ],
        }),
      ),
    ).rejects.toMatchObject({ name: 'BatchRequestTooLong' });
    await queue.drained();
  });

  it('refuses an unsigned request', async () => {
    const { url } = await start(recorder().consumer);
    const response = await fetch(new URL('/', url), {
      method: 'POST',
      headers: { 'x-amz-target': 'AmazonSQS.SendMessage', 'content-type': 'application/x-amz-json-1.0' },
      body: JSON.stringify({ QueueUrl: url, MessageBody: 'x' }),
    });
    expect(response.status).toBe(403);
    await response.body?.cancel();
  });
});

describe('the event source mapping', () => {
  it('delivers a message again after a failure, then dead-letters it past maxReceiveCount', async () => {
    const counts: string[] = [];
    const { client, url, queue } = await start(async (event) => {
      counts.push(...event.Records.map((r) => r.attributes.ApproximateReceiveCount));
      throw new Error('MediaConvert throttled');
    });
    await client.send(new SendMessageCommand({ QueueUrl: url, MessageBody: 'doomed' }));
    await queue.drained();
    expect(counts).toEqual(['1', '2', '3']);
    expect(queue.deadLetters.map((m) => [m.body, m.receiveCount])).toEqual([['doomed', 3]]);
    expect(queue.depth).toBe(0);
  });

  it('keeps only the messages the consumer reports as failed', async () => {
    const seen: string[] = [];
    let failOnce = true;
    const { client, url, queue } = await start(
      async (event) => {
        seen.push(...event.Records.map((r) => r.body));
        const bad = event.Records.find((r) => r.body === 'b' && failOnce);
        if (!bad) return { batchItemFailures: [] };
        failOnce = false;
        return { batchItemFailures: [{ itemIdentifier: bad.messageId }] };
      },
      { maxConcurrency: 1 },
    );
    await client.send(
      new SendMessageBatchCommand({
        QueueUrl: url,
        Entries: ['a', 'b', 'c'].map((body) => ({ Id: body, MessageBody: body })),
      }),
    );
    await queue.drained();
    expect(seen.sort()).toEqual(['a', 'b', 'b', 'c']);
    expect(queue.deadLetters).toHaveLength(0);
  });
});
