/**
 * The alarms on what arrives by event rather than by request: transcode jobs that failed, job
 * events and mail events their Lambdas never took, and the sender's reputation with SES. Made by
 * createAlarms (monitoring-alarms.ts), in its scope, so their names are those of its other alarms.
 */
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as events from 'aws-cdk-lib/aws-events';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { AlarmMaker } from './monitoring-alarms';
import type { StreamingConstruct } from './streaming';
import { METRICS } from '../functions/shared/metric-names';

const FIVE_MINUTES = Duration.minutes(5);

/**
 * Jobs of the streaming queue that ended in ERROR (or were canceled): counted by a rule of their
 * own, with no target, whose MatchedEvents AWS/Events publishes. And the job events the events
 * Lambda never took, after EventBridge's retries: their videos stay "processing".
 */
export function transcodeAlarms(
  scope: Construct,
  streaming: StreamingConstruct,
  alarm: AlarmMaker,
  namespace: string,
): void {
  const failedJobs = new events.Rule(scope, 'FailedTranscodes', {
    description: 'Counts the streaming queue’s jobs that ended in ERROR or CANCELED (an alarm watches the count)',
    eventPattern: {
      source: ['aws.mediaconvert'],
      detailType: ['MediaConvert Job State Change'],
      detail: { status: ['ERROR', 'CANCELED'], queue: [streaming.queue.attrArn] },
    },
  });
  const ruleMetric = (rule: events.IRule, metricName: string) =>
    new cloudwatch.Metric({
      namespace: 'AWS/Events',
      metricName,
      dimensionsMap: { RuleName: rule.ruleName },
      period: FIVE_MINUTES,
      statistic: 'Sum',
    });
  alarm('TranscodeErrors', ruleMetric(failedJobs, 'MatchedEvents'), {
    threshold: 1,
    description:
      'A MediaConvert job for a lecture ended in ERROR or was canceled: that video plays as MP4 only. First: the job’s error message in the MediaConvert console, then Retry on the video in the admin’s Videos page.',
  });
  alarm('TranscodeEventsUndelivered', ruleMetric(streaming.rule, 'FailedInvocations'), {
    threshold: 1,
    description:
      'A transcode job’s COMPLETE or ERROR never reached the media events Lambda, even after retries: its video stays "processing". First: the mediaEvents Lambda alarms and log; then Retry on the video.',
  });
  alarm('TranscodeEventsDeadLettered', deadLetterDepth(streaming.deadLetters), {
    threshold: 1,
    description:
      'Job events the media events Lambda kept failing on wait in the dead-letter queue; the hourly stuck-job sweep settles their videos. First: the mediaEvents Lambda log for why it failed.',
  });
  const stuck = new cloudwatch.Metric({
    namespace,
    metricName: METRICS.stuckStreams,
    period: Duration.hours(1),
    statistic: 'Sum',
  });
  alarm('TranscodesStuck', stuck, {
    threshold: 1,
    description:
      'The hourly sweep found a lecture still "processing" long after any real job ends: its job hung or its end event was lost. The sweep settles it (ready, failed, or cancelled after 24 h). First: the streamSweep Lambda log ("stuck stream" lines name the job), then the job in the MediaConvert console; Retry on the video if it ended failed.',
  });
  alarm('StreamSubmissionsDeadLettered', deadLetterDepth(streaming.submissions.deadLetters), {
    threshold: 1,
    description:
      'Videos queued by "Make streaming versions" whose job could not be submitted after every try: they stay "queued" until the hourly sweep marks them failed, an hour after they were queued. First: the streamQueue Lambda log (MediaConvert throttling or unreachable); then Retry on each video, or Make streaming versions again.',
  });
  alarm('StreamSweepDeadLettered', deadLetterDepth(streaming.sweep.deadLetters), {
    threshold: 1,
    description:
      'An hourly run of the stuck-job sweep never reached its Lambda, even after retries: stuck lectures wait for the next run. First: the streamSweep Lambda’s throttles and errors; nothing to replay, the next run does the same work.',
  });
}

/**
 * The day's fee reminder run that EventBridge could not hand to its Lambda after its retries: no
 * student whose access ends soon was reminded that day, and nothing else would say so.
 */
export function feeReminderAlarms(deadLetters: sqs.IQueue | undefined, alarm: AlarmMaker): void {
  if (!deadLetters) return;
  alarm('FeeRemindersDeadLettered', deadLetterDepth(deadLetters), {
    threshold: 1,
    description:
      'The day’s fee reminder run never reached its Lambda, even after retries: students whose access ends soon were not reminded today. First: the feeReminders Lambda’s throttles and errors; then invoke it once by hand (it skips whoever it already reminded).',
  });
}

/**
 * SES's own review starts at 5 % bounces and 0.1 % complaints; the rate alarms leave time to act
 * first. A bounce or complaint left in the dead-letter queue is an address not yet marked, so it
 * keeps being mailed and keeps pushing those rates up: no sweep settles it, the operator must.
 */
export function mailAlarms(deadLetters: sqs.IQueue | undefined, alarm: AlarmMaker): void {
  const reputation = (metricName: string) =>
    new cloudwatch.Metric({ namespace: 'AWS/SES', metricName, period: Duration.minutes(15), statistic: 'Maximum' });
  alarm('SesBounceRate', reputation('Reputation.BounceRate'), {
    threshold: 0.02,
    description:
      'Over 2 % of mail bounced (SES reviews the sender at 5 % and may pause it). First: the mistyped addresses of the newest registrations; stop mailing them before SES stops all mail.',
  });
  alarm('SesComplaintRate', reputation('Reputation.ComplaintRate'), {
    threshold: 0.0005,
    description:
      'Over 0.05 % of mail was marked as spam (SES reviews the sender at 0.1 %). First: which mail it was (reminders or codes) and whether its recipients asked for it.',
  });
  if (!deadLetters) return;
  alarm('MailEventsDeadLettered', deadLetterDepth(deadLetters), {
    threshold: 1,
    description:
      'Bounces or complaints the mail-events Lambda kept failing on wait in its dead-letter queue: those addresses are not marked and keep being mailed. First: the mailEvents Lambda log for why; each message holds the SES event with the address.',
  });
}

function deadLetterDepth(queue: sqs.IQueue): cloudwatch.Metric {
  return queue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' });
}
