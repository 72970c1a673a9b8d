/** The transcode pipeline in the stack: queue, template from the ladder, roles, and the job-event rule. */
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { AUDIO_SAMPLE_RATE, LADDERS, SEGMENT_SECONDS } from '../../functions/domain/streaming/ladder';
import { qvbrLevel } from '../../functions/domain/streaming/job-settings';

const LADDER = LADDERS.slides;
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

  it('the template is the slides ladder: a 540p data saver at 5 fps with a keyframe every 12 s', () => {
    const settings = JSON.stringify(
      (Object.values(template.findResources('AWS::MediaConvert::JobTemplate'))[0] as { Properties: unknown })
        .Properties,
    );
    expect(settings).toContain('"NameModifier":"_540p"');
    expect(LADDER[0]).toMatchObject({ name: '540p', height: 540, maxFps: 5, gopSeconds: 12 });
    // 360p and 720p no longer share one QVBR level; the slides' 360p is at the top one, for its text.
    expect(qvbrLevel(LADDER[1]!.crf)).not.toEqual(qvbrLevel(LADDER[2]!.crf));
    expect(settings).toMatch(/"NameModifier":"_360p".*?"QvbrQualityLevel":10[,}]/);
  });

  it('a job template on that queue whose HLS outputs are the ladder', () => {
    const templates = Object.values(template.findResources('AWS::MediaConvert::JobTemplate'));
    expect(templates).toHaveLength(1);
    const properties = (templates[0] as { Properties: Record<string, unknown> }).Properties;
    expect(properties.Queue).toEqual({ 'Fn::GetAtt': [logicalId(streaming.queue), 'Arn'] });
    const settings = properties.SettingsJson as {
      OutputGroups: {
        OutputGroupSettings: { HlsGroupSettings: { SegmentLength: number } };
        Outputs: {
          NameModifier: string;
          VideoDescription: {
            Width: number;
            Height: number;
            CodecSettings: { Codec: string; H264Settings: Record<string, unknown> };
          };
          AudioDescriptions: { CodecSettings: { AacSettings: { CodingMode: string; SampleRate: number } } }[];
        }[];
      }[];
    };
    const group = settings.OutputGroups[0]!;
    expect(group.OutputGroupSettings.HlsGroupSettings.SegmentLength).toBe(SEGMENT_SECONDS);
    expect(group.Outputs.map((output) => output.NameModifier)).toEqual(LADDER.map((r) => `_${r.name}`));
    group.Outputs.forEach((output, index) => {
      const rendition = LADDER[index]!;
      expect(output.VideoDescription).toMatchObject({ Width: rendition.width, Height: rendition.height });
      expect(output.VideoDescription.CodecSettings.Codec).toBe('H_264');
      expect(output.VideoDescription.CodecSettings.H264Settings).toMatchObject({
        RateControlMode: 'QVBR',
        MaxBitrate: rendition.maxVideoBitrate,
        GopSize: rendition.gopSeconds,
        GopSizeUnits: 'SECONDS',
        GopClosedCadence: 1,
        SceneChangeDetect: 'DISABLED',
        FramerateControl: 'SPECIFIED',
        FramerateNumerator: rendition.maxFps,
        FramerateDenominator: 1,
        FramerateConversionAlgorithm: 'DUPLICATE_DROP',
        QvbrSettings: { QvbrQualityLevel: qvbrLevel(rendition.crf).level },
      });
      expect(output.AudioDescriptions[0]!.CodecSettings.AacSettings).toMatchObject({
        CodingMode: 'CODING_MODE_1_0',
        SampleRate: AUDIO_SAMPLE_RATE,
      });
    });
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
    expect(JSON.stringify(create.Resource)).toContain(logicalId(streaming.template));
    expect(statements.some((statement) => actionsOf(statement).includes('mediaconvert:GetJob'))).toBe(true);
    expect(
      statements
        .flatMap(actionsOf)
        .filter((action) => action.startsWith('mediaconvert:'))
        .sort(),
    ).toEqual(['mediaconvert:CreateJob', 'mediaconvert:GetJob']);
  });

  it('the media function is configured with the template, queue and role', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          MEDIACONVERT_TEMPLATE: { 'Fn::GetAtt': [logicalId(streaming.template), 'Name'] },
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
