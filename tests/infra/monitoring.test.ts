/**
 * Operating the stack: one alarm topic (its e-mail a deploy parameter), an alarm of each kind on the
 * metric it claims to watch, the monthly budget notifying the topic, the tutor's dashboard, and
 * cdk-nag clean over all of it. The stack is synthesised once, with the two defaults in context.
 */
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { METRICS } from '../../functions/shared/metric-names';
import type { EngTechStack } from '../../infra/stack';
import { buildTestApp, logicalIdOf } from './build';

type Resource = { Type: string; Properties: Record<string, unknown>; Condition?: string };
interface WatchedMetric {
  namespace: string;
  name: string;
  dimensions: Record<string, unknown>;
}

let app: ReturnType<typeof buildTestApp>['app'];
let stack: EngTechStack;
let resources: Record<string, Resource>;
let template: Template;
const logicalId = (construct: IConstruct) => logicalIdOf(stack, construct);
const ref = (construct: IConstruct) => ({ Ref: logicalId(construct) });
const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);

/** What an alarm watches: its one metric, or every metric of its math expression. */
function watched(alarm: Resource): WatchedMetric[] {
  const p = alarm.Properties as {
    Namespace?: string;
    MetricName?: string;
    Dimensions?: { Name: string; Value: unknown }[];
    Metrics?: {
      MetricStat?: {
        Metric: { Namespace: string; MetricName: string; Dimensions?: { Name: string; Value: unknown }[] };
      };
    }[];
  };
  const dims = (list: { Name: string; Value: unknown }[] = []) =>
    Object.fromEntries(list.map((d) => [d.Name, d.Value]));
  if (p.MetricName) return [{ namespace: p.Namespace!, name: p.MetricName, dimensions: dims(p.Dimensions) }];
  return (p.Metrics ?? []).flatMap((m) =>
    m.MetricStat
      ? [
          {
            namespace: m.MetricStat.Metric.Namespace,
            name: m.MetricStat.Metric.MetricName,
            dimensions: dims(m.MetricStat.Metric.Dimensions),
          },
        ]
      : [],
  );
}
const alarms = () => ofType('AWS::CloudWatch::Alarm').map(([id, r]) => ({ id, resource: r, metrics: watched(r) }));
/** The alarms watching a metric of that namespace and name whose dimensions include `dimensions`. */
const alarmsOn = (namespace: string, name: string, dimensions: Record<string, unknown> = {}) =>
  alarms().filter(({ metrics }) =>
    metrics.some(
      (m) =>
        m.namespace === namespace &&
        m.name === name &&
        Object.entries(dimensions).every(([k, v]) => JSON.stringify(m.dimensions[k]) === JSON.stringify(v)),
    ),
  );

beforeAll(() => {
  ({ app, stack } = buildTestApp({ alarmEmail: 'tutor@engtech.example', monthlyBudgetUsd: '40' }));
  template = Template.fromStack(stack);
  resources = template.toJSON().Resources as Record<string, Resource>;
  // Synthesis bundles every Lambda with esbuild: minutes on a busy machine, not the hook's default seconds.
}, 600_000);

describe('the alarm topic', () => {
  it('is mailed to the AlarmEmail parameter, whose default is the alarmEmail context', () => {
    const parameters = template.toJSON().Parameters as Record<string, Record<string, unknown>>;
    expect(parameters.AlarmEmail).toMatchObject({ Type: 'String', Default: 'tutor@engtech.example' });
    const topics = ofType('AWS::SNS::Topic');
    expect(topics).toHaveLength(1);
    const subscriptions = ofType('AWS::SNS::Subscription').map(([, r]) => r.Properties);
    expect(subscriptions).toEqual([
      expect.objectContaining({ Protocol: 'email', Endpoint: { Ref: 'AlarmEmail' }, TopicArn: { Ref: topics[0]![0] } }),
    ]);
  });

  it('is encrypted with a rotated key of ours that CloudWatch and Budgets may use, and refuses plain HTTP', () => {
    const [[, topic]] = ofType('AWS::SNS::Topic') as [[string, Resource]];
    const keyId = logicalId(stack.monitoring.node.findChild('AlarmTopicKey'));
    expect(topic.Properties.KmsMasterKeyId).toEqual({ 'Fn::GetAtt': [keyId, 'Arn'] });
    expect(resources[keyId]!.Properties.EnableKeyRotation).toBe(true);
    const keyPolicy = JSON.stringify(resources[keyId]!.Properties.KeyPolicy);
    for (const service of ['cloudwatch.amazonaws.com', 'budgets.amazonaws.com']) expect(keyPolicy).toContain(service);

    const [[, policy]] = ofType('AWS::SNS::TopicPolicy') as [[string, Resource]];
    const statements = (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement;
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'sns:Publish',
        Principal: { Service: ['cloudwatch.amazonaws.com', 'budgets.amazonaws.com'] },
      }),
    );
  });

  it('every alarm notifies it and says what it means and what to do first', () => {
    const topicId = ofType('AWS::SNS::Topic')[0]![0];
    expect(alarms().length).toBeGreaterThan(20);
    for (const { id, resource } of alarms()) {
      expect(resource.Properties.AlarmActions, id).toEqual([{ Ref: topicId }]);
      expect(resource.Properties.AlarmDescription, id).toMatch(/First: .{20,}/);
    }
  });
});

