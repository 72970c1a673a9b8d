/**
 * Posting to live WebSocket connections through API Gateway's management API (@connections): in
 * the cloud the WebSocket API's execute-api endpoint, locally the gateway twin's — the same client
 * and code in both. A connection API Gateway no longer knows (410 Gone) is deleted so the next
 * broadcast skips it; other failures are logged and skipped, so one bad socket never stops the rest.
 */
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { clientOptions } from '../../shared/aws';
import { config } from '../../shared/config';
import { describeError, logger } from '../../shared/logger';
import type { LiveMessage } from '../../shared/schemas';
import { deleteConnection, listConnections, type LiveConnection } from '../quiz/connections';
import { connectionPoster, type ConnectionPoster } from './connection-post';

/** Posts in flight at once: enough to reach 2,000 phones in well under a second, few enough for one Lambda's sockets. */
export const BROADCAST_CONCURRENCY = 50;

let poster: ConnectionPoster | undefined;
/** One client per container, made on first use so the endpoint is read from config then (fails fast when unset). */
function management(): ConnectionPoster {
  if (!poster) {
    const endpoint = config.liveCallbackUrl;
    poster = connectionPoster(new ApiGatewayManagementApiClient({ ...clientOptions, endpoint }), endpoint);
  }
  return poster;
}

const isGone = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { name?: unknown }).name === 'GoneException' ||
    (error as { $metadata?: { httpStatusCode?: unknown } }).$metadata?.httpStatusCode === 410);

const encoder = new TextEncoder();

/** Sends one message; false when the connection is gone (and now forgotten) or the post failed. */
export async function postTo(connectionId: string, message: LiveMessage | Uint8Array): Promise<boolean> {
  const data = message instanceof Uint8Array ? message : encoder.encode(JSON.stringify(message));
  try {
    await management().post(connectionId, data);
    return true;
  } catch (error) {
    if (isGone(error)) {
      await deleteConnection(connectionId);
    } else {
      logger.warn('live post failed', { connectionId, error: describeError(error, { stack: false }) });
    }
    return false;
  }
}

/** Runs `work` over `items` with at most `limit` in flight. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Sends every connection of the quiz its messages, in order (`messagesFor` may personalise them, or
 * give none to skip a connection). Returns how many connections got all of theirs.
 */
export async function broadcast(
  quizId: string,
  messagesFor: (connection: LiveConnection) => readonly LiveMessage[],
): Promise<number> {
  const connections = await listConnections(quizId);
  // A message shared by every connection (the question, the leaderboard) is serialised once, not 2,000 times.
  const encoded = new WeakMap<LiveMessage, Uint8Array>();
  const bytesOf = (message: LiveMessage): Uint8Array => {
    let bytes = encoded.get(message);
    if (!bytes) {
      bytes = encoder.encode(JSON.stringify(message));
      encoded.set(message, bytes);
    }
    return bytes;
  };
  let delivered = 0;
  await eachLimited(connections, BROADCAST_CONCURRENCY, async (connection) => {
    const messages = messagesFor(connection);
    let all = messages.length > 0;
    for (const message of messages) {
      if (!(await postTo(connection.connectionId, bytesOf(message)))) {
        all = false;
        break;
      }
    }
    if (all) delivered += 1;
  });
  return delivered;
}
