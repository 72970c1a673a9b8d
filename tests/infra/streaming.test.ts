/** The transcode pipeline in the stack: queue (no job template), roles, and the job-event rule. */
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { buildTestApp, logicalIdOf } from './build';

const { stack } = buildTestApp();
const template = Template.fromStack(stack);
const streaming = stack.streaming!;
const logicalId = (construct: IConstruct) => logicalIdOf(stack, construct);
const policiesOf = (roleId: string) =>
  Object.values(
    template.findResources('AWS::IAM::Policy', { Properties: { Roles: Match.arrayWith([{ Ref: roleId }]) } }),
  ).flatMap(
    (policy) =>
      (policy as { Properties: { PolicyDocument: { Statement: unknown[] } } }).Properties.PolicyDocument.Statement,
  ) as { Action: string | string[]; Resource: unknown; Condition?: unknown }[];
const actionsOf = (statement: { Action: string | string[] }) =>
  Array.isArray(statement.Action) ? statement.Action : [statement.Action];

describe('MediaConvert', () => {
  it('an on-demand queue', () => {
    template.resourceCountIs('AWS::MediaConvert::Queue', 1);
    template.hasResourceProperties('AWS::MediaConvert::Queue', { PricingPlan: 'ON_DEMAND', Status: 'ACTIVE' });
  });

  it('no job template: every job is fully specified by the code that submits it', () => {
    template.resourceCountIs('AWS::MediaConvert::JobTemplate', 0);
  });
});

describe('roles', () => {
  it('MediaConvert’s role reads the video buckets and writes only under media/ in the streams bucket', () => {
    template.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: {
        Statement: [Match.objectLike({ Principal: { Service: 'mediaconvert.amazonaws.com' } })],
      },
    });
    const statements = policiesOf(logicalId(streaming.role));
    const actions = statements.flatMap(actionsOf).sort();
    expect(actions).toEqual(['s3:GetObject', 's3:PutObject']);
    const put = statements.find((statement) => actionsOf(statement).includes('s3:PutObject'))!;
    expect(JSON.stringify(put.Resource)).toContain('/media/*');
    expect(JSON.stringify(put.Resource)).toContain(logicalId(stack.storage.buckets.streams));
  });

  it('the media function may submit and read jobs, and pass that role to MediaConvert only', () => {
    const media = stack.api.functions.media!;
    const statements = policiesOf(logicalId(media.role!));
    const pass = statements.filter((statement) => actionsOf(statement).includes('iam:PassRole'));
    expect(pass).toHaveLength(1);
    expect(pass[0]!.Resource).toEqual({ 'Fn::GetAtt': [logicalId(streaming.role), 'Arn'] });
    expect(pass[0]!.Condition).toEqual({ StringEquals: { 'iam:PassedToService': 'mediaconvert.amazonaws.com' } });
    const create = statements.find((statement) => actionsOf(statement).includes('mediaconvert:CreateJob'))!;
    expect(JSON.stringify(create.Resource)).toContain(logicalId(streaming.queue));
    expect(statements.some((statement) => actionsOf(statement).includes('mediaconvert:GetJob'))).toBe(true);
    expect(
      statements
        .flatMap(actionsOf)
        .filter((action) => action.startsWith('mediaconvert:'))
        .sort(),
    ).toEqual(['mediaconvert:CreateJob', 'mediaconvert:GetJob']);
  });

  it('the media function is configured with the queue and role, and no template', () => {
    const media = template.findResources('AWS::Lambda::Function', {
      Properties: { Environment: { Variables: Match.objectLike({ MEDIACONVERT_QUEUE: Match.anyValue() }) } },
    });
    expect(JSON.stringify(media)).not.toContain('MEDIACONVERT_TEMPLATE');
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          MEDIACONVERT_QUEUE: { 'Fn::GetAtt': [logicalId(streaming.queue), 'Arn'] },
          MEDIACONVERT_ROLE_ARN: { 'Fn::GetAtt': [logicalId(streaming.role), 'Arn'] },
        }),
      },
    });
  });
});

describe('job events', () => {
  it('COMPLETE, ERROR and CANCELED of this queue’s jobs go to the events Lambda', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['aws.mediaconvert'],
        'detail-type': ['MediaConvert Job State Change'],
        detail: {
          status: ['COMPLETE', 'ERROR', 'CANCELED'],
          queue: [{ 'Fn::GetAtt': [logicalId(streaming.queue), 'Arn'] }],
        },
      },
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalId(streaming.eventsFunction), 'Arn'] } })],
    });
  });

  it('the events Lambda runs functions/media/events.ts with the catalog and streams bucket only', () => {
    const statements = policiesOf(logicalId(streaming.eventsFunction.role!));
    const text = JSON.stringify(statements);
    expect(text).toContain(logicalId(stack.storage.buckets.streams));
    expect(text).toContain(logicalId(stack.data.tables.videoMeta));
    expect(text).not.toContain(logicalId(stack.storage.buckets.free));
    expect(text).not.toContain(logicalId(stack.data.tables.users));
    expect(text).not.toContain('mediaconvert:');
  });
});
