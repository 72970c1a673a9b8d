/**
 * One SQS standard queue and the Lambda event source mapping reading it, in process, for the SQS
 * twin (sqs.ts): what the cloud does between SendMessage and the consumer's handler.
 *
 * - A received message is invisible for the visibility timeout; the handler's success deletes it,
 *   except the ones it names in batchItemFailures (ReportBatchItemFailures); a throw keeps them all.
 *   A kept message is received again once its visibility timeout has run out.
 * - Each receive counts (ApproximateReceiveCount); a message due a receive past maxReceiveCount
 *   goes to the dead-letter queue instead, as the redrive policy does.
 * - Batches of at most batchSize, at most maxConcurrency handlers at once.
 * - Bodies past maxMessageSize bytes are refused (the caller turns that into SQS's error).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';

export interface QueueOptions {
  arn: string;
  region: string;
  /** Seconds a received message stays hidden; the test twin takes fractions. */
  visibilityTimeoutSeconds: number;
  maxReceiveCount: number;
  batchSize: number;
  maxConcurrency: number;
  /** SQS's MaximumMessageSize: 256 KiB unless the queue says otherwise. */
  maxMessageSize: number;
  consumer: (event: SQSEvent) => Promise<SQSBatchResponse | void>;
  log: (line: string) => void;
}

export interface QueuedMessage {
  messageId: string;
  body: string;
  md5OfBody: string;
  sentAt: number;
  receiveCount: number;
  firstReceivedAt?: number;
  /** Epoch ms before which it is not handed out. */
  visibleAt: number;
}

export const md5Hex = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex');

export class LocalQueue {
  private readonly messages: QueuedMessage[] = [];
  readonly deadLetters: QueuedMessage[] = [];
  private running = 0;
  private readonly inflight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(readonly options: QueueOptions) {}

  send(body: string): QueuedMessage {
    const now = Date.now();
    const message: QueuedMessage = {
      messageId: randomUUID(),
      body,
      md5OfBody: md5Hex(body),
      sentAt: now,
      receiveCount: 0,
      visibleAt: now,
    };
    this.messages.push(message);
    this.pump();
    return message;
  }

  /** Messages not yet deleted nor dead-lettered, visible or in flight. */
  get depth(): number {
    return this.messages.length;
  }

  /** Resolves once every message is handled or dead-lettered. */
  async drained(): Promise<void> {
    while (this.messages.length > 0 || this.inflight.size > 0) {
      if (this.inflight.size > 0) await Promise.race(this.inflight);
      else await new Promise((resolve) => setTimeout(resolve, this.nextVisibleIn()));
    }
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private nextVisibleIn(): number {
    const next = Math.min(...this.messages.map((m) => m.visibleAt));
    return Math.max(1, next - Date.now());
  }

  private pump(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.running < this.options.maxConcurrency) {
      const batch = this.receive();
      if (batch.length === 0) break;
      this.invoke(batch);
    }
    if (this.messages.length > 0 && this.running < this.options.maxConcurrency) {
      this.timer = setTimeout(() => this.pump(), this.nextVisibleIn());
      this.timer.unref();
    }
  }

  private receive(): QueuedMessage[] {
    const now = Date.now();
    const batch: QueuedMessage[] = [];
    for (const message of [...this.messages]) {
      if (batch.length >= this.options.batchSize) break;
      if (message.visibleAt > now) continue;
      if (message.receiveCount >= this.options.maxReceiveCount) {
        this.remove(message);
        this.deadLetters.push(message);
        this.options.log(`message ${message.messageId} dead-lettered after ${message.receiveCount} receives`);
        continue;
      }
      message.receiveCount += 1;
      message.firstReceivedAt ??= now;
      message.visibleAt = now + this.options.visibilityTimeoutSeconds * 1000;
      batch.push(message);
    }
    return batch;
  }

  private invoke(batch: QueuedMessage[]): void {
    this.running += 1;
    const event: SQSEvent = { Records: batch.map((message) => this.record(message)) };
    const run = this.options
      .consumer(event)
      .then(
        (response) => {
          const failed = new Set((response?.batchItemFailures ?? []).map((item) => item.itemIdentifier));
          for (const message of batch) if (!failed.has(message.messageId)) this.remove(message);
        },
        (error: unknown) => this.options.log(`the consumer failed; ${batch.length} message(s) kept: ${String(error)}`),
      )
      .finally(() => {
        this.running -= 1;
        this.inflight.delete(run);
        this.pump();
      });
    this.inflight.add(run);
  }

  private remove(message: QueuedMessage): void {
    const index = this.messages.indexOf(message);
    if (index >= 0) this.messages.splice(index, 1);
  }

  private record(message: QueuedMessage): SQSRecord {
    return {
      messageId: message.messageId,
      // A fresh handle per receive, as SQS gives: only the latest receive's handle is valid.
      receiptHandle: Buffer.from(`${message.messageId}:${message.receiveCount}:${randomUUID()}`).toString('base64'),
      body: message.body,
      attributes: {
        ApproximateReceiveCount: String(message.receiveCount),
        SentTimestamp: String(message.sentAt),
        SenderId: 'AIDAAAAAAAAAAAAAAAAAA',
        ApproximateFirstReceiveTimestamp: String(message.firstReceivedAt ?? message.sentAt),
      },
      messageAttributes: {},
      md5OfBody: message.md5OfBody,
      eventSource: 'aws:sqs',
      eventSourceARN: this.options.arn,
      awsRegion: this.options.region,
    };
  }
}
