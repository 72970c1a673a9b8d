/**
 * The close timer: EventBridge Scheduler invokes it at an open question's closing time with
 * `{ quizId, index }`, so a question closes (and its results go out) even when no request comes.
 * Closing is idempotent: if the host or a request closed it first, this does nothing.
 */
import { getRun } from '../domain/quiz/definitions';
import type { CloseTimerEvent } from '../domain/quiz/close-schedule';
import { closeQuestion } from '../domain/quiz/run-control';
import { clock } from '../shared/clock';
import { logger } from '../shared/logger';

/**
 * Scheduler runs a one-time schedule within the minute it names, possibly before the second it
 * names: an early timer waits out the rest of the question (the function's timeout leaves room for
 * a whole minute) rather than closing a question students are still answering.
 */
const MAX_EARLY_WAIT_MS = 75_000;

export async function handler(event: CloseTimerEvent): Promise<{ closed: boolean }> {
  if (typeof event?.quizId !== 'string' || !Number.isInteger(event.index)) {
    logger.warn('close timer event without a quiz and question', { event: JSON.stringify(event).slice(0, 200) });
    return { closed: false };
  }
  const run = await getRun(event.quizId);
  if (!run || run.state !== 'question' || run.index !== event.index || run.closesAt === undefined)
    return { closed: false };
  const early = run.closesAt - clock.now();
  if (early > MAX_EARLY_WAIT_MS) {
    logger.warn('close timer fired too early to wait', { quizId: event.quizId, index: event.index, early });
    return { closed: false };
  }
  if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
  return { closed: await closeQuestion(event.quizId, event.index) };
}
