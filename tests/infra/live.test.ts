/**
 * The live quiz's cloud parts, built with stand-in handlers and a quiz group: the WebSocket API's
 * routes reach the live function, the site forwards /live to it, Scheduler's role may invoke only
 * the close timer, and each function holds exactly the grants and settings it needs.
 */
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import type { EndpointGroup } from '../../functions/groups';
import { quizRouteKeys } from '../../functions/quiz/route-keys';
import { buildApp } from '../../infra/app';
import { LIVE_REQUEST_HEADERS } from '../../infra/live-route';
import { buildTestApp, cdkContext, logicalIdOf, testGroups, webBuildFixture } from './build';

const quizFixture: EndpointGroup = {
  name: 'quiz',
  entry: 'tests/infra/fixtures/media-handler.ts',
  routes: quizRouteKeys,
  tables: { read: ['users'], write: ['quizzes'] },
  buckets: { read: [], write: ['quizImages'] },
  sendsEmail: false,
};

/** Every other group, so the quiz group here is the one above with its stand-in handler. */
const withoutQuiz = testGroups.filter((group) => group.name !== 'quiz');

const { app, stack } = buildApp({
  appProps: { context: { ...cdkContext, webAssetPath: webBuildFixture() } },
  groups: [...withoutQuiz, quizFixture],
  liveEntries: { live: 'tests/infra/fixtures/live-handler.ts', closeTimer: 'tests/infra/fixtures/close-timer.ts' },
});
const template = Template.fromStack(stack);
type Resource = { Type: string; Properties: Record<string, unknown> };
const resources = template.toJSON().Resources as Record<string, Resource>;
const logicalId = (construct: IConstruct) => logicalIdOf(stack, construct);
const live = stack.live!;
const quizFunction = stack.api.functions.quiz!;

const statementsOf = (role: IConstruct) =>
  Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy')
    .filter((r) => JSON.stringify(r.Properties.Roles) === JSON.stringify([{ Ref: logicalId(role) }]))
    .flatMap((r) => (r.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement);
const envOf = (fn: IConstruct) =>
  (resources[logicalId(fn)]!.Properties.Environment as { Variables: Record<string, unknown> }).Variables;

describe('the WebSocket API', () => {
  it('routes $connect, $disconnect and $default to the live function', () => {
    const apiId = logicalId(live.webSocketApi);
    expect(resources[apiId]!.Properties).toMatchObject({ ProtocolType: 'WEBSOCKET' });
    const routes = Object.values(resources).filter(
      (r) =>
        r.Type === 'AWS::ApiGatewayV2::Route' && JSON.stringify(r.Properties.ApiId) === JSON.stringify({ Ref: apiId }),
    );
    expect(routes.map((r) => r.Properties.RouteKey).sort()).toEqual(['$connect', '$default', '$disconnect']);
    for (const route of routes) {
      const integrationId = /"Ref":"([A-Za-z0-9]+)"/.exec(JSON.stringify(route.Properties.Target))![1]!;
      expect(JSON.stringify(resources[integrationId]!.Properties.IntegrationUri)).toContain(
        logicalId(live.liveFunction),
      );
    }
  });

  it('throttles the stage for 2,000 phones, $connect at the account rate, with access logs', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: 'live',
      ApiId: { Ref: logicalId(live.webSocketApi) },
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 1000, ThrottlingBurstLimit: 2500 },
      RouteSettings: {
        $connect: { ThrottlingRateLimit: 500, ThrottlingBurstLimit: 1000 },
        $default: { ThrottlingRateLimit: 1000, ThrottlingBurstLimit: 2500 },
      },
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });

  it("gives the live function and the close timer the stage's callback URL and the tables they use", () => {
    for (const fn of [live.liveFunction, live.closeTimerFunction]) {
      const env = envOf(fn);
      expect(JSON.stringify(env.LIVE_CALLBACK_URL)).toContain(logicalId(live.webSocketApi));
      expect(JSON.stringify(env.LIVE_CALLBACK_URL)).toContain('/live');
      expect(env).toMatchObject({
        QUIZZES_TABLE: { Ref: expect.any(String) },
        USERS_TABLE: { Ref: expect.any(String) },
        SITE_ORIGIN: expect.anything(),
        ORIGIN_SECRET_ID: expect.anything(),
      });
    }
  });
});

describe('the HTTP API', () => {
  it("gives quiz answers their own limit above the stage's, for a class answering at once", () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      RouteSettings: Match.objectLike({
        'POST /api/quiz/answer/{quizId}': { ThrottlingRateLimit: 1000, ThrottlingBurstLimit: 2000 },
      }),
    });
  });
});

