/**
 * A local twin of Amazon SQS for the local stack and the tests: an HTTP server on the AWS JSON 1.0
 * protocol that @aws-sdk/client-sqs speaks (POST /, X-Amz-Target: AmazonSQS.<Operation>), serving
 * SendMessage and SendMessageBatch to the queues it was given, each read by its consumer as a Lambda
 * event source mapping reads it (sqs-queue.ts). It refuses what SQS refuses, with SQS's error names:
 * an unsigned request, an unknown queue, a body past the queue's maximum size or with characters
 * SQS does not carry, an empty batch, more than ten entries, repeated or malformed entry ids.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { close as closeServer, listen } from '../server';
import { KEEP_ALIVE_MS } from './websocket-management';
import { LocalQueue, type QueueOptions } from './sqs-queue';

const JSON_TYPE = 'application/x-amz-json-1.0';
const DEFAULT_MAX_MESSAGE_SIZE = 256 * 1024;
/** The characters SQS accepts in a body (#x9 | #xA | #xD | #x20-#xD7FF | #xE000-#xFFFD | #x10000-#x10FFFF). */
const INVALID_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

export type QueueDefinition = Pick<QueueOptions, 'consumer'> &
  Partial<Omit<QueueOptions, 'consumer' | 'arn' | 'region' | 'log'>> & { name: string };

export interface SqsTwinOptions {
  queues: readonly QueueDefinition[];
  host?: string;
  port?: number;
  region?: string;
  accountId?: string;
  log?: (line: string) => void;
}

export interface SqsTwin {
  endpoint: string;
  queueUrl(name: string): string;
  queue(name: string): LocalQueue;
  /** AWS_ENDPOINT_URL_SQS. */
  environment: Record<string, string>;
  stop(): Promise<void>;
}

class SqsRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function answer(res: ServerResponse, status: number, body: unknown, code?: string): void {
  res.writeHead(status, {
    'content-type': JSON_TYPE,
    'x-amzn-requestid': randomUUID(),
    ...(code ? { 'x-amzn-query-error': `${code};Sender` } : {}),
  });
  res.end(JSON.stringify(code ? { __type: `com.amazonaws.sqs#${code}`, message: (body as Error).message } : body));
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
    if (typeof parsed === 'object' && parsed !== null) return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new SqsRefused(400, 'InvalidParameterValue', 'The request body is not a JSON object.');
}

function checkBody(queue: LocalQueue, body: unknown): string {
  if (typeof body !== 'string' || body.length === 0) {
    throw new SqsRefused(400, 'InvalidParameterValue', 'The request must contain the parameter MessageBody.');
  }
  const limit = queue.options.maxMessageSize;
  if (Buffer.byteLength(body, 'utf8') > limit) {
    throw new SqsRefused(
      400,
      'InvalidParameterValue',
      `One or more parameters are invalid. Reason: Message must be shorter than ${limit} bytes.`,
    );
  }
  if (INVALID_CHARACTER.test(body)) {
    throw new SqsRefused(400, 'InvalidMessageContents', 'Invalid characters found in the message body.');
  }
  return body;
}

