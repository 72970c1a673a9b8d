/**
 * The run's state machine: draft → lobby → question ⇄ closed → ended. A quiz runs once (the admin
 * duplicates it to run it again), so its questions can only change while it is a draft. Pure rules;
 * the store applies them with conditional writes so two hosts cannot both win a transition.
 */
import type { QuizRunState } from '../../shared/schemas';

export type AnswerRefusal = 'notOpen' | 'closed';

export interface RunView {
  state: QuizRunState;
  /** The current (or last) question; -1 in the lobby. */
  index: number;
  /** Server ms when the current question's time is up. */
  closesAt?: number;
  /** Server ms when the current question was marked closed, or when its close was last retried. */
  closingAt?: number;
  /** Whether the close's result is stored. */
  closedResult?: unknown;
}

/** Editing and deleting need a draft; deleting an ended quiz is allowed too (it goes with its records). */
export const editable = (state: QuizRunState): boolean => state === 'draft';
export const deletable = (state: QuizRunState): boolean => state === 'draft' || state === 'ended';
/** The run is live: students can be in it and the host controls it. */
export const running = (state: QuizRunState): boolean =>
  state === 'lobby' || state === 'question' || state === 'closed';

/** Whether the host may open the next question, and which: null after the last one. */
export function nextIndex(run: RunView, questionCount: number): number | null {
  const next = run.index + 1;
  return next < questionCount ? next : null;
}

/**
 * Why an answer to `question` at `now` is refused, or null when the question is open for it. An
 * answer to a question not yet opened is "not open"; to one already over, "closed".
 */
export function answerRefusal(run: RunView, question: number, now: number): AnswerRefusal | null {
  if (run.state === 'draft' || run.state === 'lobby') return 'notOpen';
  if (question > run.index) return 'notOpen';
  if (question < run.index) return 'closed';
  if (run.state !== 'question') return run.state === 'ended' || run.state === 'closed' ? 'closed' : 'notOpen';
  if (run.closesAt === undefined || now >= run.closesAt) return 'closed';
  return null;
}

/** Whether an open question's time is up, so whoever sees it first closes it. */
export const dueToClose = (run: RunView, now: number): boolean =>
  run.state === 'question' && run.closesAt !== undefined && now >= run.closesAt;

/** Time left on the open question, never negative. */
export const remainingMs = (run: RunView, now: number): number =>
  run.closesAt === undefined ? 0 : Math.max(0, run.closesAt - now);

/** How long a close may take before another caller takes it over: far longer than a close needs. */
export const STRANDED_CLOSE_MS = 5000;

/**
 * A close whose result never got stored (its caller failed between marking the question closed and
 * storing the counts): students would wait on it for ever. Past STRANDED_CLOSE_MS another caller redoes it.
 */
export const strandedClose = (run: RunView, now: number): boolean =>
  run.state === 'closed' &&
  run.index >= 0 &&
  run.closedResult === undefined &&
  run.closingAt !== undefined &&
  now - run.closingAt >= STRANDED_CLOSE_MS;
