/**
 * The one-time schedule that closes an open question when its time is up, even if nobody sends a
 * request then. EventBridge Scheduler invokes the close-timer Lambda with `{ quizId, index }` and
 * deletes the schedule afterwards. The schedule is a back-up of the lazy close (any request that
 * sees the time is up closes the question), so failing to create one is logged, never fatal.
 */
import { CreateScheduleCommand } from '@aws-sdk/client-scheduler';
import { config } from '../../shared/config';
import { describeError, logger } from '../../shared/logger';
import { scheduler } from '../../shared/scheduler';

/** The event the close timer receives. */
export interface CloseTimerEvent {
  quizId: string;
  index: number;
}

/** Unique per question of a run; Scheduler allows [0-9a-zA-Z-_.] up to 64 characters. */
export const closeScheduleName = (quizId: string, index: number): string => `quiz-${quizId}-q${index}`;

/**
 * Scheduler's one-time expression, `at(yyyy-mm-ddThh:mm:ss)` in UTC. It has whole seconds only, so
 * the time is rounded up: a schedule firing before the question is due would find nothing to close.
 */
export function atExpression(epochMs: number): string {
  const wholeSecond = Math.ceil(epochMs / 1000) * 1000;
  return `at(${new Date(wholeSecond).toISOString().slice(0, 19)})`;
}

export async function scheduleClose(event: CloseTimerEvent, closesAt: number): Promise<void> {
  try {
    const target = config.quizSchedule;
    await scheduler.send(
      new CreateScheduleCommand({
        Name: closeScheduleName(event.quizId, event.index),
        GroupName: target.group,
        ScheduleExpression: atExpression(closesAt),
        ScheduleExpressionTimezone: 'UTC',
        FlexibleTimeWindow: { Mode: 'OFF' },
        ActionAfterCompletion: 'DELETE',
        Target: { Arn: target.targetArn, RoleArn: target.roleArn, Input: JSON.stringify(event) },
      }),
    );
  } catch (error) {
    logger.error('could not schedule the close of a quiz question; requests will close it lazily', {
      ...event,
      error: describeError(error, { stack: false }),
    });
  }
}