describe('the alarms', () => {
  it('Lambda errors and throttles for every endpoint group and every function beside them', () => {
    const functions = stack.monitoring.parts.functions;
    expect(Object.keys(functions)).toEqual(
      expect.arrayContaining([
        ...Object.keys(stack.api.functions),
        'live',
        'closeTimer',
        'mediaEvents',
        'streamSweep',
        'streamQueue',
        'feeReminders',
        'mailEvents',
      ]),
    );
    for (const [name, fn] of Object.entries(functions)) {
      for (const metric of ['Errors', 'Throttles']) {
        expect(alarmsOn('AWS/Lambda', metric, { FunctionName: ref(fn) }), `${name} ${metric}`).toHaveLength(1);
      }
    }
  });

  it('the HTTP API’s 5xx rate, and its 429 answers counted from the access log', () => {
    const api = { ApiId: ref(stack.api.httpApi) };
    const [rate] = alarmsOn('AWS/ApiGateway', '5xx', api);
    expect(rate!.metrics.map((m) => m.name).sort()).toEqual(['5xx', 'Count']);
    const filters = ofType('AWS::Logs::MetricFilter').map(([, r]) => r.Properties);
    const filter = filters.find((f) => JSON.stringify(f.LogGroupName) === JSON.stringify(ref(stack.api.accessLogs)));
    expect(filter).toMatchObject({
      FilterPattern: '{ $.status = "429" }',
      MetricTransformations: [{ MetricNamespace: stack.stackName, MetricName: 'Api429Answers', MetricValue: '1' }],
    });
    expect(alarmsOn(stack.stackName, 'Api429Answers')).toHaveLength(1);
  });

  it('the WebSocket API’s server errors and 429s', () => {
    const live = stack.live!;
    const ws = { ApiId: ref(live.webSocketApi), Stage: live.stage.stageName };
    expect(alarmsOn('AWS/ApiGateway', 'IntegrationError', ws)).toHaveLength(1);
    expect(alarmsOn('AWS/ApiGateway', 'ExecutionError', ws)).toHaveLength(1);
    const filters = ofType('AWS::Logs::MetricFilter').map(([, r]) => r.Properties);
    expect(filters.find((f) => JSON.stringify(f.LogGroupName) === JSON.stringify(ref(live.accessLogs)))).toMatchObject({
      FilterPattern: '{ $.status = "429" }',
    });
    expect(alarmsOn(stack.stackName, 'Live429Answers')).toHaveLength(1);
  });

  it('DynamoDB throttles and system errors, table by table', () => {
    for (const [key, table] of Object.entries(stack.data.tables)) {
      const name = { TableName: ref(table) };
      expect(alarmsOn('AWS/DynamoDB', 'ReadThrottleEvents', name), key).toHaveLength(1);
      expect(alarmsOn('AWS/DynamoDB', 'WriteThrottleEvents', name), key).toHaveLength(1);
      const [errors] = alarmsOn('AWS/DynamoDB', 'SystemErrors', name);
      expect(errors!.metrics.map((m) => m.dimensions.Operation)).toEqual(
        expect.arrayContaining(['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem']),
      );
      // One alarm watches at most ten metrics.
      expect(errors!.metrics.length).toBeLessThanOrEqual(10);
    }
  });

  it('transcode jobs ending in ERROR or CANCELED, and job events the events Lambda never took', () => {
    const streaming = stack.streaming!;
    // The counting rule has no target; the events Lambda's own rule also matches CANCELED.
    const counting = ofType('AWS::Events::Rule').filter(
      ([, r]) => (JSON.stringify(r.Properties.EventPattern) ?? '').includes('CANCELED') && !r.Properties.Targets,
    );
    expect(counting).toHaveLength(1);
    const [ruleId, rule] = counting[0]!;
    expect(rule.Properties.EventPattern).toMatchObject({
      source: ['aws.mediaconvert'],
      detail: { status: ['ERROR', 'CANCELED'], queue: [{ 'Fn::GetAtt': [logicalId(streaming.queue), 'Arn'] }] },
    });
    expect(rule.Properties.Targets).toBeUndefined();
    expect(alarmsOn('AWS/Events', 'MatchedEvents', { RuleName: { Ref: ruleId } })).toHaveLength(1);
    expect(alarmsOn('AWS/Events', 'FailedInvocations', { RuleName: ref(streaming.rule) })).toHaveLength(1);
    const deadLetters = { QueueName: { 'Fn::GetAtt': [logicalId(streaming.deadLetters), 'QueueName'] } };
    expect(alarmsOn('AWS/SQS', 'ApproximateNumberOfMessagesVisible', deadLetters)).toHaveLength(1);
    // And the stream submissions that were dead-lettered: their videos stay queued.
    const submissions = {
      QueueName: { 'Fn::GetAtt': [logicalId(streaming.submissions.deadLetters), 'QueueName'] },
    };
    const [stranded] = alarmsOn('AWS/SQS', 'ApproximateNumberOfMessagesVisible', submissions);
    expect(stranded!.resource.Properties.Threshold).toBe(1);
  });

  it('scheduled runs EventBridge could not deliver: the hourly stream sweep and the daily fee reminders', () => {
    for (const queue of [stack.streaming!.sweep.deadLetters, stack.feeReminders!.deadLetters]) {
      const deadLetters = { QueueName: { 'Fn::GetAtt': [logicalId(queue), 'QueueName'] } };
      const [waiting, ...others] = alarmsOn('AWS/SQS', 'ApproximateNumberOfMessagesVisible', deadLetters);
      expect(others).toEqual([]);
      expect(waiting!.resource.Properties).toMatchObject({ Threshold: 1, Statistic: 'Maximum' });
    }
  });

  it('bounces and complaints the mail-events Lambda never took, waiting in its dead-letter queue', () => {
    const deadLetters = { QueueName: { 'Fn::GetAtt': [logicalId(stack.mailEvents.deadLetters), 'QueueName'] } };
    const [waiting, ...others] = alarmsOn('AWS/SQS', 'ApproximateNumberOfMessagesVisible', deadLetters);
    expect(others).toEqual([]);
    expect(waiting!.resource.Properties).toMatchObject({
      Threshold: 1,
      Statistic: 'Maximum',
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it('SES bounce and complaint rates, well under the levels at which SES reviews the sender', () => {
    const [bounce] = alarmsOn('AWS/SES', 'Reputation.BounceRate');
    const [complaint] = alarmsOn('AWS/SES', 'Reputation.ComplaintRate');
    expect(bounce!.resource.Properties.Threshold).toBeLessThanOrEqual(0.025);
    expect(complaint!.resource.Properties.Threshold).toBeLessThanOrEqual(0.0005);
  });

  it('CloudFront’s 5xx rate, made only where its metrics are (us-east-1, Region=Global)', () => {
    const [cdn] = alarmsOn('AWS/CloudFront', '5xxErrorRate', {
      DistributionId: ref(stack.web.distribution),
      Region: 'Global',
    });
    const conditions = template.toJSON().Conditions as Record<string, unknown>;
    expect(conditions[cdn!.resource.Condition!]).toEqual({ 'Fn::Equals': [{ Ref: 'AWS::Region' }, 'us-east-1'] });
    // Nothing refers to it: elsewhere it does not exist.
    const others = JSON.stringify({ ...resources, [cdn!.id]: undefined });
    expect(others).not.toContain(`"${cdn!.id}"`);
  });

  it('the MP4 fallbacks the player reports, counted in the stack’s namespace the media group writes to', () => {
    expect(alarmsOn(stack.stackName, METRICS.streamFallbacks)).toHaveLength(1);
    const media = resources[logicalId(stack.api.functions.media!)]!.Properties.Environment as {
      Variables: Record<string, unknown>;
    };
    expect(media.Variables.METRICS_NAMESPACE).toBe(stack.stackName);
    // The report route has a limit of its own, so a flood of reports cannot take the stage's budget.
    const stage = resources[logicalId(stack.api.stage)]!.Properties.RouteSettings as Record<string, unknown>;
    expect(stage['POST /api/aws/streamFallback/{folder}']).toEqual({
      ThrottlingRateLimit: 20,
      ThrottlingBurstLimit: 40,
    });
  });

  it('stuck transcode jobs the hourly sweep finds, counted in the same namespace by the sweep', () => {
    const stuck = alarmsOn(stack.stackName, METRICS.stuckStreams);
    expect(stuck).toHaveLength(1);
    expect(stuck[0]!.resource.Properties).toMatchObject({ Threshold: 1, Period: 3600, Statistic: 'Sum' });
    const sweep = resources[logicalId(stack.streaming!.sweep.function)]!.Properties.Environment as {
      Variables: Record<string, unknown>;
    };
    expect(sweep.Variables.METRICS_NAMESPACE).toBe(stack.stackName);
  });
});

describe('the budget', () => {
  it('a monthly cost budget of MonthlyBudgetUsd, alerting the topic at 80 % spent and 100 % forecast', () => {
    const parameters = template.toJSON().Parameters as Record<string, Record<string, unknown>>;
    expect(parameters.MonthlyBudgetUsd).toMatchObject({ Type: 'Number', Default: 40 });
    const [[, budget]] = ofType('AWS::Budgets::Budget') as [[string, Resource]];
    expect(budget.Properties.Budget).toMatchObject({
      BudgetType: 'COST',
      TimeUnit: 'MONTHLY',
      BudgetLimit: { Amount: { Ref: 'MonthlyBudgetUsd' }, Unit: 'USD' },
    });
    const topic = { Ref: ofType('AWS::SNS::Topic')[0]![0] };
    const notifications = budget.Properties.NotificationsWithSubscribers as Record<string, unknown>[];
    expect(notifications).toEqual([
      {
        Notification: expect.objectContaining({
          NotificationType: 'ACTUAL',
          Threshold: 80,
          ThresholdType: 'PERCENTAGE',
        }),
        Subscribers: [{ SubscriptionType: 'SNS', Address: topic }],
      },
      {
        Notification: expect.objectContaining({
          NotificationType: 'FORECASTED',
          Threshold: 100,
          ThresholdType: 'PERCENTAGE',
        }),
        Subscribers: [{ SubscriptionType: 'SNS', Address: topic }],
      },
    ]);
  });

  it('refuses an alarmEmail or monthlyBudgetUsd that is not one', () => {
    expect(() => buildTestApp({ alarmEmail: 'tutor' })).toThrow(/"alarmEmail" must be one email address/);
    expect(() => buildTestApp({ monthlyBudgetUsd: 'forty' })).toThrow(/"monthlyBudgetUsd" must be an amount/);
  });
});

describe('the dashboard', () => {
  it('shows students active, lecture video streamed, fallbacks, errors and spend to date', () => {
    const dashboards = ofType('AWS::CloudWatch::Dashboard');
    expect(dashboards).toHaveLength(1);
    const body = JSON.stringify(dashboards[0]![1].Properties.DashboardBody);
    for (const shown of [
      METRICS.signIns,
      'BytesDownloaded',
      METRICS.streamFallbacks,
      '\\"Errors\\"',
      '5xx',
      'EstimatedCharges',
    ]) {
      expect(body, shown).toContain(shown);
    }
    // CloudFront's and Billing's metrics are read where they are published.
    expect(body).toContain('\\"region\\":\\"us-east-1\\"');
  });
});

describe('cdk-nag', () => {
  it('the monitoring resources raise no unacknowledged finding', () => {
    const report = new AwsSolutionsChecks().validateScope(app);
    const ours = report.violations.filter((v) =>
      v.violatingResources.some((r) => /Monitoring/.test(r.constructPath ?? '')),
    );
    expect(ours.map((v) => `${v.ruleName} ${v.violatingResources.map((r) => r.constructPath)}`)).toEqual([]);
  });
});
