/**
 * "Make streaming versions" submits through a queue: encrypted, TLS-only, with a dead-letter queue;
 * its consumer reads it in paced batches, reports single failures, and may only submit jobs.
 */
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { STREAM_QUEUE_SETTINGS } from '../../functions/domain/streaming/queue-settings';
import { actionsOf, buildTestApp, logicalIdOf, statementsOfRole, type PolicyStatement } from './build';

type Statement = PolicyStatement;

let template: Template;
let logicalId: (construct: IConstruct) => string;
let streaming: NonNullable<ReturnType<typeof buildTestApp>['stack']['streaming']>;
let mediaFunctionId: string;

const policiesOf = (roleId: string): Statement[] => statementsOfRole(template, roleId);
const roleIdOf = (functionId: string): string =>
  (template.toJSON().Resources[functionId].Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];

beforeAll(() => {
  const { stack } = buildTestApp();
  template = Template.fromStack(stack);
  streaming = stack.streaming!;
  logicalId = (construct) => logicalIdOf(stack, construct);
  mediaFunctionId = logicalId(stack.api.functions.media!);
  // Synthesis bundles every Lambda.
}, 300_000);

describe('the stream submission queue', () => {
  it('is encrypted, with a visibility timeout six times the consumer’s and a dead-letter queue', () => {
    const queueId = logicalId(streaming.submissions.queue);
    const queue = template.toJSON().Resources[queueId].Properties;
    expect(queue).toMatchObject({
      SqsManagedSseEnabled: true,
      VisibilityTimeout: STREAM_QUEUE_SETTINGS.visibilityTimeoutSeconds,
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [logicalId(streaming.submissions.deadLetters), 'Arn'] },
        maxReceiveCount: STREAM_QUEUE_SETTINGS.maxReceiveCount,
      },
    });
    expect(STREAM_QUEUE_SETTINGS.visibilityTimeoutSeconds).toBe(6 * STREAM_QUEUE_SETTINGS.consumerTimeoutSeconds);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Timeout: STREAM_QUEUE_SETTINGS.consumerTimeoutSeconds,
      Handler: 'index.handler',
      Role: { 'Fn::GetAtt': [Match.stringLikeRegexp('SubmissionsRole'), 'Arn'] },
    });
    template.hasResourceProperties('AWS::SQS::Queue', {
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 24 * 3600,
    });
  });

  it('both queues refuse anything but TLS', () => {
    for (const queue of [streaming.submissions.queue, streaming.submissions.deadLetters]) {
      template.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: logicalId(queue) }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Deny',
              Action: 'sqs:*',
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            }),
          ]),
        },
      });
    }
  });

  it('the consumer reads it in batches of ten, two at most at once, reporting single failures', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [logicalId(streaming.submissions.queue), 'Arn'] },
      FunctionName: { Ref: logicalId(streaming.submissions.function) },
      BatchSize: 10,
      ScalingConfig: { MaximumConcurrency: 2 },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('the consumer submits jobs on the streaming queue and passes MediaConvert’s role only', () => {
    const statements = policiesOf(roleIdOf(logicalId(streaming.submissions.function)));
    const createJob = statements.find((s) => actionsOf(s).includes('mediaconvert:CreateJob'));
    expect(createJob?.Resource).toEqual(
      expect.arrayContaining([{ 'Fn::GetAtt': [logicalId(streaming.queue), 'Arn'] }]),
    );
    const passRole = statements.find((s) => actionsOf(s).includes('iam:PassRole'));
    expect(passRole).toMatchObject({
      Resource: { 'Fn::GetAtt': [logicalId(streaming.role), 'Arn'] },
      Condition: { StringEquals: { 'iam:PassedToService': 'mediaconvert.amazonaws.com' } },
    });
    expect(statements.flatMap(actionsOf)).toEqual(
      expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:ChangeMessageVisibility']),
    );
    expect(statements.flatMap(actionsOf)).not.toContain('sqs:SendMessage');
  });

  it('the media function may send to it, and is told its URL', () => {
    const statements = policiesOf(roleIdOf(mediaFunctionId));
    const send = statements.find((s) => actionsOf(s).includes('sqs:SendMessage'));
    expect(send?.Resource).toEqual({ 'Fn::GetAtt': [logicalId(streaming.submissions.queue), 'Arn'] });
    const env = template.toJSON().Resources[mediaFunctionId].Properties.Environment.Variables;
    expect(env.STREAM_QUEUE_URL).toEqual({ Ref: logicalId(streaming.submissions.queue) });
  });
});
