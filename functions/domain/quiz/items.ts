/**
 * The quizzes table (QUIZZES_TABLE), under generic keys:
 *
 *   QUIZ#<id> / QUIZ                       the definition, answers included   gsi1: QUIZ / <createdAt ISO>
 *   QUIZ#<id> / RUN                        the run: state, question, timing, the last close's result
 *   QUIZ#<id> / PLAYER#<userId>            a student's live run: score, answers, `seen`, rtt
 *                                                                             gsi1: PLAYS#<userId> / <quizId>
 *   QUIZ#<id> / ATTEMPT#<userId>#<attempt> a practice attempt                 gsi1: PRACTICE#<userId> / <quizId>#<attempt>
 *   CONN#<connectionId> / CONN             a live WebSocket connection         gsi1: LIVE#<quizId> / <connectionId>
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
export const playerKey = (quizId: string, userId: string) => ({ pk: quizPk(quizId), sk: `PLAYER#${userId}` });
export const attemptKey = (quizId: string, userId: string, attemptId: string) => ({
  pk: quizPk(quizId),
  sk: `ATTEMPT#${userId}#${attemptId}`,
});
export const connectionKey = (connectionId: string) => ({ pk: `CONN#${connectionId}`, sk: 'CONN' as const });
export const playsIndexKey = (userId: string): string => `PLAYS#${userId}`;
export const practiceIndexKey = (userId: string): string => `PRACTICE#${userId}`;
export const liveIndexKey = (quizId: string): string => `LIVE#${quizId}`;
/** The map key of question `index` in a player's `answers` and `seen`. */
export const questionSlot = (index: number): string => `q${index}`;

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
  /** Every player's score after the close, best first: a student's rank is found in it. */
  scores: number[];
  top: { rank: number; fullName: string; score: number }[];
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
  closedResult?: StoredClose;
  /** ISO UTC */
  endedAt?: string;
  final?: { podium: StoredClose['top']; scores: number[] };
  /** Students who joined, and answers per question (`q<i>`): the host screen's live counts, kept as
   * counters so its once-a-second poll reads one item instead of every player. */
  joined: number;
  answered: Record<string, number>;
}

export interface AnswerRecord {
  /** chosen option */
  o: number;
  pts: number;
  /** reaction, ms */
  ms: number;
  /** server ms when received */
  at: number;
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
  seen: Record<string, number>;
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
