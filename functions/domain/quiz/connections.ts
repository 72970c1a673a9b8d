/**
 * The live connections (CONN items) and the broadcast list (gsi1 LIVE#<quizId>). A connection's
 * record never changes while it is open, so this container keeps the ones it has read: a phone sends
 * `hello`, `rtt` and `pong` right after it connects, and each would otherwise read its connection again.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../shared/dynamo';
import { queryAll } from '../../shared/query-all';
import { TtlCache } from '../../shared/ttl-cache';
import { connectionKey, liveIndexKey, quizzesTable, type ConnectionItem } from './items';

/** Connections live about as long as API Gateway keeps one open (2 h), plus room for a slow clean-up. */
const CONNECTION_TTL_SECONDS = 3 * 60 * 60;

export async function putConnection(
  connection: Pick<ConnectionItem, 'connectionId' | 'quizId' | 'userId' | 'role'>,
  now: number,
): Promise<void> {
  const item: ConnectionItem = {
    ...connectionKey(connection.connectionId),
    gsi1pk: liveIndexKey(connection.quizId),
    gsi1sk: connection.connectionId,
    ...connection,
    ttl: Math.floor(now / 1000) + CONNECTION_TTL_SECONDS,
  };
  await dynamo.send(new PutCommand({ TableName: quizzesTable(), Item: item }));
}

// API Gateway only sends messages of an open connection, and its `$disconnect` evicts it here; another
// container may hold a closed connection's record until it is pushed out, and nothing arrives for it.
const known = new TtlCache<string, ConnectionItem | null>({
  ttlMs: CONNECTION_TTL_SECONDS * 1000,
  maxEntries: 5000,
  keep: (item) => item !== null,
});

export function getConnection(connectionId: string): Promise<ConnectionItem | null> {
  return known.get(connectionId, async () => {
    const result = await dynamo.send(new GetCommand({ TableName: quizzesTable(), Key: connectionKey(connectionId) }));
    return (result.Item as ConnectionItem | undefined) ?? null;
  });
}

export async function deleteConnection(connectionId: string): Promise<void> {
  known.delete(connectionId);
  await dynamo.send(new DeleteCommand({ TableName: quizzesTable(), Key: connectionKey(connectionId) }));
}

export type LiveConnection = Pick<ConnectionItem, 'connectionId' | 'userId' | 'role'>;

/** Every connection of a quiz (the broadcast list), all pages. */
export function listConnections(quizId: string): Promise<LiveConnection[]> {
  return queryAll<LiveConnection>({
    TableName: quizzesTable(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': liveIndexKey(quizId) },
    ProjectionExpression: 'connectionId, userId, #role',
    ExpressionAttributeNames: { '#role': 'role' },
  });
}