describe('grants', () => {
  it('lets the live function, the close timer and the quiz group post to connections', () => {
    for (const fn of [live.liveFunction, live.closeTimerFunction, quizFunction]) {
      const manage = statementsOf(fn.role!).filter((s) => s.Action === 'execute-api:ManageConnections');
      expect(manage).toHaveLength(1);
      expect(JSON.stringify(manage[0]!.Resource)).toContain(`${logicalId(live.webSocketApi)}`);
      expect(JSON.stringify(manage[0]!.Resource)).toContain('/live/*/@connections/*');
    }
  });

  it('Scheduler may assume its role only for this group, and the role may only invoke the close timer', () => {
    const role = resources[logicalId(live.schedulerRole)]!.Properties;
    const trust = (role.AssumeRolePolicyDocument as { Statement: Record<string, unknown>[] }).Statement;
    expect(trust).toEqual([
      expect.objectContaining({
        Action: 'sts:AssumeRole',
        Principal: { Service: 'scheduler.amazonaws.com' },
        Condition: {
          StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } },
          ArnLike: { 'aws:SourceArn': expect.anything() },
        },
      }),
    ]);
    expect(JSON.stringify(trust)).toContain(`:schedule/${live.scheduleGroup.scheduleGroupName}/*`);
    expect(statementsOf(live.schedulerRole)).toEqual([
      expect.objectContaining({
        Action: 'lambda:InvokeFunction',
        Resource: { 'Fn::GetAtt': [logicalId(live.closeTimerFunction), 'Arn'] },
      }),
    ]);
  });

  it("lets the quiz group create and delete its group's schedules and pass only Scheduler's role", () => {
    const statements = statementsOf(quizFunction.role!);
    const scheduling = statements.find((s) => JSON.stringify(s.Action).includes('scheduler:'))!;
    expect(scheduling.Action).toEqual(['scheduler:CreateSchedule', 'scheduler:DeleteSchedule']);
    expect(JSON.stringify(scheduling.Resource)).toContain(`:schedule/${live.scheduleGroup.scheduleGroupName}/*`);
    expect(statements.find((s) => s.Action === 'iam:PassRole')).toMatchObject({
      Resource: { 'Fn::GetAtt': [logicalId(live.schedulerRole), 'Arn'] },
      Condition: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
    });
    const env = envOf(quizFunction);
    expect(env).toMatchObject({
      QUIZ_CLOSE_TARGET_ARN: { 'Fn::GetAtt': [logicalId(live.closeTimerFunction), 'Arn'] },
      QUIZ_SCHEDULER_ROLE_ARN: { 'Fn::GetAtt': [logicalId(live.schedulerRole), 'Arn'] },
      QUIZ_SCHEDULE_GROUP: live.scheduleGroup.scheduleGroupName,
    });
    expect(JSON.stringify(env.LIVE_CALLBACK_URL)).toContain(logicalId(live.webSocketApi));
  });

  it('gives the close timer a timeout beyond Scheduler’s minute of imprecision', () => {
    expect(resources[logicalId(live.closeTimerFunction)]!.Properties.Timeout).toBeGreaterThan(60);
  });
});

describe('CloudFront /live', () => {
  const distribution = resources[logicalId(stack.web.distribution)]!.Properties.DistributionConfig as {
    CacheBehaviors: Record<string, unknown>[];
    Origins: { Id: string; DomainName: unknown; OriginPath?: string; OriginCustomHeaders?: unknown[] }[];
  };
  const behaviour = distribution.CacheBehaviors.find((b) => b.PathPattern === '/live')!;

  it('forwards /live uncached to the WebSocket API, stage path as the site path, with the origin secret', () => {
    expect(behaviour).toMatchObject({
      ViewerProtocolPolicy: 'https-only',
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
      AllowedMethods: ['GET', 'HEAD'],
    });
    const origin = distribution.Origins.find((o) => o.Id === behaviour.TargetOriginId)!;
    expect(JSON.stringify(origin.DomainName)).toContain(logicalId(live.webSocketApi));
    expect(origin.OriginPath ?? '').toBe('');
    expect(JSON.stringify(origin.OriginCustomHeaders)).toContain('x-origin-verify');
    expect(JSON.stringify(origin.OriginCustomHeaders)).toContain(logicalId(stack.originSecret.secret));
  });

  it('sends the handshake headers, cookies, Origin, the viewer address and the quiz parameter', () => {
    const policyId = (behaviour.OriginRequestPolicyId as { Ref: string }).Ref;
    const config = resources[policyId]!.Properties.OriginRequestPolicyConfig as Record<string, Record<string, unknown>>;
    expect(config.CookiesConfig).toEqual({ CookieBehavior: 'all' });
    expect(config.QueryStringsConfig).toEqual({ QueryStringBehavior: 'whitelist', QueryStrings: ['quiz'] });
    expect(config.HeadersConfig).toEqual({ HeaderBehavior: 'whitelist', Headers: [...LIVE_REQUEST_HEADERS] });
    expect(LIVE_REQUEST_HEADERS).toEqual(
      expect.arrayContaining([
        'Sec-WebSocket-Key',
        'Sec-WebSocket-Version',
        'Sec-WebSocket-Protocol',
        'Sec-WebSocket-Extensions',
        'Origin',
      ]),
    );
  });
});

describe('without the quiz group', () => {
  it('builds no WebSocket API, close timer or /live behaviour', () => {
    const plain = Template.fromStack(buildTestApp({}, withoutQuiz).stack).toJSON() as {
      Resources: Record<string, Resource>;
    };
    const types = Object.values(plain.Resources).map((r) => r.Type);
    expect(types).not.toContain('AWS::Scheduler::ScheduleGroup');
    expect(Object.values(plain.Resources).filter((r) => r.Properties.ProtocolType === 'WEBSOCKET')).toEqual([]);
    expect(JSON.stringify(plain)).not.toContain('"PathPattern":"/live"');
  });
});

describe('cdk-nag', () => {
  it('synthesises the stack with the live quiz and no unacknowledged finding', () => {
    expect(() => app.synth()).not.toThrow();
    const report = new AwsSolutionsChecks().validateScope(app);
    expect(report.violations.map((v) => `${v.ruleName} ${v.violatingResources.map((r) => r.constructPath)}`)).toEqual(
      [],
    );
  });
});
