/** Writes and deletes table items in BatchWriteItem chunks of 25, retrying what DynamoDB leaves unprocessed. */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './dynamo';

type ItemKey = Record<string, string>;
type WriteRequest =
  { DeleteRequest: { Key: Record<string, unknown> } } | { PutRequest: { Item: Record<string, unknown> } };

const BATCH_SIZE = 25;
const MAX_ROUNDS = 8;

async function batchWrite(table: string, all: readonly WriteRequest[]): Promise<void> {
  for (let start = 0; start < all.length; start += BATCH_SIZE) {
    let requests: WriteRequest[] = all.slice(start, start + BATCH_SIZE);
    for (let round = 0; requests.length > 0; round += 1) {
      if (round === MAX_ROUNDS) throw new Error(`BatchWriteItem left ${requests.length} writes unprocessed`);
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** round));
      const result = await dynamo.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = (result.UnprocessedItems?.[table] ?? []).flatMap((request): WriteRequest[] => {
        if (request.DeleteRequest?.Key) return [{ DeleteRequest: { Key: request.DeleteRequest.Key } }];
        if (request.PutRequest?.Item) return [{ PutRequest: { Item: request.PutRequest.Item } }];
        return [];
      });
    }
  }
}

export const deleteItems = (table: string, keys: readonly ItemKey[]): Promise<void> =>
  batchWrite(
    table,
    keys.map((Key) => ({ DeleteRequest: { Key } })),
  );

/** Puts without conditions (BatchWriteItem has none): for items whose last write may win. */
export const putItems = (table: string, items: readonly Record<string, unknown>[]): Promise<void> =>
  batchWrite(
    table,
    items.map((Item) => ({ PutRequest: { Item } })),
  );
