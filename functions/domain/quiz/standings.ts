/**
 * Counts per option, the leaderboard and ranks, from the players' records. Ranks are shared on a
 * tie (1, 1, 3): two students with the same score are equally placed, and the order within a tie
 * (more correct answers first, then name) only makes the list stable.
 */
import type { LeaderRow } from '../../shared/schemas';

export interface Standing {
  userId: string;
  fullName: string;
  score: number;
  correct: number;
}

export interface RankedStanding extends Standing {
  rank: number;
}

/** How many players chose each option of a question (answers: the chosen option per player). */
export function optionCounts(chosen: readonly (number | undefined)[], optionCount: number): number[] {
  const counts = Array.from({ length: optionCount }, () => 0);
  for (const option of chosen) {
    if (option !== undefined && option >= 0 && option < optionCount) counts[option] = (counts[option] ?? 0) + 1;
  }
  return counts;
}

const byStanding = (a: Standing, b: Standing): number =>
  b.score - a.score ||
  b.correct - a.correct ||
  a.fullName.localeCompare(b.fullName) ||
  a.userId.localeCompare(b.userId);

/** Everyone, best first, each with a competition rank (1, 1, 3). */
export function rankAll<T extends Standing>(standings: readonly T[]): (T & { rank: number })[] {
  const sorted = [...standings].sort(byStanding);
  let rank = 0;
  let previous: number | undefined;
  return sorted.map((standing, position) => {
    if (standing.score !== previous) rank = position + 1;
    previous = standing.score;
    return { ...standing, rank };
  });
}

/** The first `size` rows of a ranked list as the screens show them. */
export const topRows = (ranked: readonly RankedStanding[], size = 10): LeaderRow[] =>
  ranked.slice(0, size).map(({ rank, fullName, score }) => ({ rank, fullName, score }));

/** Rank of a score among all: one more than the number of strictly better scores. */
export const rankOfScore = (scores: readonly number[], score: number): number =>
  1 + scores.filter((other) => other > score).length;
