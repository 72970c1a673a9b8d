/**
 * The host screen's live counts: students who joined and answers per question. Each shard of the
 * players has its own COUNT item, so a class answering at once adds to ten small items on ten
 * partition keys instead of one; the host's once-a-second poll reads the ten in one BatchGetItem.
 */
import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../shared/dynamo';
import { describeError, logger } from '../../shared/logger';
import { counterKey, PLAYER_SHARDS, questionSlot, quizzesTable, shardOf, type CounterItem } from './items';

/**
 * Counts a student who joined, or their answer to question `index`. The counts are only what the
 * host sees while waiting: a failure here is logged and never fails the answer or the join it
 * follows, which are stored already.
 */
export async function countPlayer(quizId: string, userId: string, counter: 'joined' | { answered: number }) {
  const attribute = counter === 'joined' ? 'joined' : questionSlot(counter.answered);
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: quizzesTable(),
        Key: counterKey(quizId, shardOf(userId)),
        UpdateExpression: 'ADD #counter :one',
        ExpressionAttributeNames: { '#counter': attribute },
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
  } catch (error) {
    logger.warn('quiz host counter not updated', { quizId, error: describeError(error, { stack: false }) });
  }
}

export interface HostCounts {
  joined: number;
  /** Answers to question `index`; 0 in the lobby. */
  answered: number;
}

/** The sums over every shard, for the host's poll. */
export async function hostCounts(quizId: string, index: number): Promise<HostCounts> {
  const slot = index >= 0 ? questionSlot(index) : null;
  let keys: Record<string, unknown>[] = Array.from({ length: PLAYER_SHARDS }, (_, shard) => counterKey(quizId, shard));
  const totals: HostCounts = { joined: 0, answered: 0 };
  // BatchGetItem may hand some keys back unprocessed under load; a few rounds fetch the rest.
  for (let round = 0; keys.length > 0 && round < 3; round += 1) {
    const result = await dynamo.send(new BatchGetCommand({ RequestItems: { [quizzesTable()]: { Keys: keys } } }));
    for (const item of (result.Responses?.[quizzesTable()] ?? []) as CounterItem[]) {
      totals.joined += item.joined ?? 0;
      if (slot) totals.answered += item[slot] ?? 0;
    }
    keys = result.UnprocessedKeys?.[quizzesTable()]?.Keys ?? [];
  }
  return totals;
}
