/** Every item a Query finds, page after page: a shard's players, a quiz's connections, a video's outputs. */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './dynamo';

export async function queryAll<T>(input: Omit<QueryCommandInput, 'ExclusiveStartKey'>): Promise<T[]> {
  const items: T[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...((page.Items ?? []) as T[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
