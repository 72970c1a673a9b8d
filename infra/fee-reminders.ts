/**
 * The daily fee reminder sweep (functions/fees/reminders.ts): its own Lambda, run by an EventBridge
 * rule every day at 08:00 Sri Lanka time, when a student is awake but not yet in class. The sweep
 * reads the accounts and payments, marks on each account that it was reminded (so a retry or the
 * next day's run does not mail twice) and mails the students; it answers no request, so it has no
 * route and no origin secret to check.
 */
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { EndpointGroup } from '../functions/groups';
import type { BucketKey, TableKey } from '../functions/shared/resources';
import { DAILY_SWEEP_AT, DEFAULT_REMINDER_DAYS } from './daily-sweep';

export { DEFAULT_REMINDER_DAYS } from './daily-sweep';
import { lambdaBundlingFor, lambdaLoggingEnvironment, lambdaRuntime } from './bundling';
import type { EmailConstruct } from './email';
import { grantBuckets, grantTables } from './grants';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/** What the sweep touches, in endpoint-group terms (infra/grants.ts). */
export const feeRemindersGroup = {
  name: 'feeReminders',
  entry: 'functions/fees/reminders.ts',
  // users: whose access ends soon, and the mark that they were reminded; fees: whether they paid already.
  tables: { read: ['fees'], write: ['users'] },
  buckets: { read: [], write: [] },
  sendsEmail: true,
} as const satisfies Pick<EndpointGroup, 'name' | 'entry' | 'tables' | 'buckets' | 'sendsEmail'>;

/** 08:00 in Colombo (UTC+05:30, no daylight saving) is 02:30 UTC every day of the year. */
export const reminderSchedule = events.Schedule.cron({
  minute: String(DAILY_SWEEP_AT.utcMinute),
  hour: String(DAILY_SWEEP_AT.utcHour),
});

interface FeeRemindersProps {
  readonly tables: Readonly<Record<TableKey, dynamodb.ITable>>;
  readonly buckets: Readonly<Record<BucketKey, s3.IBucket>>;
  readonly email: EmailConstruct;
  /** The configuration every function gets (ApiConstruct.environment). */
  readonly environment: Readonly<Record<string, string>>;
  readonly reminderDays?: number;
  readonly projectRoot?: string;
  readonly logRetention?: logs.RetentionDays;
}

export class FeeRemindersConstruct extends Construct {
  readonly function: NodejsFunction;
  readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: FeeRemindersProps) {
    super(scope, id);
    const group = feeRemindersGroup;
    const projectRoot = props.projectRoot ?? repositoryRoot;
    const logGroup = new logs.LogGroup(this, 'Logs', {
      retention: props.logRetention ?? logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'Runs the daily fee reminder sweep',
    });
    logGroup.grantWrite(role);
    grantTables(role, group.tables, props.tables);
    grantBuckets(role, group.buckets, props.buckets);
    props.email.grantSendEmail(role);

    const reminderDays = props.reminderDays ?? DEFAULT_REMINDER_DAYS;
    if (!Number.isInteger(reminderDays) || reminderDays < 1) {
      throw new Error(`reminderDays must be a whole number of days, at least 1 (got ${reminderDays}).`);
    }
    this.function = new NodejsFunction(this, 'Function', {
      entry: path.resolve(projectRoot, group.entry),
      handler: 'handler',
      runtime: lambdaRuntime,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      // One Query per flag and a mail per student due: a class of a few thousand fits in minutes.
      timeout: Duration.minutes(5),
      role,
      logGroup,
      projectRoot,
      depsLockFilePath: path.join(projectRoot, 'package-lock.json'),
      environment: {
        ...props.environment,
        ...lambdaLoggingEnvironment(group),
        FEE_REMINDER_DAYS: String(reminderDays),
      },
      bundling: lambdaBundlingFor(group),
    });
    Validations.of(this.function).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 (LTS) is pinned on purpose, as for every endpoint group (infra/api.ts): the handlers are built and tested for it.',
    });

    // Two retries: the sweep marks each account as it mails it, so a run again skips who was reminded.
    this.rule = new events.Rule(this, 'Daily', {
      description: 'Every day at 08:00 Sri Lanka time (02:30 UTC) → the fee reminder sweep',
      schedule: reminderSchedule,
      targets: [new targets.LambdaFunction(this.function, { retryAttempts: 2, maxEventAge: Duration.hours(2) })],
    });
  }
}
