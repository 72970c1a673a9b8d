/**
 * The messages table. Key layout (the contact issue extends this module):
 *   MESSAGE#<id> / MESSAGE   gsi1: MESSAGE / <date ISO>#<id>
 * so listing and counting are one Query on gsi1, never a Scan.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../shared/aws';
import { config } from '../shared/config';

export const MESSAGE_INDEX = 'MESSAGE';

export async function countMessages(): Promise<number> {
  let total = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: config.tableName('messages'),
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
