/**
 * The messages table. Key layout:
 *   MESSAGE#<id> / MESSAGE   gsi1: MESSAGE / <date ISO>#<id>
 * so listing and counting are one Query on gsi1, never a Scan. The contact group writes, lists and
 * answers messages; the user group counts them for the admin overview. (The contact group's send
 * windows, functions/contact/rate-limit-store.ts, share the table without index attributes.)
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from '../../shared/aws';
import { dynamo } from '../../shared/dynamo';
import { config } from '../../shared/config';
import type { ContactMessageView, Language } from '../../shared/schemas';
import { countIndex } from '../../shared/index-query';

export const messagesTable = (): string => config.tableName('messages');
/** The gsi1 partition of every message item (the admin's list pages through it). */
export const MESSAGE_INDEX = 'MESSAGE';
const messageKey = (id: string) => ({ pk: `MESSAGE#${id}`, sk: 'MESSAGE' as const });

/** The stored item: the view's fields, with the id under its own name beside the keys. */
export interface MessageItem extends Omit<ContactMessageView, '_id'> {
  pk: string;
  sk: 'MESSAGE';
  gsi1pk: typeof MESSAGE_INDEX;
  gsi1sk: string;
  id: string;
  /** The contact form's language, for the reply mail; absent on messages from before (English). */
  language?: Language;
}

export const toMessageView = (item: MessageItem): ContactMessageView => ({
  _id: item.id,
  name: item.name,
  email: item.email,
  phone: item.phone,
  message: item.message,
  date: item.date,
  isRead: item.isRead === true,
  ...(item.repliedAt ? { repliedAt: item.repliedAt } : {}),
});

export function newMessageItem(
  input: Pick<MessageItem, 'id' | 'name' | 'email' | 'phone' | 'message' | 'language'>,
  now: number,
): MessageItem {
  const date = new Date(now).toISOString();
  return {
    ...messageKey(input.id),
    gsi1pk: MESSAGE_INDEX,
    gsi1sk: `${date}#${input.id}`,
    ...input,
    date,
    isRead: false,
  };
}

export async function putMessage(item: MessageItem): Promise<void> {
  await dynamo.send(
    new PutCommand({ TableName: messagesTable(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
}

export async function getMessage(id: string): Promise<MessageItem | null> {
  const result = await dynamo.send(
    new GetCommand({ TableName: messagesTable(), Key: messageKey(id), ConsistentRead: true }),
  );
  return (result.Item as MessageItem | undefined) ?? null;
}

/**
 * Flips isRead and returns the value now stored, or null for an unknown message. DynamoDB has no
 * "SET x = NOT x", so the flip is a read and a write conditional on the value read: two admins
 * clicking at once flip twice, never lose a flip. A write only fails because another flip won in
 * between, so with up to FLIP_ATTEMPTS flips at once every one of them lands.
 */
const FLIP_ATTEMPTS = 10;

export async function flipRead(id: string): Promise<boolean | null> {
  for (let attempt = 0; attempt < FLIP_ATTEMPTS; attempt += 1) {
    const item = await getMessage(id);
    if (!item) return null;
    const current = item.isRead === true;
    try {
      await dynamo.send(
        new UpdateCommand({
          TableName: messagesTable(),
          Key: messageKey(id),
          UpdateExpression: 'SET isRead = :next',
          // An item without isRead counts as unread (getMessage read it that way).
          ConditionExpression: current
            ? 'isRead = :current'
            : 'attribute_exists(pk) AND (attribute_not_exists(isRead) OR isRead = :current)',
          ExpressionAttributeValues: { ':next': !current, ':current': current },
        }),
      );
      return !current;
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
      // Changed or deleted meanwhile: read again.
    }
  }
  throw new Error('Could not flip isRead after repeated write conflicts');
}

/** Records a mailed reply (and marks the message read); false when the message is gone. */
export async function markReplied(id: string, repliedAt: string): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: messagesTable(),
        Key: messageKey(id),
        UpdateExpression: 'SET repliedAt = :at, isRead = :true',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': repliedAt, ':true': true },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** Deletes a message; false when there was none. */
export async function deleteMessage(id: string): Promise<boolean> {
  try {
    await dynamo.send(
      new DeleteCommand({
        TableName: messagesTable(),
        Key: messageKey(id),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** How many messages there are: one COUNT Query on the gsi1 partition. */
export const countMessages = (): Promise<number> => countIndex(messagesTable(), MESSAGE_INDEX);
