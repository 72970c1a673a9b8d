/**
 * Reading a quiz's definition and run. A definition only changes while the quiz is a draft, and the
 * run names the version it runs, so a live request needs one consistent read of the run and takes
 * the definition from this container's cache whenever the versions match.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../shared/dynamo';
import { batchGetConsistent } from '../../shared/batch-get';
import { TtlCache } from '../../shared/ttl-cache';
import {
  definitionKey,
  playerKey,
  quizzesTable,
  runKey,
  type DefinitionItem,
  type PlayerItem,
  type RunItem,
} from './items';

export async function getDefinition(quizId: string): Promise<DefinitionItem | null> {
  const result = await dynamo.send(
    new GetCommand({ TableName: quizzesTable(), Key: definitionKey(quizId), ConsistentRead: true }),
  );
  return (result.Item as DefinitionItem | undefined) ?? null;
}

/** The run, read consistently: every live decision (answer, close, next) rests on it. */
export async function getRun(quizId: string): Promise<RunItem | null> {
  const result = await dynamo.send(
    new GetCommand({ TableName: quizzesTable(), Key: runKey(quizId), ConsistentRead: true }),
  );
  return (result.Item as RunItem | undefined) ?? null;
}

export interface RunAndPlayer {
  run: RunItem | null;
  player: PlayerItem | null;
}

/** The keys of a run and a student's record in it, to read in one BatchGetItem. */
export const runAndPlayerKeys = (quizId: string, userId: string) => [runKey(quizId), playerKey(quizId, userId)];

/** Tells the run from the player among the items read for runAndPlayerKeys. */
export function runAndPlayerOf(items: readonly Record<string, unknown>[]): RunAndPlayer {
  const found: RunAndPlayer = { run: null, player: null };
  for (const item of items) {
    if (item.sk === 'RUN') found.run = item as unknown as RunItem;
    else found.player = item as unknown as PlayerItem;
  }
  return found;
}

/**
 * The run and a student's record in it, both read consistently in one BatchGetItem: what a phone's
 * `hello` starts from, one request fewer than reading them apart.
 */
export async function getRunAndPlayer(quizId: string, userId: string): Promise<RunAndPlayer> {
  const table = quizzesTable();
  const found = await batchGetConsistent({ [table]: runAndPlayerKeys(quizId, userId) });
  return runAndPlayerOf(found[table] ?? []);
}

// Keyed by quizId@version: a version never changes its content, so an entry is never stale; the
// time limit only bounds memory of quizzes no longer asked for.
const definitions = new TtlCache<string, DefinitionItem | null>({
  ttlMs: 3 * 60 * 60 * 1000,
  maxEntries: 50,
  keep: (item) => item !== null,
});

/** The definition a run runs: from the cache when this container has read that version. */
export function definitionOfRun(quizId: string, run: Pick<RunItem, 'version'>): Promise<DefinitionItem | null> {
  return definitions.get(`${quizId}@${run.version}`, async () => {
    const item = await getDefinition(quizId);
    return item && item.updatedAt === run.version ? item : null;
  });
}
