/**
 * The alarms, each with what it means and what to do first, all notifying the one topic. Counts
 * that AWS does not publish are made here: the 429 answers from the access logs (HTTP APIs publish
 * 4xx and 5xx counts only, and a 4xx is mostly a student's typo), and the transcode jobs that ended
 * in ERROR from an EventBridge rule of their own (its MatchedEvents count, in
 * monitoring-event-alarms.ts).
 */
import { Aws, CfnCondition, Duration, Fn } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { METRICS } from '../functions/shared/metric-names';
import type { TableKey } from '../functions/shared/resources';
import type { ApiConstruct } from './api';
import type { LiveConstruct } from './live';
import { feeReminderAlarms, mailAlarms, transcodeAlarms } from './monitoring-event-alarms';
import type { StreamingConstruct } from './streaming';

export interface MonitoredParts {
  readonly functions: Readonly<Record<string, NodejsFunction>>;
  readonly api: ApiConstruct;
  readonly live?: LiveConstruct;
  readonly tables: Readonly<Record<TableKey, dynamodb.ITable>>;
  readonly streaming?: StreamingConstruct;
  /** The bounce and complaint events the mail-events Lambda kept failing on. */
  readonly mailEventDeadLetters?: sqs.IQueue;
  /** The daily fee reminder runs EventBridge could not deliver. */
  readonly feeReminderDeadLetters?: sqs.IQueue;
  readonly distribution: cloudfront.IDistribution;
  /** Where the handlers' counts and this file's log-derived counts are published. */
  readonly namespace: string;
}

/** The metrics the dashboard shows beside the alarms. */
export interface MonitoringMetrics {
  readonly alarms: readonly cloudwatch.Alarm[];
  readonly fallbacks: cloudwatch.Metric;
  readonly api429: cloudwatch.Metric;
}

const FIVE_MINUTES = Duration.minutes(5);
/** The DynamoDB operations the handlers use; one alarm may watch at most ten metrics. */
const TABLE_OPERATIONS = [
  dynamodb.Operation.GET_ITEM,
  dynamodb.Operation.BATCH_GET_ITEM,
  dynamodb.Operation.QUERY,
  dynamodb.Operation.PUT_ITEM,
  dynamodb.Operation.UPDATE_ITEM,
  dynamodb.Operation.DELETE_ITEM,
  dynamodb.Operation.BATCH_WRITE_ITEM,
];

