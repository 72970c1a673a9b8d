/**
 * The quizzes table (QUIZZES_TABLE), under generic keys:
 *
 *   QUIZ#<id> / QUIZ                       the definition, answers included   gsi1: QUIZ / <createdAt ISO>
 *   QUIZ#<id> / RUN                        the run: state, question, timing, the last close's result
 *   QUIZ#<id> / SCORES#<index>             every player's score after that question's close (ranks)
 *   QUIZ#<id>#P<s> / PLAYER#<userId>       a student's live run: score, answers, rtt
 *                                                                             gsi1: PLAYS#<userId> / <quizId>
 *   QUIZ#<id> / ATTEMPT#<userId>#<attempt> a practice attempt                 gsi1: PRACTICE#<userId> / <quizId>#<attempt>
 *   CONN#<connectionId> / CONN             a live WebSocket connection         gsi1: LIVE#<quizId> / <connectionId>
 *
 * A whole class answers within seconds of a question opening, and DynamoDB serves one partition key
 * about 1,000 writes a second. So the players are spread over PLAYER_SHARDS
 * partition keys by a hash of the student's id, and nothing a student's answer writes lives on the
 * RUN item, which every answer reads and stays small for it.
 *
 * dynalite has no transactions, so every rule that must hold under concurrency (one scored answer
 * per student and question, one winner per transition) is a single conditional write on one item.
 */
import { config } from '../../shared/config';
import type { QuizAudience, QuizDraft, QuizRunState } from '../../shared/schemas';

export const quizzesTable = (): string => config.tableName('quizzes');

export const QUIZ_LIST_INDEX = 'QUIZ';
export const quizPk = (quizId: string): string => `QUIZ#${quizId}`;
export const definitionKey = (quizId: string) => ({ pk: quizPk(quizId), sk: 'QUIZ' as const });
export const runKey = (quizId: string) => ({ pk: quizPk(quizId), sk: 'RUN' as const });

/** How many partition keys a run's players and counters are spread over. */
export const PLAYER_SHARDS = 10;

/** A stable shard for a student (FNV-1a of the id): the same student always lands on the same key. */
export function shardOf(userId: string): number {
  let hash = 0x811c9dc5;
  for (let position = 0; position < userId.length; position += 1) {
    hash ^= userId.charCodeAt(position);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % PLAYER_SHARDS;
}

export const playerPartition = (quizId: string, shard: number): string => `${quizPk(quizId)}#P${shard}`;
/** Every partition key holding a run's players and counters. */
export const playerPartitions = (quizId: string): string[] =>
  Array.from({ length: PLAYER_SHARDS }, (_, shard) => playerPartition(quizId, shard));
export const playerKey = (quizId: string, userId: string) => ({
  pk: playerPartition(quizId, shardOf(userId)),
  sk: `PLAYER#${userId}`,
});
export const scoresKey = (quizId: string, index: number) => ({ pk: quizPk(quizId), sk: `SCORES#${index}` });
export const attemptKey = (quizId: string, userId: string, attemptId: string) => ({
  pk: quizPk(quizId),
  sk: `ATTEMPT#${userId}#${attemptId}`,
});
export const connectionKey = (connectionId: string) => ({ pk: `CONN#${connectionId}`, sk: 'CONN' as const });
export const playsIndexKey = (userId: string): string => `PLAYS#${userId}`;
export const practiceIndexKey = (userId: string): string => `PRACTICE#${userId}`;
export const liveIndexKey = (quizId: string): string => `LIVE#${quizId}`;
/** The map key of question `index` in a player's `answers`. */
export const questionSlot = (index: number): `q${number}` => `q${index}`;

export type QuizQuestion = QuizDraft['questions'][number];

export interface DefinitionItem {
  pk: string;
  sk: 'QUIZ';
  gsi1pk: typeof QUIZ_LIST_INDEX;
  gsi1sk: string;
  quizId: string;
  title: string;
  description: string;
  audience: QuizAudience;
  startsAt?: string;
  questions: QuizQuestion[];
  /** ISO UTC */
  createdAt: string;
  /** ISO UTC; the run records which version it runs, so a cached copy is known to be current. */
  updatedAt: string;
}

/** What a close leaves on the run: what latecomers and reloads are told until the next question. */
export interface StoredClose {
  index: number;
  correct: number;
  counts: number[];
  top: { rank: number; fullName: string; score: number }[];
  /** How many players were ranked. */
  of: number;
}

/** Every player's score after a close, best first (SCORES#<index>): a student's rank is found in it. */
export interface ScoresItem {
  pk: string;
  sk: string;
  index: number;
  scores: number[];
}

export interface RunItem {
  pk: string;
  sk: 'RUN';
  state: Exclude<QuizRunState, 'draft'>;
  /** The current or last question; -1 in the lobby. */
  index: number;
  version: string;
  /** Server ms */
  openedAt?: number;
  closesAt?: number;
  scheduleName?: string;
  /** Server ms when the question was marked closed (or its stranded close last taken over). */
  closingAt?: number;
  closedResult?: StoredClose;
  /** ISO UTC */
  endedAt?: string;
  /** The end's standings. Kept on the run: once it has ended, no answer reads it any more. */
  final?: { podium: StoredClose['top']; scores: number[] };
}

export interface AnswerRecord {
  /** chosen option */
  o: number;
  pts: number;
  /** reaction, ms. When it arrived is not kept: every byte of a player item is paid again at each of
   * the run's writes to it. */
  ms: number;
}

export interface PlayerItem {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  quizId: string;
  userId: string;
  fullName: string;
  nic: string;
  score: number;
  correct: number;
  answers: Record<string, AnswerRecord>;
  rttMs?: number;
  joinedAt: number;
}

export interface ConnectionItem {
  pk: string;
  sk: 'CONN';
  gsi1pk: string;
  gsi1sk: string;
  connectionId: string;
  quizId: string;
  userId: string;
  role: 'student' | 'admin';
  /** epoch s */
  ttl: number;
}
