/**
 * The send windows, in the messages table with sk SENDLIMIT: SENDLIMIT#<email> per email address and
 * SENDLIMITIP#<client address> per client (no gsi1 attributes, so they never show up in the message
 * list or count). Each message takes a slot with one conditional update, so parallel sends cannot
 * overshoot a limit.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../shared/dynamo';
import { isConditionalCheckFailed } from '../shared/aws';
import { messagesTable } from '../domain/messages/store';
import { waitSeconds, windowOpen, type ContactLimit, type SendWindow } from './rate-limit';

/** Which window a slot is taken from, and its rule. */
interface SendCounter {
  readonly pk: string;
  readonly limit: ContactLimit;
}

export const emailCounter = (email: string, limit: ContactLimit): SendCounter => ({ pk: `SENDLIMIT#${email}`, limit });
export const clientCounter = (address: string, limit: ContactLimit): SendCounter => ({
  pk: `SENDLIMITIP#${address}`,
  limit,
});

const limitKey = (counter: SendCounter) => ({ pk: counter.pk, sk: 'SENDLIMIT' as const });
const expiry = (windowStart: number, limit: ContactLimit) => Math.ceil((windowStart + limit.windowMs) / 1000);

async function getWindow(counter: SendCounter): Promise<SendWindow | null> {
  const result = await dynamo.send(
    new GetCommand({ TableName: messagesTable(), Key: limitKey(counter), ConsistentRead: true }),
  );
  const item = result.Item;
  if (!item || typeof item.windowStart !== 'number' || typeof item.count !== 'number') return null;
  return { windowStart: item.windowStart, count: item.count };
}

/** One more message in the open window, if that window has room. */
async function countIntoOpenWindow(counter: SendCounter, now: number): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: messagesTable(),
        Key: limitKey(counter),
        UpdateExpression: 'SET #count = #count + :one',
        ConditionExpression: 'windowStart > :floor AND #count < :max',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':floor': now - counter.limit.windowMs,
          ':max': counter.limit.maxMessages,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** A fresh window holding this message, unless someone opened one meanwhile. */
async function openWindow(counter: SendCounter, now: number): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: messagesTable(),
        Item: { ...limitKey(counter), windowStart: now, count: 1, ttl: expiry(now, counter.limit) },
        ConditionExpression: 'attribute_not_exists(pk) OR windowStart <= :floor',
        ExpressionAttributeValues: { ':floor': now - counter.limit.windowMs },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** Takes a send slot from the counter: 0 when taken, else the seconds to wait. */
export async function takeSendSlot(counter: SendCounter, now: number): Promise<number> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    if (await countIntoOpenWindow(counter, now)) return 0;
    const window = await getWindow(counter);
    if (window && windowOpen(window, now, counter.limit)) {
      const wait = waitSeconds(window, now, counter.limit);
      if (wait > 0) return wait;
      continue; // the window changed under us; count again
    }
    if (await openWindow(counter, now)) return 0;
  }
  // Still contended after many rounds: others keep sending, so this one waits a moment.
  return 1;
}
