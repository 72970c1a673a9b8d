/** Deletes table items by key in BatchWriteItem chunks of 25, retrying what DynamoDB leaves unprocessed. */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../shared/dynamo';

export type ItemKey = Record<string, string>;

const BATCH_SIZE = 25;
const MAX_ROUNDS = 8;

export async function deleteItems(table: string, keys: readonly ItemKey[]): Promise<void> {
  for (let start = 0; start < keys.length; start += BATCH_SIZE) {
    let requests = keys.slice(start, start + BATCH_SIZE).map((Key) => ({ DeleteRequest: { Key } }));
    for (let round = 0; requests.length > 0; round += 1) {
      if (round === MAX_ROUNDS) throw new Error(`BatchWriteItem left ${requests.length} deletes unprocessed`);
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** round));
      const result = await dynamo.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = (result.UnprocessedItems?.[table] ?? []).flatMap((request) =>
        request.DeleteRequest?.Key ? [{ DeleteRequest: { Key: request.DeleteRequest.Key as ItemKey } }] : [],
      );
    }
  }
}
