/**
 * The run's transitions, each one conditional UpdateItem on the RUN item so that two hosts (or a
 * host and the close timer) racing for the same step leave exactly one winner.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from '../../shared/aws';
import { dynamo } from '../../shared/dynamo';
import {
  definitionKey,
  quizzesTable,
  runKey,
  scoresKey,
  type RunItem,
  type ScoresItem,
  type StoredClose,
} from './items';

async function conditional(send: () => Promise<unknown>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/**
 * Opens the lobby of the definition version read: marks the definition as run (so no edit can land
 * after the run took its version) and creates the run. False when a run exists already or the
 * definition changed since it was read.
 */
export async function createRun(quizId: string, version: string): Promise<boolean> {
  const locked = await conditional(() =>
    dynamo.send(
      new UpdateCommand({
        TableName: quizzesTable(),
        Key: definitionKey(quizId),
        UpdateExpression: 'SET #locked = :true',
        ConditionExpression: 'updatedAt = :version',
        ExpressionAttributeNames: { '#locked': 'locked' },
        ExpressionAttributeValues: { ':true': true, ':version': version },
      }),
    ),
  );
  if (!locked) return false;
  const run: RunItem = { ...runKey(quizId), state: 'lobby', index: -1, version };
  return conditional(() =>
    dynamo.send(
      new PutCommand({ TableName: quizzesTable(), Item: run, ConditionExpression: 'attribute_not_exists(pk)' }),
    ),
  );
}

export interface OpenQuestion {
  index: number;
  openedAt: number;
  closesAt: number;
  scheduleName: string;
}

/** lobby or closed (at the previous question) → question `index`; false if someone else moved the run. */
export function openQuestion(quizId: string, fromIndex: number, open: OpenQuestion): Promise<boolean> {
  return conditional(() =>
    dynamo.send(
      new UpdateCommand({
        TableName: quizzesTable(),
        Key: runKey(quizId),
        UpdateExpression:
          'SET #state = :question, #index = :index, openedAt = :openedAt, closesAt = :closesAt, scheduleName = :name REMOVE closedResult',
        ConditionExpression: '#state IN (:lobby, :closed) AND #index = :from',
        ExpressionAttributeNames: { '#state': 'state', '#index': 'index' },
        ExpressionAttributeValues: {
          ':question': 'question',
          ':lobby': 'lobby',
          ':closed': 'closed',
          ':from': fromIndex,
          ':index': open.index,
          ':openedAt': open.openedAt,
          ':closesAt': open.closesAt,
          ':name': open.scheduleName,
        },
      }),
    ),
  );
}

/** question `index` → closed. Exactly one caller wins; only the winner computes and announces the result. */
export function markClosed(quizId: string, index: number, now: number): Promise<boolean> {
  return conditional(() =>
    dynamo.send(
      new UpdateCommand({
        TableName: quizzesTable(),
        Key: runKey(quizId),
        UpdateExpression: 'SET #state = :closed, closingAt = :now',
        ConditionExpression: '#state = :question AND #index = :index',
        ExpressionAttributeNames: { '#state': 'state', '#index': 'index' },
        ExpressionAttributeValues: { ':closed': 'closed', ':question': 'question', ':index': index, ':now': now },
      }),
    ),
  );
}

/**
 * Takes over a stranded close of question `index` (closed, no result stored, last tried before
 * `staleBefore`): one caller wins, and the next may try again only after as long again.
 */
export function takeOverClose(quizId: string, index: number, now: number, staleBefore: number): Promise<boolean> {
  return conditional(() =>
    dynamo.send(
      new UpdateCommand({
        TableName: quizzesTable(),
        Key: runKey(quizId),
        UpdateExpression: 'SET closingAt = :now',
        ConditionExpression:
          '#state = :closed AND #index = :index AND attribute_not_exists(closedResult) AND closingAt <= :stale',
        ExpressionAttributeNames: { '#state': 'state', '#index': 'index' },
        ExpressionAttributeValues: { ':closed': 'closed', ':index': index, ':now': now, ':stale': staleBefore },
      }),
    ),
  );
}

/** Keeps a close's result on the run, unless the run has moved past that question. */
export function storeClose(quizId: string, result: StoredClose): Promise<boolean> {
  return conditional(() =>
    dynamo.send(
      new UpdateCommand({
        TableName: quizzesTable(),
        Key: runKey(quizId),
        UpdateExpression: 'SET closedResult = :result',
        ConditionExpression: '#state = :closed AND #index = :index',
        ExpressionAttributeNames: { '#state': 'state', '#index': 'index' },
        ExpressionAttributeValues: { ':result': result, ':closed': 'closed', ':index': result.index },
      }),
    ),
  );
}

/** lobby or closed → ended, with the final standings; false if already ended or a question is open. */
export function endRun(quizId: string, endedAt: string, final: NonNullable<RunItem['final']>): Promise<boolean> {
  return conditional(() =>
    dynamo.send(
      new UpdateCommand({
        TableName: quizzesTable(),
        Key: runKey(quizId),
        UpdateExpression: 'SET #state = :ended, endedAt = :endedAt, #final = :final',
        ConditionExpression: '#state IN (:lobby, :closed)',
        ExpressionAttributeNames: { '#state': 'state', '#final': 'final' },
        ExpressionAttributeValues: {
          ':ended': 'ended',
          ':endedAt': endedAt,
          ':final': final,
          ':lobby': 'lobby',
          ':closed': 'closed',
        },
      }),
    ),
  );
}

/** Every player's score after question `index` closed, for the ranks of students who come back. */
export async function putScores(quizId: string, index: number, scores: number[]): Promise<void> {
  const item: ScoresItem = { ...scoresKey(quizId, index), index, scores };
  await dynamo.send(new PutCommand({ TableName: quizzesTable(), Item: item }));
}

export async function getScores(quizId: string, index: number): Promise<number[] | null> {
  const result = await dynamo.send(new GetCommand({ TableName: quizzesTable(), Key: scoresKey(quizId, index) }));
  return (result.Item as ScoresItem | undefined)?.scores ?? null;
}
