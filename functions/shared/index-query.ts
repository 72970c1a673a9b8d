/**
 * Paging through one partition of a table's gsi1 index, newest first — how every admin and
 * student list is answered (never a Scan). With a filter, DynamoDB (or the code) drops items after
 * reading them, so a page may need several index pages; a request reads at most MAX_PAGES and then
 * hands back a cursor, so one search over thousands of rows cannot run for long.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './dynamo';

const MAX_PAGES = 10;
const FILTERED_PAGE_SIZE = 200;

interface IndexFilter {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

interface IndexPageRequest<T, K> {
  table: string;
  partition: string;
  limit: number;
  startKey?: K | undefined;
  /** A DynamoDB FilterExpression. */
  filter?: IndexFilter | undefined;
  /** A filter DynamoDB cannot express (e.g. case-insensitive match), applied here. */
  keep?: ((item: T) => boolean) | undefined;
  /** The item's full key (table + index), to resume right after it. */
  keyOf: (item: T) => K;
  /** Validates a LastEvaluatedKey as a cursor key; null if it is not one. */
  parseKey: (key: Record<string, unknown>) => K | null;
}

function queryInput(table: string, partition: string, filter: IndexFilter | undefined): QueryCommandInput {
  return {
    TableName: table,
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': partition, ...filter?.values },
    ...(filter ? { FilterExpression: filter.expression } : {}),
    ...(filter?.names ? { ExpressionAttributeNames: filter.names } : {}),
  };
}

export async function queryIndexPage<T, K>(
  request: IndexPageRequest<T, K>,
): Promise<{ items: T[]; nextKey: K | null }> {
  const { limit, keep, keyOf } = request;
  const filtered = request.filter !== undefined || keep !== undefined;
  let startKey = request.startKey as Record<string, unknown> | undefined;
  const found: T[] = [];

  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await dynamo.send(
      new QueryCommand({
        ...queryInput(request.table, request.partition, request.filter),
        ScanIndexForward: false,
        ExclusiveStartKey: startKey,
        // Unfiltered, one more than needed tells whether another page exists.
        Limit: filtered ? FILTERED_PAGE_SIZE : limit - found.length + 1,
      }),
    );
    const items = ((result.Items ?? []) as T[]).filter((item) => !keep || keep(item));
    const room = limit - found.length;
    found.push(...items.slice(0, room));
    if (items.length > room) {
      // Resume right after the last item returned; the rest of this index page is read again.
      const last = found.at(-1);
      return { items: found, nextKey: last ? keyOf(last) : null };
    }
    startKey = result.LastEvaluatedKey;
    if (!startKey) break;
  }
  return { items: found, nextKey: startKey ? request.parseKey(startKey) : null };
}

/** How many items one gsi1 partition holds (optionally filtered), read with Select COUNT. */
export async function countIndex(table: string, partition: string, filter?: IndexFilter): Promise<number> {
  let total = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await dynamo.send(
      new QueryCommand({ ...queryInput(table, partition, filter), Select: 'COUNT', ExclusiveStartKey: startKey }),
    );
    total += result.Count ?? 0;
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return total;
}