export async function startSqsTwin(options: SqsTwinOptions): Promise<SqsTwin> {
  const region = options.region ?? 'us-east-1';
  const accountId = options.accountId ?? '000000000000';
  const log = options.log ?? ((line: string) => console.error(line));
  const queues = new Map<string, LocalQueue>();
  for (const definition of options.queues) {
    queues.set(
      definition.name,
      new LocalQueue({
        arn: `arn:aws:sqs:${region}:${accountId}:${definition.name}`,
        region,
        visibilityTimeoutSeconds: definition.visibilityTimeoutSeconds ?? 30,
        maxReceiveCount: definition.maxReceiveCount ?? 5,
        batchSize: definition.batchSize ?? 10,
        maxConcurrency: definition.maxConcurrency ?? 2,
        maxMessageSize: definition.maxMessageSize ?? DEFAULT_MAX_MESSAGE_SIZE,
        consumer: definition.consumer,
        log: (line) => log(`[sqs] ${definition.name}: ${line}`),
      }),
    );
  }

  const queueOf = (url: unknown): LocalQueue => {
    const name = typeof url === 'string' ? url.split('/').pop() : undefined;
    const queue = name === undefined ? undefined : queues.get(name);
    if (!queue) throw new SqsRefused(400, 'QueueDoesNotExist', 'The specified queue does not exist.');
    return queue;
  };

  const sendMessage = (input: Record<string, unknown>) => {
    const queue = queueOf(input.QueueUrl);
    const message = queue.send(checkBody(queue, input.MessageBody));
    return { MessageId: message.messageId, MD5OfMessageBody: message.md5OfBody };
  };

  const sendMessageBatch = (input: Record<string, unknown>) => {
    const queue = queueOf(input.QueueUrl);
    const entries = Array.isArray(input.Entries) ? (input.Entries as Record<string, unknown>[]) : [];
    if (entries.length === 0) throw new SqsRefused(400, 'EmptyBatchRequest', 'There should be at least one entry.');
    if (entries.length > 10) {
      throw new SqsRefused(400, 'TooManyEntriesInBatchRequest', 'Maximum number of entries per request are 10.');
    }
    const ids = entries.map((entry) => entry.Id);
    for (const id of ids) {
      if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,80}$/.test(id)) {
        throw new SqsRefused(400, 'InvalidBatchEntryId', 'A batch entry id can only contain alphanumerics, - and _.');
      }
    }
    if (new Set(ids).size !== ids.length) {
      throw new SqsRefused(400, 'BatchEntryIdsNotDistinct', 'Two or more batch entries have the same Id.');
    }
    const total = entries.reduce(
      (sum, entry) => sum + (typeof entry.MessageBody === 'string' ? Buffer.byteLength(entry.MessageBody) : 0),
      0,
    );
    if (total > queue.options.maxMessageSize) {
      throw new SqsRefused(
        400,
        'BatchRequestTooLong',
        `Batch requests cannot be longer than ${queue.options.maxMessageSize} bytes.`,
      );
    }
    const Successful: unknown[] = [];
    const Failed: unknown[] = [];
    for (const entry of entries) {
      try {
        const message = queue.send(checkBody(queue, entry.MessageBody));
        Successful.push({ Id: entry.Id, MessageId: message.messageId, MD5OfMessageBody: message.md5OfBody });
      } catch (error) {
        if (!(error instanceof SqsRefused)) throw error;
        Failed.push({ Id: entry.Id, SenderFault: true, Code: error.code, Message: error.message });
      }
    }
    return { Successful, Failed };
  };

  const operations: Record<string, (input: Record<string, unknown>) => unknown> = {
    'AmazonSQS.SendMessage': sendMessage,
    'AmazonSQS.SendMessageBatch': sendMessageBatch,
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (!req.headers.authorization?.startsWith('AWS4-HMAC-SHA256 ')) {
      req.resume();
      throw new SqsRefused(403, 'MissingAuthenticationToken', 'Missing Authentication Token');
    }
    const operation = operations[String(req.headers['x-amz-target'])];
    if (req.method !== 'POST' || !operation) {
      req.resume();
      throw new SqsRefused(400, 'UnsupportedOperation', 'Only SendMessage and SendMessageBatch are served locally.');
    }
    answer(res, 200, operation(await readBody(req)));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof SqsRefused) answer(res, error.status, error, error.code);
      else answer(res, 500, { message: String(error) }, 'InternalError');
    });
  });
  // As the other twins: the SDK reuses idle sockets longer than Node's 5 s default.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  const host = options.host ?? '127.0.0.1';
  const port = await listen(server, options.port ?? 0, host);
  const endpoint = `http://${host}:${port}`;
  const queueUrl = (name: string) => `${endpoint}/${accountId}/${name}`;
  return {
    endpoint,
    queueUrl,
    queue(name) {
      const queue = queues.get(name);
      if (!queue) throw new Error(`no local queue ${name}`);
      return queue;
    },
    environment: { AWS_ENDPOINT_URL_SQS: endpoint },
    async stop() {
      for (const queue of queues.values()) queue.stop();
      await closeServer(server);
    },
  };
}
