/**
 * The daily fee reminder sweep (functions/fees/reminders.ts): its own Lambda, run by an EventBridge
 * rule every day at 08:00 Sri Lanka time, when a student is awake but not yet in class. The sweep
 * reads the accounts and payments, marks on each account that it was reminded (so a retry or the
 * next day's run does not mail twice) and mails the students; it answers no request, so it has no
 * route and no origin secret to check.
 */
import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  backgroundFunction,
  deadLetterQueue,
  type BackgroundGroup,
  type BackgroundResources,
} from './background-function';
import { DAILY_SWEEP_AT, DEFAULT_REMINDER_DAYS } from './daily-sweep';
import type { EmailConstruct } from './email';

export { DEFAULT_REMINDER_DAYS } from './daily-sweep';

/** What the sweep touches, in endpoint-group terms (infra/grants.ts). */
export const feeRemindersGroup = {
  name: 'feeReminders',
  entry: 'functions/fees/reminders.ts',
  // users: whose access ends soon, and the mark that they were reminded; fees: whether they paid already.
  tables: { read: ['fees'], write: ['users'] },
  buckets: { read: [], write: [] },
  sendsEmail: true,
} as const satisfies BackgroundGroup;

/** 08:00 in Colombo (UTC+05:30, no daylight saving) is 02:30 UTC every day of the year. */
export const reminderSchedule = events.Schedule.cron({
  minute: String(DAILY_SWEEP_AT.utcMinute),
  hour: String(DAILY_SWEEP_AT.utcHour),
});

interface FeeRemindersProps extends BackgroundResources {
  readonly email: EmailConstruct;
  readonly reminderDays?: number;
}

export class FeeRemindersConstruct extends Construct {
  readonly function: NodejsFunction;
  readonly rule: events.Rule;
  /** The day's run when EventBridge could not hand it to the Lambda after its retries (an alarm watches it). */
  readonly deadLetters: sqs.Queue;

  constructor(scope: Construct, id: string, props: FeeRemindersProps) {
    super(scope, id);
    const reminderDays = props.reminderDays ?? DEFAULT_REMINDER_DAYS;
    if (!Number.isInteger(reminderDays) || reminderDays < 1) {
      throw new Error(`reminderDays must be a whole number of days, at least 1 (got ${reminderDays}).`);
    }
    const { fn, role } = backgroundFunction(this, {
      group: feeRemindersGroup,
      resources: props,
      description: 'Runs the daily fee reminder sweep',
      memorySize: 512,
      // One Query per flag and a mail per student due: a class of a few thousand fits in minutes.
      timeout: Duration.minutes(5),
      environment: { FEE_REMINDER_DAYS: String(reminderDays) },
    });
    this.function = fn;
    props.email.grantSendEmail(role);

    // Two retries: the sweep marks each account as it mails it, so a run again skips who was reminded.
    this.deadLetters = deadLetterQueue(this, 'DeadLetters', 'the daily fee reminder rule’s target');
    this.rule = new events.Rule(this, 'Daily', {
      description: 'Every day at 08:00 Sri Lanka time (02:30 UTC) → the fee reminder sweep',
      schedule: reminderSchedule,
      targets: [
        new targets.LambdaFunction(this.function, {
          retryAttempts: 2,
          maxEventAge: Duration.hours(2),
          deadLetterQueue: this.deadLetters,
        }),
      ],
    });
  }
}
