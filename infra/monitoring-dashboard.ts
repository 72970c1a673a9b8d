/**
 * The tutor's dashboard: students active, lecture data streamed, fallbacks to the MP4, errors, and
 * the month's spend so far, with every alarm's state beneath. CloudFront and Billing publish their
 * metrics in us-east-1 only; a dashboard may show another region's metrics, so those widgets name
 * us-east-1 whatever region the stack is in. Billing's only appear once "Receive Billing Alerts" is
 * on in the account's billing preferences.
 */
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';
import { METRICS } from '../functions/shared/metric-names';
import type { MonitoredParts, MonitoringMetrics } from './monitoring-alarms';

const GLOBAL_REGION = 'us-east-1';
const DAY = Duration.days(1);
const HOUR = Duration.hours(1);

export function createDashboard(
  scope: Construct,
  parts: MonitoredParts,
  metrics: MonitoringMetrics,
): cloudwatch.Dashboard {
  const edge = (metricName: string, statistic: string, period: Duration) =>
    new cloudwatch.Metric({
      namespace: 'AWS/CloudFront',
      metricName,
      dimensionsMap: { DistributionId: parts.distribution.distributionId, Region: 'Global' },
      region: GLOBAL_REGION,
      statistic,
      period,
    });

  // Students' sign-ins (functions/user/routes/session.ts); sessions last days, so it undercounts
  // the students who came back signed in, but never counts the admin or a visitor.
  const signIns = new cloudwatch.Metric({
    namespace: parts.namespace,
    metricName: METRICS.signIns,
    statistic: 'Sum',
    period: DAY,
    label: 'Student sign-ins per day',
  });
  // Every byte the distribution sent: lecture segments and MP4s are nearly all of it.
  const streamedGb = new cloudwatch.MathExpression({
    expression: 'bytes / 1000000000',
    usingMetrics: { bytes: edge('BytesDownloaded', 'Sum', DAY) },
    period: DAY,
    label: 'GB sent to viewers per day (nearly all lecture video)',
  });
  const functionErrors = Object.entries(parts.functions).map(([name, fn]) =>
    fn.metricErrors({ statistic: 'Sum', period: HOUR, label: name }),
  );
  const spend = new cloudwatch.Metric({
    namespace: 'AWS/Billing',
    metricName: 'EstimatedCharges',
    dimensionsMap: { Currency: 'USD' },
    region: GLOBAL_REGION,
    statistic: 'Maximum',
    period: Duration.hours(6),
    label: 'Spend this month so far (USD, whole account)',
  });

  const dashboard = new cloudwatch.Dashboard(scope, 'Dashboard', {
    defaultInterval: Duration.days(14),
  });
  dashboard.addWidgets(
    new cloudwatch.GraphWidget({ title: 'Students active (sign-ins per day)', left: [signIns], width: 8 }),
    new cloudwatch.GraphWidget({ title: 'Lecture video streamed (GB per day)', left: [streamedGb], width: 8 }),
    new cloudwatch.SingleValueWidget({ title: 'Spend to date', metrics: [spend], width: 8 }),
  );
  dashboard.addWidgets(
    new cloudwatch.GraphWidget({
      title: 'Plays that fell back to the MP4 (per hour)',
      left: [metrics.fallbacks.with({ label: 'Fallbacks' })],
      width: 8,
    }),
    new cloudwatch.GraphWidget({
      title: 'Errors: Lambda failures per hour',
      left: functionErrors,
      width: 8,
    }),
    new cloudwatch.GraphWidget({
      title: 'Errors: API 5xx and 429 answers',
      left: [
        parts.api.httpApi.metricServerError({ statistic: 'Sum', period: HOUR, label: 'API 5xx' }),
        metrics.api429.with({ period: HOUR, label: 'API 429' }),
      ],
      right: [edge('5xxErrorRate', 'Average', HOUR).with({ label: 'Edge 5xx, %' })],
      width: 8,
    }),
  );
  dashboard.addWidgets(
    new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: [...metrics.alarms], width: 24, height: 8 }),
  );
  return dashboard;
}
