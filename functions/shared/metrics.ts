/**
 * Counts the handlers publish to CloudWatch without an API call: a log line in the Embedded Metric
 * Format, which CloudWatch Logs turns into a metric as it ingests the function's log. Locally the
 * line is just a log line. The infra (infra/monitoring.ts) alarms on and charts these names
 * (metric-names.ts).
 *
 * Each count has no dimensions: one metric each (custom metrics are billed per name and dimension
 * set), with what tells events apart (folder, reason) as plain properties of the line, searchable
 * in Logs Insights.
 */
import { clock } from './clock';
import { config } from './config';
import { logger } from './logger';
import type { MetricName } from './metric-names';

export { METRICS, type MetricName } from './metric-names';

/** Property names of the line that CloudWatch or the logger already use. */
type Reserved = '_aws' | MetricName | 'level' | 'message' | 'timestamp' | 'service';

/** Adds one to `name`; `properties` travel on the line (never personal data: see logger.ts). */
export function countOne(
  name: MetricName,
  properties: Readonly<Record<string, string>> & { [K in Reserved]?: never },
): void {
  logger.info(`metric ${name}`, {
    ...properties,
    _aws: {
      Timestamp: clock.now(),
      CloudWatchMetrics: [
        { Namespace: config.metricsNamespace, Dimensions: [[]], Metrics: [{ Name: name, Unit: 'Count' }] },
      ],
    },
    [name]: 1,
  });
}
