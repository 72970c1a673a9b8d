/**
 * Practice attempts (QUIZ#<id> / ATTEMPT#<userId>#<attemptId>, gsi1 PRACTICE#<userId>) and the
 * reads behind a student's quiz history. Like a live answer, a practice answer is one conditional
 * update that fills its question's slot only if empty, so a retry cannot score twice.
 */
import { randomUUID } from 'node:crypto';
import { BatchGetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  attemptKey,
  definitionKey,
  playsIndexKey,
  practiceIndexKey,
  questionSlot,
  quizzesTable,
  runKey,
  type DefinitionItem,
  type PlayerItem,
  type RunItem,
} from '../domain/quiz/items';
import { isConditionalCheckFailed } from '../shared/aws';
import { dynamo } from '../shared/dynamo';
import { queryAll } from '../shared/query-all';

export interface AttemptItem {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  quizId: string;
  userId: string;
  attemptId: string;
  answers: Record<string, { o: number; ok: boolean }>;
  score: number;
  answered: number;
  startedAt: number;
}

export async function startAttempt(quizId: string, userId: string, now: number): Promise<string> {
  const attemptId = randomUUID();
  const item: AttemptItem = {
    ...attemptKey(quizId, userId, attemptId),
    gsi1pk: practiceIndexKey(userId),
    gsi1sk: `${quizId}#${attemptId}`,
    quizId,
    userId,
    attemptId,
    answers: {},
    score: 0,
    answered: 0,
    startedAt: now,
  };
  await dynamo.send(new PutCommand({ TableName: quizzesTable(), Item: item }));
  return attemptId;
}

export type PracticeRecord =
  { kind: 'recorded'; score: number; answered: number } | { kind: 'duplicate' } | { kind: 'noAttempt' };

/** Records one answer of an attempt; a second answer to the same question is refused. */
export async function recordPracticeAnswer(
  quizId: string,
  userId: string,
  attemptId: string,
  index: number,
  option: number,
  correct: boolean,
): Promise<PracticeRecord> {
  try {
    const result = await dynamo.send(
      new UpdateCommand({
        TableName: quizzesTable(),
        Key: attemptKey(quizId, userId, attemptId),
        UpdateExpression: 'SET answers.#q = :record ADD score :point, answered :one',
        ConditionExpression: 'attribute_exists(answers) AND attribute_not_exists(answers.#q)',
        ExpressionAttributeNames: { '#q': questionSlot(index) },
        ExpressionAttributeValues: { ':record': { o: option, ok: correct }, ':point': correct ? 1 : 0, ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const item = result.Attributes as AttemptItem | undefined;
    return { kind: 'recorded', score: item?.score ?? 0, answered: item?.answered ?? 0 };
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
  const existing = await dynamo.send(
    new QueryCommand({
      TableName: quizzesTable(),
      KeyConditionExpression: 'pk = :pk AND sk = :sk',
      ExpressionAttributeValues: attemptValues(quizId, userId, attemptId),
      ConsistentRead: true,
    }),
  );
  return (existing.Items ?? []).length > 0 ? { kind: 'duplicate' } : { kind: 'noAttempt' };
}

const attemptValues = (quizId: string, userId: string, attemptId: string) => {
  const key = attemptKey(quizId, userId, attemptId);
  return { ':pk': key.pk, ':sk': key.sk };
};

function byIndex<T>(indexKey: string): Promise<T[]> {
  return queryAll<T>({
    TableName: quizzesTable(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': indexKey },
  });
}

export const playsOf = (userId: string): Promise<PlayerItem[]> => byIndex<PlayerItem>(playsIndexKey(userId));
export const attemptsOf = (userId: string): Promise<AttemptItem[]> => byIndex<AttemptItem>(practiceIndexKey(userId));

/** Definitions and runs of the named quizzes (those deleted since are simply missing). */
export async function quizzesByIds(
  quizIds: readonly string[],
): Promise<{ definitions: Map<string, DefinitionItem>; runs: Map<string, RunItem> }> {
  const definitions = new Map<string, DefinitionItem>();
  const runs = new Map<string, RunItem>();
  const keys = quizIds.flatMap((quizId) => [definitionKey(quizId), runKey(quizId)]);
  for (let start = 0; start < keys.length; start += 100) {
    let batch: Record<string, unknown>[] = keys.slice(start, start + 100);
    while (batch.length > 0) {
      const result = await dynamo.send(new BatchGetCommand({ RequestItems: { [quizzesTable()]: { Keys: batch } } }));
      for (const item of result.Responses?.[quizzesTable()] ?? []) {
        if (item.sk === 'QUIZ') definitions.set((item as DefinitionItem).quizId, item as DefinitionItem);
        else runs.set(String(item.pk).slice('QUIZ#'.length), item as RunItem);
      }
      batch = result.UnprocessedKeys?.[quizzesTable()]?.Keys ?? [];
    }
  }
  return { definitions, runs };
}
