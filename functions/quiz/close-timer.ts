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

/** Scheduler fires to the whole second at the earliest; allow for a clock a little behind the run's. */
const MAX_EARLY_WAIT_MS = 2_000;

export async function handler(event: CloseTimerEvent): Promise<{ closed: boolean }> {
  if (typeof event?.quizId !== 'string' || !Number.isInteger(event.index)) {
    logger.warn('close timer event without a quiz and question', { event: JSON.stringify(event).slice(0, 200) });
    return { closed: false };
  }
  const run = await getRun(event.quizId);
  if (!run || run.state !== 'question' || run.index !== event.index || run.closesAt === undefined)
    return { closed: false };
  const early = run.closesAt - clock.now();
  if (early > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(early, MAX_EARLY_WAIT_MS)));
  return { closed: await closeQuestion(event.quizId, event.index) };
}
