/** Jobs never strand a video: the rule takes CANCELED and has a dead-letter queue; the hourly sweep may ask and cancel. */
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, logicalIdOf } from './build';

let template: Template;
let logicalId: (construct: IConstruct) => string;
let streaming: NonNullable<ReturnType<typeof buildTestApp>['stack']['streaming']>;

beforeAll(() => {
  const { stack } = buildTestApp();
  template = Template.fromStack(stack);
  streaming = stack.streaming!;
  logicalId = (construct) => logicalIdOf(stack, construct);
  // Synthesis bundles every Lambda.
}, 300_000);

describe('the job-state rule', () => {
  it('takes COMPLETE, ERROR and CANCELED, with retries and a dead-letter queue', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: Match.objectLike({ detail: Match.objectLike({ status: ['COMPLETE', 'ERROR', 'CANCELED'] }) }),
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [logicalId(streaming.eventsFunction), 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 8, MaximumEventAgeInSeconds: 6 * 3600 },
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [logicalId(streaming.deadLetters), 'Arn'] } },
        }),
      ],
    });
  });
});

describe('the stuck-job sweep', () => {
  it('runs every hour, with retries and a dead-letter queue', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 hour)',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [logicalId(streaming.sweep.function), 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 },
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [logicalId(streaming.sweep.deadLetters), 'Arn'] } },
        }),
      ],
    });
    // EventBridge may put what it could not deliver there.
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: logicalId(streaming.sweep.deadLetters) }],
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({ Action: 'sqs:SendMessage', Principal: { Service: 'events.amazonaws.com' } }),
        ]),
      }),
    });
  });

  it('may read and cancel jobs, and write only the catalog and the streams bucket', () => {
    const roleId = logicalId(streaming.sweep.function.role!);
    const statements = Object.values(
      template.findResources('AWS::IAM::Policy', { Properties: { Roles: Match.arrayWith([{ Ref: roleId }]) } }),
    ).flatMap(
      (policy) =>
        (policy as { Properties: { PolicyDocument: { Statement: { Action: string | string[] }[] } } }).Properties
          .PolicyDocument.Statement,
    );
    const actions = statements.flatMap((statement) =>
      Array.isArray(statement.Action) ? statement.Action : [statement.Action],
    );
    expect(actions.filter((action) => action.startsWith('mediaconvert:')).sort()).toEqual([
      'mediaconvert:CancelJob',
      'mediaconvert:GetJob',
    ]);
    expect(actions).not.toContain('mediaconvert:CreateJob');
    expect(actions).not.toContain('iam:PassRole');
  });
});
