/**
 * The host screen's live counts: students who joined and answers to the current question, counted
 * from the players' own records when the host asks (about once a second), one Query per shard in
 * parallel. Nothing is counted on a student's answer or join, so a class answering at once makes
 * one write per answer and the host's figure can never drift from what is stored.
 */
import { queryAll } from '../../shared/query-all';
import { playerPartitions, questionSlot, quizzesTable } from './items';

export interface HostCounts {
  joined: number;
  /** Answers to question `index`; 0 in the lobby. */
  answered: number;
}

async function countShard(partition: string, slot: string | null): Promise<HostCounts> {
  // Only the key and the one answer come back; the read itself is sized by the whole items.
  const players = await queryAll<{ answers?: Record<string, unknown> }>({
    TableName: quizzesTable(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :player)',
    ExpressionAttributeValues: { ':pk': partition, ':player': 'PLAYER#' },
    ProjectionExpression: slot ? 'sk, answers.#q' : 'sk',
    ...(slot ? { ExpressionAttributeNames: { '#q': slot } } : {}),
  });
  const answered = slot ? players.filter((player) => player.answers?.[slot] !== undefined).length : 0;
  return { joined: players.length, answered };
}

/** The sums over every shard, for the host's poll. */
export async function hostCounts(quizId: string, index: number): Promise<HostCounts> {
  const slot = index >= 0 ? questionSlot(index) : null;
  const shards = await Promise.all(playerPartitions(quizId).map((partition) => countShard(partition, slot)));
  return shards.reduce(
    (sum, shard) => ({ joined: sum.joined + shard.joined, answered: sum.answered + shard.answered }),
    {
      joined: 0,
      answered: 0,
    },
  );
}
