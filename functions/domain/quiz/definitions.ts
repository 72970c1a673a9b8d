/**
 * Reading a quiz's definition and run. A definition only changes while the quiz is a draft, and the
 * run names the version it runs, so a live request needs one consistent read of the run and takes
 * the definition from this container's cache whenever the versions match.
 */
import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../shared/dynamo';
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

/**
 * The run and a student's record in it, both read consistently in one BatchGetItem: what every
 * answer and every poll of a phone starts from, and one request fewer than reading them apart.
 */
export async function getRunAndPlayer(
  quizId: string,
  userId: string,
): Promise<{ run: RunItem | null; player: PlayerItem | null }> {
  const table = quizzesTable();
  const found: { run: RunItem | null; player: PlayerItem | null } = { run: null, player: null };
  let keys: Record<string, unknown>[] = [runKey(quizId), playerKey(quizId, userId)];
  // BatchGetItem may hand keys back unprocessed under load; a few rounds fetch the rest.
  for (let round = 0; keys.length > 0; round += 1) {
    if (round === 3) throw new Error(`quiz ${quizId}: run and player still unread after ${round} rounds`);
    const result = await dynamo.send(
      new BatchGetCommand({ RequestItems: { [table]: { Keys: keys, ConsistentRead: true } } }),
    );
    for (const item of result.Responses?.[table] ?? []) {
      if (item.sk === 'RUN') found.run = item as RunItem;
      else found.player = item as PlayerItem;
    }
    keys = result.UnprocessedKeys?.[table]?.Keys ?? [];
  }
  return found;
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
