/**
 * The per-address send window: SENDLIMIT#<email> / SENDLIMIT in the messages table (no gsi1
 * attributes, so it never shows up in the message list or count). Each message takes a slot with one
 * conditional update, so parallel sends cannot overshoot the limit.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../shared/dynamo';
import { isConditionalCheckFailed } from '../shared/aws';
import { config } from '../shared/config';
import { CONTACT_LIMIT, waitSeconds, windowOpen, type SendWindow } from './rate-limit';

const messagesTable = (): string => config.tableName('messages');
const limitKey = (email: string) => ({ pk: `SENDLIMIT#${email}`, sk: 'SENDLIMIT' as const });
const expiry = (windowStart: number) => Math.ceil((windowStart + CONTACT_LIMIT.windowMs) / 1000);

async function getWindow(email: string): Promise<SendWindow | null> {
  const result = await dynamo.send(
    new GetCommand({ TableName: messagesTable(), Key: limitKey(email), ConsistentRead: true }),
  );
  const item = result.Item;
  if (!item || typeof item.windowStart !== 'number' || typeof item.count !== 'number') return null;
  return { windowStart: item.windowStart, count: item.count };
}

/** One more message in the open window, if that window has room. */
async function countIntoOpenWindow(email: string, now: number): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: messagesTable(),
        Key: limitKey(email),
        UpdateExpression: 'SET #count = #count + :one',
        ConditionExpression: 'windowStart > :floor AND #count < :max',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':floor': now - CONTACT_LIMIT.windowMs,
          ':max': CONTACT_LIMIT.maxMessages,
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
async function openWindow(email: string, now: number): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: messagesTable(),
        Item: { ...limitKey(email), windowStart: now, count: 1, ttl: expiry(now) },
        ConditionExpression: 'attribute_not_exists(pk) OR windowStart <= :floor',
        ExpressionAttributeValues: { ':floor': now - CONTACT_LIMIT.windowMs },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** Takes a send slot for `email`: 0 when taken, else the seconds to wait. */
export async function takeSendSlot(email: string, now: number): Promise<number> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    if (await countIntoOpenWindow(email, now)) return 0;
    const window = await getWindow(email);
    if (window && windowOpen(window, now)) {
      const wait = waitSeconds(window, now);
      if (wait > 0) return wait;
      continue; // the window changed under us; count again
    }
    if (await openWindow(email, now)) return 0;
  }
  throw new Error('Could not take a contact send slot after repeated write conflicts');
}
