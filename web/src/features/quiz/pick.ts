/** Which quizzes /quiz-viewer shows: the next one to join or wait for, and the past ones to practise. */
import type { QuizSummary } from '@schemas';

/** A scheduled start this long past with the lobby still shut is shown as starting any moment. */
const LATE_START_MS = 3 * 3600_000;

const RUNNING = new Set(['lobby', 'question', 'closed']);

export const isOpen = (quiz: QuizSummary): boolean => RUNNING.has(quiz.state);

/** A running quiz first; else the soonest scheduled start that has not long passed. */
export function nextQuiz(quizzes: QuizSummary[], now: number): QuizSummary | undefined {
  const running = quizzes.find(isOpen);
  if (running) return running;
  return quizzes
    .filter((q) => q.state === 'draft' && q.startsAt && Date.parse(q.startsAt) > now - LATE_START_MS)
    .sort((a, b) => Date.parse(a.startsAt!) - Date.parse(b.startsAt!))[0];
}

/** Ended quizzes, most recent first: open for practice. */
export const pastQuizzes = (quizzes: QuizSummary[]): QuizSummary[] =>
  quizzes
    .filter((q) => q.state === 'ended')
    .sort((a, b) => Date.parse(b.endedAt ?? '') - Date.parse(a.endedAt ?? '') || 0);

/** From this long before a scheduled start, the viewer looks again for the lobby opening. */
const RECHECK_FROM_MS = 2 * 60_000;
export const RECHECK_EVERY_MS = 10_000;

/**
 * When the viewer should fetch the list again: every ten seconds or so from two minutes before a
 * scheduled start until the lobby opens, with a random part so a class's phones do not ask in step;
 * undefined when there is nothing to wait for.
 */
export function recheckDelay(
  next: QuizSummary | undefined,
  now: number,
  random: () => number = Math.random,
): number | undefined {
  if (!next || isOpen(next) || !next.startsAt) return undefined;
  const untilStart = Date.parse(next.startsAt) - now;
  // Capped: a timer longer than about 24 days would fire at once, and an hour's wait costs nothing.
  if (untilStart > RECHECK_FROM_MS) return Math.min(untilStart - RECHECK_FROM_MS, 3600_000);
  return RECHECK_EVERY_MS * (0.75 + random() / 2);
}
