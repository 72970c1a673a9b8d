/**
 * What students and the host are told about a run, built from the stored run, definition and
 * player. No student-facing view of an open question carries its correct option: the answer only
 * enters a student's view through a stored close.
 */
import { presignGet } from '../../shared/presign';
import type { ClosedResult, LiveMessage, LiveQuestion, LiveStateResponse } from '../../shared/schemas';
import { questionSlot, type DefinitionItem, type PlayerItem, type RunItem, type StoredClose } from './items';
import { remainingMs } from './rules';
import { getScores } from './run-store';
import { rankOfScore } from './standings';

/** A question image as a presigned GET; the run of one question is far shorter than its lifetime. */
const imageUrl = (key: string | undefined): Promise<string | undefined> =>
  key ? presignGet('quizImages', key) : Promise.resolve(undefined);

export async function liveQuestion(definition: DefinitionItem, run: RunItem, now: number): Promise<LiveQuestion> {
  const question = definition.questions[run.index];
  if (!question) throw new Error(`quiz ${definition.quizId} has no question ${run.index}`);
  const image = await imageUrl(question.image);
  return {
    index: run.index,
    text: question.text,
    options: question.options,
    remainingMs: remainingMs(run, now),
    seconds: question.seconds,
    count: definition.questions.length,
    ...(image ? { image } : {}),
  };
}

export const questionMessage = (quizId: string, question: LiveQuestion): LiveMessage => ({
  type: 'question',
  quizId,
  ...question,
});

/** A student's part of a close: their record and their rank among everyone then. */
export interface ClosedFor {
  player: PlayerItem;
  rank: number;
}

/** A close as a student (with `you`) or the host (without) sees it. */
export function closedView(definition: DefinitionItem, stored: StoredClose, you?: ClosedFor | null): ClosedResult {
  const answer = you?.player.answers[questionSlot(stored.index)];
  return {
    index: stored.index,
    correct: stored.correct,
    counts: stored.counts,
    explanation: definition.questions[stored.index]?.explanation ?? '',
    top: stored.top,
    ...(you
      ? {
          you: {
            option: answer?.o ?? null,
            points: answer?.pts ?? 0,
            score: you.player.score,
            rank: you.rank,
            of: stored.of,
          },
        }
      : {}),
  };
}

/**
 * A returning student's part of the stored close, their rank looked up in the close's scores. The
 * scores are written before the close is stored on the run, so a stored close always has them.
 */
async function closedFor(quizId: string, stored: StoredClose, player: PlayerItem | null): Promise<ClosedFor | null> {
  if (!player) return null;
  const scores = (await getScores(quizId, stored.index)) ?? [];
  return { player, rank: rankOfScore(scores, player.score) };
}

export const lobbyMessage = (definition: DefinitionItem): LiveMessage => ({
  type: 'lobby',
  quizId: definition.quizId,
  title: definition.title,
  ...(definition.startsAt ? { startsAt: definition.startsAt } : {}),
});

export const leaderboardMessage = (quizId: string, stored: StoredClose): LiveMessage => ({
  type: 'leaderboard',
  quizId,
  index: stored.index,
  top: stored.top,
  of: stored.of,
});

export function endedMessage(
  quizId: string,
  final: NonNullable<RunItem['final']>,
  player?: PlayerItem | null,
): LiveMessage {
  return {
    type: 'ended',
    quizId,
    podium: final.podium,
    of: final.scores.length,
    ...(player
      ? { you: { score: player.score, rank: rankOfScore(final.scores, player.score), correct: player.correct } }
      : {}),
  };
}

/**
 * The messages that bring a (re)connected client to the current phase: the lobby, the open question
 * with the time left now, the last close with this student's part, or the end.
 */
export async function phaseMessages(
  definition: DefinitionItem,
  run: RunItem,
  player: PlayerItem | null,
  now: number,
  role: 'student' | 'admin',
): Promise<LiveMessage[]> {
  const quizId = definition.quizId;
  switch (run.state) {
    case 'lobby':
      return [lobbyMessage(definition)];
    case 'question':
      return [questionMessage(quizId, await liveQuestion(definition, run, now))];
    case 'closed':
      return run.closedResult
        ? [
            {
              type: 'closed',
              quizId,
              ...closedView(definition, run.closedResult, await closedFor(quizId, run.closedResult, player)),
            },
            ...(role === 'admin' ? [leaderboardMessage(quizId, run.closedResult)] : []),
          ]
        : [];
    case 'ended':
      return run.final ? [endedMessage(quizId, run.final, player)] : [];
  }
}

/** GET liveState: the same phase as a student's poll sees it. */
export async function liveStateView(
  definition: DefinitionItem,
  run: RunItem | null,
  player: PlayerItem | null,
  now: number,
): Promise<LiveStateResponse> {
  const myScore = player?.score ?? 0;
  const title = definition.title;
  if (!run) return { state: 'draft', title, myScore };
  const view: LiveStateResponse = { state: run.state, title, myScore };
  if (run.state === 'question') {
    view.question = await liveQuestion(definition, run, now);
    const mine = player?.answers[questionSlot(run.index)];
    if (mine) view.myAnswer = mine.o;
  }
  if (run.state === 'closed' && run.closedResult) {
    view.closed = closedView(
      definition,
      run.closedResult,
      await closedFor(definition.quizId, run.closedResult, player),
    );
    const mine = player?.answers[questionSlot(run.index)];
    if (mine) view.myAnswer = mine.o;
  }
  return view;
}
