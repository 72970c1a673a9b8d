/**
 * A student's live run (the PLAYER item). One answer is ONE
 * conditional UpdateItem: the answer goes into its question's slot only if that slot is empty, and
 * the points are added in the same write, so a student scores at most once per question however
 * many taps, tabs, phones or retries race.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from '../../shared/aws';
import { dynamo } from '../../shared/dynamo';
import { queryAll } from '../../shared/query-all';
import {
  playerKey,
  playsIndexKey,
  playerPartitions,
  questionSlot,
  quizzesTable,
  type AnswerRecord,
  type PlayerItem,
} from './items';

export interface PlayerIdentity {
  userId: string;
  fullName: string;
  nic: string;
}

/** Creates the student's record in the run if it is not there yet; true when this call created it. */
export async function ensurePlayer(quizId: string, who: PlayerIdentity, now: number): Promise<boolean> {
  const item: PlayerItem = {
    ...playerKey(quizId, who.userId),
    gsi1pk: playsIndexKey(who.userId),
    gsi1sk: quizId,
    quizId,
    userId: who.userId,
    fullName: who.fullName,
    nic: who.nic,
    score: 0,
    correct: 0,
    answers: {},
    joinedAt: now,
  };
  try {
    await dynamo.send(
      new PutCommand({ TableName: quizzesTable(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
    return true;
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    return false;
  }
}

export async function getPlayer(quizId: string, userId: string): Promise<PlayerItem | null> {
  const result = await dynamo.send(
    new GetCommand({ TableName: quizzesTable(), Key: playerKey(quizId, userId), ConsistentRead: true }),
  );
  return (result.Item as PlayerItem | undefined) ?? null;
}

/** Stores the answer and adds its points; false when this question already has the student's answer. */
export async function recordAnswer(
  quizId: string,
  userId: string,
  index: number,
  record: AnswerRecord,
  correct: boolean,
): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: quizzesTable(),
        Key: playerKey(quizId, userId),
        UpdateExpression: 'SET answers.#q = :record ADD score :points, correct :correct',
        ConditionExpression: 'attribute_exists(answers) AND attribute_not_exists(answers.#q)',
        ExpressionAttributeNames: { '#q': questionSlot(index) },
        ExpressionAttributeValues: { ':record': record, ':points': record.pts, ':correct': correct ? 1 : 0 },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

export async function recordRtt(quizId: string, userId: string, rttMs: number): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: quizzesTable(),
        Key: playerKey(quizId, userId),
        UpdateExpression: 'SET rttMs = :rtt',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':rtt': rttMs },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

/** Every player of the run: one Query per shard, in parallel, all pages. */
export async function listPlayers(quizId: string): Promise<PlayerItem[]> {
  const shards = await Promise.all(playerPartitions(quizId).map((partition) => playersIn(partition)));
  return shards.flat();
}

function playersIn(partition: string): Promise<PlayerItem[]> {
  return queryAll<PlayerItem>({
    TableName: quizzesTable(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :player)',
    ExpressionAttributeValues: { ':pk': partition, ':player': 'PLAYER#' },
    ConsistentRead: true,
  });
}
