/**
 * Strongly consistent reads of items from one or more tables in a single BatchGetItem: what a
 * request that needs several items before it can decide anything starts from, one round trip
 * instead of one per item.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './dynamo';

export type ItemKey = Record<string, unknown>;
export type StoredItem = Record<string, unknown>;

const MAX_ROUNDS = 3;

/** The items found, per table (a key with no item is simply absent). */
export async function batchGetConsistent(
  keysByTable: Readonly<Record<string, readonly ItemKey[]>>,
): Promise<Record<string, StoredItem[]>> {
  const found: Record<string, StoredItem[]> = Object.fromEntries(Object.keys(keysByTable).map((table) => [table, []]));
  let pending = Object.fromEntries(
    Object.entries(keysByTable)
      .filter(([, keys]) => keys.length > 0)
      .map(([table, keys]) => [table, { Keys: [...keys], ConsistentRead: true }]),
  );
  // Under load BatchGetItem may hand some keys back unprocessed; a few rounds fetch the rest.
  for (let round = 0; Object.keys(pending).length > 0; round += 1) {
    if (round === MAX_ROUNDS) throw new Error(`BatchGetItem left keys unread after ${round} rounds`);
    const result = await dynamo.send(new BatchGetCommand({ RequestItems: pending }));
    for (const [table, items] of Object.entries(result.Responses ?? {})) found[table]?.push(...items);
    pending = Object.fromEntries(
      Object.entries(result.UnprocessedKeys ?? {})
        .filter(([, request]) => (request.Keys?.length ?? 0) > 0)
        .map(([table, request]) => [table, { Keys: request.Keys ?? [], ConsistentRead: true }]),
    );
  }
  return found;
}
