/** Deleting every item a query finds (by its pk/sk), page by page: a user's sessions, an email's login counters. */
import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './dynamo';

interface KeyQuery {
  /** A gsi1 query when set; the table's own key otherwise. */
  indexName?: string;
  /** e.g. 'pk = :pk' or 'gsi1pk = :pk' */
  keyCondition: string;
  values: Record<string, unknown>;
}

export async function deleteQueried(tableName: string, query: KeyQuery): Promise<void> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName,
        ...(query.indexName ? { IndexName: query.indexName } : {}),
        KeyConditionExpression: query.keyCondition,
        ExpressionAttributeValues: query.values,
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: startKey,
      }),
    );
    await Promise.all(
      (page.Items ?? []).map((item) =>
        dynamo.send(new DeleteCommand({ TableName: tableName, Key: { pk: item.pk, sk: item.sk } })),
      ),
    );
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}
