/**
 * What tells the operator something is wrong before a student does: one SNS topic every alarm
 * notifies (its e-mail subscriber is the AlarmEmail deploy parameter), the alarms themselves
 * (monitoring-alarms.ts), an AWS Budgets budget on the month's spend (MonthlyBudgetUsd) notifying
 * the same topic, and a dashboard of what the tutor cares about (monitoring-dashboard.ts).
 */
import { Aws, CfnParameter, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as budgets from 'aws-cdk-lib/aws-budgets';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { ApiConstruct } from './api';
import type { DataConstruct } from './data';
import type { FeeRemindersConstruct } from './fee-reminders';
import type { LiveConstruct } from './live';
import type { MailEventsConstruct } from './mail-events';
import { createAlarms, type MonitoredParts } from './monitoring-alarms';
import { createDashboard } from './monitoring-dashboard';
import type { StreamingConstruct } from './streaming';

interface MonitoringProps {
  readonly api: ApiConstruct;
  readonly data: DataConstruct;
  readonly distribution: cloudfront.IDistribution;
  readonly live?: LiveConstruct;
  readonly streaming?: StreamingConstruct;
  readonly feeReminders?: FeeRemindersConstruct;
  /** The function that marks bounced and complained addresses, and its events' dead letters. */
  readonly mailEvents?: MailEventsConstruct;
  /** The default of the AlarmEmail parameter (context `alarmEmail`); without it the deploy must give one. */
  readonly alarmEmail?: string;
  /** The default of the MonthlyBudgetUsd parameter (context `monthlyBudgetUsd`); without it the deploy must give one. */
  readonly monthlyBudgetUsd?: number;
}

export class MonitoringConstruct extends Construct {
  readonly topic: sns.Topic;
  readonly budget: budgets.CfnBudget;
  /** Where the handlers' own counts (functions/shared/metrics.ts) are published: the stack's name. */
  readonly namespace: string;
  readonly parts: MonitoredParts;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const stack = Stack.of(this);
    // In the stack's scope so their names are plainly AlarmEmail and MonthlyBudgetUsd on the deploy command line.
    const alarmEmail = new CfnParameter(stack, 'AlarmEmail', {
      type: 'String',
      description: 'Where every alarm and the budget alert is e-mailed (confirm the subscription mail SNS sends)',
      allowedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
      constraintDescription: 'one e-mail address',
      ...(props.alarmEmail ? { default: props.alarmEmail } : {}),
    });
    const monthlyBudget = new CfnParameter(stack, 'MonthlyBudgetUsd', {
      type: 'Number',
      description: 'The month’s expected AWS spend in US dollars: alert at 80 % spent and at 100 % forecast',
      minValue: 1,
      ...(props.monthlyBudgetUsd ? { default: props.monthlyBudgetUsd } : {}),
    });

    this.topic = this.alarmTopic(stack);
    this.topic.addSubscription(new subscriptions.EmailSubscription(alarmEmail.valueAsString));

    this.namespace = stack.stackName;
    for (const fn of Object.values(props.api.functions)) fn.addEnvironment('METRICS_NAMESPACE', this.namespace);
    props.streaming?.sweep.function.addEnvironment('METRICS_NAMESPACE', this.namespace);

    this.parts = {
      functions: monitoredFunctions(props),
      api: props.api,
      live: props.live,
      tables: props.data.tables,
      streaming: props.streaming,
      mailEventDeadLetters: props.mailEvents?.deadLetters,
      feeReminderDeadLetters: props.feeReminders?.deadLetters,
      distribution: props.distribution,
      namespace: this.namespace,
    };
    const alarms = createAlarms(this, this.topic, this.parts);
    createDashboard(this, this.parts, alarms);

    // Cost budgets are for the whole account: every stack in it shares the amount.
    this.budget = new budgets.CfnBudget(this, 'MonthlyBudget', {
      budget: {
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: monthlyBudget.valueAsNumber, unit: 'USD' },
      },
      notificationsWithSubscribers: [
        { type: 'ACTUAL', threshold: 80 },
        { type: 'FORECASTED', threshold: 100 },
      ].map(({ type, threshold }) => ({
        notification: {
          notificationType: type,
          comparisonOperator: 'GREATER_THAN',
          threshold,
          thresholdType: 'PERCENTAGE',
        },
        subscribers: [{ subscriptionType: 'SNS', address: this.topic.topicArn }],
      })),
    });
  }

  /**
   * Encrypted with a key of our own: CloudWatch and Budgets cannot publish to a topic under the
   * AWS-managed SNS key, whose policy no one can extend. The topic refuses publishing without TLS,
   * and its policy names the two services, since a topic policy replaces the default that let the
   * account's services in.
   */
  private alarmTopic(stack: Stack): sns.Topic {
    const publishers = [
      new iam.ServicePrincipal('cloudwatch.amazonaws.com'),
      new iam.ServicePrincipal('budgets.amazonaws.com'),
    ];
    const key = new kms.Key(this, 'AlarmTopicKey', {
      description: 'Encrypts the alarm topic; CloudWatch and Budgets may use it to publish',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    for (const principal of publishers) key.grant(principal, 'kms:Decrypt', 'kms:GenerateDataKey*');
    const topic = new sns.Topic(this, 'AlarmTopic', {
      displayName: `${stack.stackName} alarms`,
      masterKey: key,
      enforceSSL: true,
    });
    topic.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'AlarmsAndBudgetsPublish',
        principals: publishers,
        actions: ['sns:Publish'],
        resources: [topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } },
      }),
    );
    return topic;
  }
}

/** Every Lambda of the stack by a readable name: the endpoint groups and the functions beside them. */
function monitoredFunctions(props: MonitoringProps): Readonly<Record<string, NodejsFunction>> {
  return {
    ...props.api.functions,
    ...(props.live ? { live: props.live.liveFunction, closeTimer: props.live.closeTimerFunction } : {}),
    ...(props.streaming
      ? {
          mediaEvents: props.streaming.eventsFunction,
          streamSweep: props.streaming.sweep.function,
          streamQueue: props.streaming.submissions.function,
        }
      : {}),
    ...(props.feeReminders ? { feeReminders: props.feeReminders.function } : {}),
    ...(props.mailEvents ? { mailEvents: props.mailEvents.function } : {}),
  };
}