export function createAlarms(scope: Construct, topic: sns.ITopic, parts: MonitoredParts): MonitoringMetrics {
  const root = new Construct(scope, 'Alarms');
  const alarms: cloudwatch.Alarm[] = [];
  const alarm = (id: string, metric: cloudwatch.IMetric, options: AlarmOptions): cloudwatch.Alarm => {
    const created = new cloudwatch.Alarm(root, id, {
      metric,
      threshold: options.threshold,
      evaluationPeriods: options.periods ?? 1,
      datapointsToAlarm: options.periods ?? 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      // No data is no traffic (or no failure): a quiet night is not an alarm.
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: options.description,
    });
    created.addAlarmAction(new actions.SnsAction(topic));
    alarms.push(created);
    return created;
  };

  for (const [name, fn] of Object.entries(parts.functions)) {
    alarm(`${pascal(name)}Errors`, fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }), {
      threshold: 1,
      description: `The ${name} Lambda failed (crashed, timed out or ran out of memory), not a 4xx or 5xx it answered. First: its log group, level ERROR and "Task timed out".`,
    });
    alarm(`${pascal(name)}Throttles`, fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }), {
      threshold: 1,
      description: `The ${name} Lambda was refused for lack of concurrency: students got 503s. First: the account's Lambda concurrency quota (a new account's is 10) in Service Quotas.`,
    });
  }

  const httpApi = parts.api.httpApi;
  alarm('Api5xxRate', errorRate(httpApi.metricServerError(), httpApi.metricCount()), {
    threshold: 5,
    periods: 2,
    description:
      'Over 5 % of API requests (at least 20 in 5 minutes) answered 5xx for 10 minutes. First: the Lambda error alarms and the groups’ logs (level ERROR, "request failed").',
  });
  const api429 = statusCount(root, 'Api429', parts.api.accessLogs, parts.namespace, 'Api429Answers');
  alarm('Api429', api429, {
    threshold: 50,
    description:
      'At least 50 requests answered 429 in 5 minutes (the stage or route limits, or a per-address limit). First: the API access log by "ip": one address is a script; many addresses mean a limit is too low for the class.',
  });

  if (parts.live) {
    const live = parts.live;
    const wsMetric = (metricName: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: { ApiId: live.webSocketApi.apiId, Stage: live.stage.stageName },
        period: FIVE_MINUTES,
        statistic: 'Sum',
      });
    alarm(
      'LiveServerErrors',
      new cloudwatch.MathExpression({
        expression: 'integration + execution',
        usingMetrics: { integration: wsMetric('IntegrationError'), execution: wsMetric('ExecutionError') },
        period: FIVE_MINUTES,
        label: 'Live quiz server errors',
      }),
      {
        threshold: 5,
        description:
          'The live quiz’s WebSocket API failed at least 5 connects or messages in 5 minutes. First: the live Lambda’s log and its error alarm.',
      },
    );
    alarm('Live429', statusCount(root, 'Live429', live.accessLogs, parts.namespace, 'Live429Answers'), {
      threshold: 50,
      description:
        'At least 50 live quiz connects or messages were throttled (429) in 5 minutes. First: the live access log by "ip"; a whole class joining at once can need higher live stage limits.',
    });
  }

  for (const [key, table] of Object.entries(parts.tables)) {
    const id = pascal(key);
    alarm(
      `${id}TableThrottles`,
      new cloudwatch.MathExpression({
        expression: 'reads + writes',
        usingMetrics: {
          reads: table.metric('ReadThrottleEvents', { period: FIVE_MINUTES, statistic: 'Sum' }),
          writes: table.metric('WriteThrottleEvents', { period: FIVE_MINUTES, statistic: 'Sum' }),
        },
        period: FIVE_MINUTES,
        label: `${key} throttled reads and writes`,
      }),
      {
        threshold: 1,
        description: `DynamoDB throttled the ${key} table (on demand, so a hot key or the table's own throughput limit). First: Contributor Insights on the table, and the access log for a burst.`,
      },
    );
    alarm(
      `${id}TableSystemErrors`,
      table.metricSystemErrorsForOperations({ operations: TABLE_OPERATIONS, period: FIVE_MINUTES }),
      {
        threshold: 1,
        description: `DynamoDB answered the ${key} table with a 500 (its own fault). First: the AWS Health Dashboard for DynamoDB in this region; the SDK retries, so students may not have noticed.`,
      },
    );
  }

  if (parts.streaming) transcodeAlarms(root, parts.streaming, alarm, parts.namespace);

  mailAlarms(parts.mailEventDeadLetters, alarm);
  feeReminderAlarms(parts.feeReminderDeadLetters, alarm);

  // CloudFront publishes its metrics in us-east-1 only (Region=Global), and an alarm can watch only
  // its own region's metrics: in any other region this alarm would never see a datapoint, so it is
  // made only where the stack is deployed in us-east-1. Elsewhere the dashboard shows the rate.
  const cdn = alarm(
    'Cdn5xxRate',
    new cloudwatch.Metric({
      namespace: 'AWS/CloudFront',
      metricName: '5xxErrorRate',
      dimensionsMap: { DistributionId: parts.distribution.distributionId, Region: 'Global' },
      period: FIVE_MINUTES,
      statistic: 'Average',
    }),
    {
      threshold: 5,
      periods: 2,
      description:
        'Over 5 % of the site’s answers at the edge were 5xx for 10 minutes. First: the Api5xxRate alarm; if it is quiet, the S3 origins of the site and /media.',
    },
  );
  const inUsEast1 = new CfnCondition(root, 'InUsEast1', { expression: Fn.conditionEquals(Aws.REGION, 'us-east-1') });
  (cdn.node.defaultChild as cloudwatch.CfnAlarm).cfnOptions.condition = inUsEast1;
  // Nothing else may refer to an alarm that may not exist (the dashboard lists the others).
  alarms.splice(alarms.indexOf(cdn), 1);

  const fallbacks = new cloudwatch.Metric({
    namespace: parts.namespace,
    metricName: METRICS.streamFallbacks,
    period: Duration.hours(1),
    statistic: 'Sum',
  });
  alarm('StreamFallbacks', fallbacks, {
    threshold: 10,
    description:
      'At least 10 plays in an hour fell back from the stream to the MP4: the site looks fine but each costs about 20 times the data. First: the media group log, "metric StreamFallbacks" lines: reason "refused" is the media key or cookies, "missing" a damaged stream (retry it).',
  });

  return { alarms, fallbacks, api429 };
}

export interface AlarmOptions {
  threshold: number;
  /** Consecutive periods over the threshold before it alarms (default 1). */
  periods?: number;
  description: string;
}

/** 100 × errors / requests, or 0 while there are too few requests for a rate to mean anything. */
function errorRate(errors: cloudwatch.Metric, requests: cloudwatch.Metric): cloudwatch.MathExpression {
  return new cloudwatch.MathExpression({
    expression: 'IF(requests >= 20, 100 * errors / requests, 0)',
    usingMetrics: {
      errors: errors.with({ period: FIVE_MINUTES, statistic: 'Sum' }),
      requests: requests.with({ period: FIVE_MINUTES, statistic: 'Sum' }),
    },
    period: FIVE_MINUTES,
    label: '5xx answers, % of requests',
  });
}

/** A count of the access log's lines whose status is 429 (the log format writes it as a string). */
function statusCount(
  scope: Construct,
  id: string,
  logGroup: logs.ILogGroup,
  namespace: string,
  metricName: string,
): cloudwatch.Metric {
  const filter = new logs.MetricFilter(scope, `${id}Filter`, {
    logGroup,
    metricNamespace: namespace,
    metricName,
    filterPattern: logs.FilterPattern.stringValue('$.status', '=', '429'),
    metricValue: '1',
  });
  return filter.metric({ period: FIVE_MINUTES, statistic: 'Sum' });
}

export type AlarmMaker = (id: string, metric: cloudwatch.IMetric, options: AlarmOptions) => cloudwatch.Alarm;

function pascal(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
