/**
 * The messages table. Key layout:
 *   MESSAGE#<id> / MESSAGE   gsi1: MESSAGE / <date ISO>#<id>
 * so listing and counting are one Query on gsi1, never a Scan. (The per-address send window,
 * rate-limit-store.ts, shares the table without index attributes.)
 */
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../shared/dynamo';
import { config } from '../shared/config';

export const MESSAGE_INDEX = 'MESSAGE';
const messagesTable = (): string => config.tableName('messages');

export interface MessageItem {
  pk: string;
  sk: 'MESSAGE';
  gsi1pk: typeof MESSAGE_INDEX;
  gsi1sk: string;
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  /** ISO date-time */
  date: string;
  isRead: boolean;
}

export function newMessageItem(input: Pick<MessageItem, 'id' | 'name' | 'email' | 'phone' | 'message'>, now: number): MessageItem {
  const date = new Date(now).toISOString();
  return {
    pk: `MESSAGE#${input.id}`,
    sk: 'MESSAGE',
    gsi1pk: MESSAGE_INDEX,
    gsi1sk: `${date}#${input.id}`,
    ...input,
    date,
    isRead: false,
  };
}

export async function putMessage(item: MessageItem): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: messagesTable(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
}

export async function countMessages(): Promise<number> {
  let total = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: messagesTable(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': MESSAGE_INDEX },
        Select: 'COUNT',
        ExclusiveStartKey: startKey,
      }),
    );
    total += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return total;
}
