/**
 * The quiz bank: definitions created, edited, copied, deleted and listed (items in
 * functions/domain/quiz/items.ts). A definition is edited only while no run has taken it: opening
 * the lobby marks it `locked` in the same item, and every edit is conditional on that mark's absence.
 */
import { randomUUID } from 'node:crypto';
import { BatchGetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  definitionKey,
  QUIZ_LIST_INDEX,
  playerPartitions,
  quizPk,
  quizzesTable,
  runKey,
  type DefinitionItem,
  type RunItem,
} from '../domain/quiz/items';
import { isConditionalCheckFailed } from '../shared/aws';
import { deleteQueried } from '../shared/delete-queried';
import { dynamo } from '../shared/dynamo';
import { queryAll } from '../shared/query-all';
import type { QuizDraft, QuizRunState, QuizSummary } from '../shared/schemas';

/** The bank is a class's quizzes over a few years; a list never holds more. */
const QUIZ_LIST_LIMIT = 500;
/** BatchGetItem's limit per request. */
const BATCH_GET_SIZE = 100;

const definitionFields = (draft: QuizDraft) => ({
  title: draft.title,
  description: draft.description,
  audience: draft.audience,
  ...(draft.startsAt ? { startsAt: draft.startsAt } : {}),
  questions: draft.questions,
});

export async function putNewQuiz(draft: QuizDraft, now: number): Promise<string> {
  const quizId = randomUUID();
  const iso = new Date(now).toISOString();
  const item: DefinitionItem = {
    ...definitionKey(quizId),
    gsi1pk: QUIZ_LIST_INDEX,
    gsi1sk: iso,
    quizId,
    ...definitionFields(draft),
    createdAt: iso,
    updatedAt: iso,
  };
  await dynamo.send(
    new PutCommand({ TableName: quizzesTable(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return quizId;
}

/** Replaces a draft's content; false when a run has taken the definition (or it is gone). */
export async function replaceDraft(existing: DefinitionItem, draft: QuizDraft, now: number): Promise<boolean> {
  // A new version even within the same millisecond, so a cached copy of the old one never passes for it.
  const updatedAt = new Date(Math.max(now, Date.parse(existing.updatedAt) + 1)).toISOString();
  const item: DefinitionItem = {
    ...definitionKey(existing.quizId),
    gsi1pk: QUIZ_LIST_INDEX,
    gsi1sk: existing.gsi1sk,
    quizId: existing.quizId,
    ...definitionFields(draft),
    createdAt: existing.createdAt,
    updatedAt,
  };
  try {
    await dynamo.send(
      new PutCommand({
        TableName: quizzesTable(),
        Item: item,
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#locked)',
        ExpressionAttributeNames: { '#locked': 'locked' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** Removes the quiz with its run, players and practice attempts, and any connection left of it. */
export async function deleteQuizRecords(quizId: string): Promise<void> {
  await deleteQueried(quizzesTable(), { keyCondition: 'pk = :pk', values: { ':pk': quizPk(quizId) } });
  for (const partition of playerPartitions(quizId))
    await deleteQueried(quizzesTable(), { keyCondition: 'pk = :pk', values: { ':pk': partition } });
  await deleteQueried(quizzesTable(), {
    indexName: 'gsi1',
    keyCondition: 'gsi1pk = :pk',
    values: { ':pk': `LIVE#${quizId}` },
  });
}

async function runStates(quizIds: readonly string[]): Promise<Map<string, RunItem>> {
  const runs = new Map<string, RunItem>();
  for (let start = 0; start < quizIds.length; start += BATCH_GET_SIZE) {
    let keys: Record<string, unknown>[] = quizIds.slice(start, start + BATCH_GET_SIZE).map(runKey);
    while (keys.length > 0) {
      const result = await dynamo.send(
        new BatchGetCommand({
          RequestItems: {
            [quizzesTable()]: {
              Keys: keys,
              ProjectionExpression: 'pk, #state, endedAt',
              ExpressionAttributeNames: { '#state': 'state' },
            },
          },
        }),
      );
      for (const item of (result.Responses?.[quizzesTable()] ?? []) as RunItem[]) runs.set(item.pk.slice(5), item);
      keys = result.UnprocessedKeys?.[quizzesTable()]?.Keys ?? [];
    }
  }
  return runs;
}

/** Every quiz, newest first, as anyone may see it: no questions, no answers. */
export async function listQuizSummaries(): Promise<QuizSummary[]> {
  const page = await dynamo.send(
    new QueryCommand({
      TableName: quizzesTable(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': QUIZ_LIST_INDEX },
      ScanIndexForward: false,
      Limit: QUIZ_LIST_LIMIT,
    }),
  );
  const items = (page.Items ?? []) as DefinitionItem[];
  const runs = await runStates(items.map((item) => item.quizId));
  return items.map((item) => {
    const run = runs.get(item.quizId);
    const state: QuizRunState = run?.state ?? 'draft';
    return {
      quizId: item.quizId,
      title: item.title,
      description: item.description,
      audience: item.audience,
      ...(item.startsAt ? { startsAt: item.startsAt } : {}),
      state,
      questionCount: item.questions.length,
      ...(run?.endedAt ? { endedAt: run.endedAt } : {}),
    };
  });
}

/**
 * Every image key some quiz's questions name. A copy of a quiz shares its images' keys, so an image
 * may be deleted only once no definition names it. Reads the whole bank (a few hundred quizzes at
 * most), which only the admin's delete and image-dropping edit do.
 */
export async function imageKeysInUse(): Promise<Set<string>> {
  const definitions = await queryAll<Pick<DefinitionItem, 'questions'>>({
    TableName: quizzesTable(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': QUIZ_LIST_INDEX },
    ProjectionExpression: 'questions',
  });
  const keys = new Set<string>();
  for (const item of definitions)
    for (const question of item.questions ?? []) if (question.image) keys.add(question.image);
  return keys;
}
