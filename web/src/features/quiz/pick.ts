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
