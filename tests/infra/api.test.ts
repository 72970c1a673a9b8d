/** The HTTP API: every route of every endpoint group reaches that group's function, built as specified. */
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { buckets, tables } from '../../functions/shared/resources';
import { buildTestApp, cdkContext, fixtureGroup, logicalIdOf, testGroups } from './build';

const { app, stack } = buildTestApp();
const template = Template.fromStack(stack);
const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>;
const logicalId = (construct: IConstruct) => logicalIdOf(stack, construct);
const ref = (id: string) => ({ Ref: id });

describe('routes', () => {
  it.each(testGroups.flatMap((group) => group.routes.map((routeKey) => [routeKey, group.name] as const)))(
    '%s → the %s function (payload 2.0)',
    (routeKey, groupName) => {
      const fnId = logicalId(stack.api.functions[groupName]!);
      const routes = Object.values(
        template.findResources('AWS::ApiGatewayV2::Route', { Properties: { RouteKey: routeKey } }),
      );
      expect(routes).toHaveLength(1);
      const target = JSON.stringify(routes[0]!.Properties.Target);
      const integrationId = /"Ref":"([A-Za-z0-9]+)"/.exec(target)?.[1];
      const integration = resources[integrationId!]!;
      expect(integration.Type).toBe('AWS::ApiGatewayV2::Integration');
      expect(integration.Properties).toMatchObject({
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        IntegrationUri: { 'Fn::GetAtt': [fnId, 'Arn'] },
      });
    },
  );

  it("has no route beyond the groups' routes", () => {
    const expected = testGroups.flatMap((group) => group.routes).sort();
    // The HTTP API's routes only: the live quiz's WebSocket API has routes of its own.
    const actual = Object.values(
      template.findResources('AWS::ApiGatewayV2::Route', { Properties: { ApiId: ref(logicalId(stack.api.httpApi)) } }),
    )
      .map((route) => route.Properties.RouteKey as string)
      .sort();
    expect(actual).toEqual(expected);
  });

  it('throttles the stage and writes access logs to a log group with retention', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 200, ThrottlingBurstLimit: 400 },
      // Progress saves, logins and mail-sending routes have their own, tighter limits.
      RouteSettings: {
        'PUT /api/videoMeta/progress/{title}': { ThrottlingRateLimit: 120, ThrottlingBurstLimit: 240 },
        'POST /api/user/login': { ThrottlingRateLimit: 30, ThrottlingBurstLimit: 60 },
        'POST /api/user/createUser': { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 },
        'POST /api/user/resendOtp': { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 },
        'POST /api/user/forgotPassword': { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 },
        'POST /api/user/resetPassword': { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 },
      },
      AccessLogSettings: {
        DestinationArn: { 'Fn::GetAtt': [Match.anyValue(), 'Arn'] },
        Format: Match.stringLikeRegexp('\\$context\\.requestId'),
      },
    });
  });
});

describe('functions', () => {
  it.each(testGroups.map((group) => [group.name, group.memoryMB ?? 512, group.timeoutSeconds ?? 10] as const))(
    '%s runs Node 22 on ARM with its config',
    (name, memory, timeout) => {
      const fn = stack.api.functions[name]!;
      const props = resources[logicalId(fn)]!.Properties as {
        Environment: { Variables: Record<string, unknown> };
        LoggingConfig: { LogGroup: { Ref: string } };
      };
      expect(props).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        MemorySize: memory,
        Timeout: timeout,
        Handler: 'index.handler',
      });
      const env = props.Environment.Variables;
      for (const [key, table] of Object.entries(tables)) {
        expect(env[table.envVar]).toEqual(ref(logicalId(stack.data.tables[key as keyof typeof tables])));
      }
      for (const [key, bucket] of Object.entries(buckets)) {
        expect(env[bucket.envVar]).toEqual(ref(logicalId(stack.storage.buckets[key as keyof typeof buckets])));
      }
      expect(env).toMatchObject({
        COOKIE_SECURE: 'true',
        MAIL_FROM: cdkContext.mailFrom,
        MAIL_REPLY_TO: cdkContext.replyTo,
        BRAND_NAME: cdkContext.brandName,
        EXAM_LINK_PREFIXES: cdkContext.examLinkPrefixes,
        // Each group's log lines name it as their service.
        POWERTOOLS_SERVICE_NAME: name,
        POWERTOOLS_LOG_LEVEL: 'INFO',
      });
      // No --enable-source-maps: parsing the whole map at init cost 9-15 ms (infra/bundling.ts); the map stays in the asset.
      expect(env.NODE_OPTIONS).toBeUndefined();
      expect(stack.resolve(env.SITE_ORIGIN)).toEqual(stack.resolve(stack.web.siteOrigin));

      // Logs go to the function's own log group, which has a retention.
      const logGroupId = props.LoggingConfig.LogGroup.Ref;
      expect(resources[logGroupId]!.Properties.RetentionInDays).toBeGreaterThan(0);
    },
  );

  it('bundles each handler as minified ESM with a source map and the SDK inside', () => {
    const assembly = app.synth();
    for (const group of testGroups) {
      const fn = stack.api.functions[group.name]!;
      const code = (resources[logicalId(fn)]!.Properties.Code as { S3Key: string }).S3Key.replace(/\.zip$/, '');
      const dir = path.join(assembly.directory, `asset.${code}`);
      expect(existsSync(path.join(dir, 'index.mjs.map'))).toBe(true);
      const bundle = readFileSync(path.join(dir, 'index.mjs'), 'utf8');
      expect(bundle.startsWith('import { createRequire')).toBe(true);
      // Every group shares the bundling options; the fixture's known source shows they minify.
      // (Booleans, so that a failure does not print a whole bundle.)
      if (group.entry === fixtureGroup.entry) expect(bundle.includes('statusCode:204')).toBe(true);
    }
  });
});

describe('log groups', () => {
  it('every log group the stack creates has a retention', () => {
    const logGroups = Object.values(template.findResources('AWS::Logs::LogGroup'));
    expect(logGroups.length).toBeGreaterThanOrEqual(testGroups.length + 1);
    for (const logGroup of logGroups) expect(logGroup.Properties.RetentionInDays).toBeGreaterThan(0);
  });
});

describe('least privilege', () => {
  interface Statement {
    Effect: string;
    Action: string | string[];
    Resource: unknown;
    Condition?: unknown;
  }
  const list = (value: string | string[]) => (Array.isArray(value) ? value : [value]);
  const policies = Object.values(template.findResources('AWS::IAM::Policy'));
  const statementsOfRole = (roleId: string): Statement[] =>
    policies
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${roleId}"`))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
  const referencedIds = (value: unknown) =>
    new Set([...JSON.stringify(value).matchAll(/"(?:Fn::GetAtt|Ref)":\[?"([A-Za-z0-9]+)"/g)].map((match) => match[1]!));

  it('nothing grants dynamodb:*, s3:* or *, and only CloudFront invalidation is allowed on Resource "*"', () => {
    expect(policies.length).toBeGreaterThan(0);
    for (const policy of policies) {
      for (const statement of (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement) {
        if (statement.Effect !== 'Allow') continue;
        const actions = list(statement.Action);
        expect(actions).not.toContain('*');
        expect(actions).not.toContain('dynamodb:*');
        expect(actions).not.toContain('s3:*');
        if (list(statement.Resource as string | string[]).includes('*')) {
          expect(actions.every((action) => /^cloudfront:(Create|Get)Invalidation$/.test(action))).toBe(true);
        }
      }
    }
  });

  it.each(testGroups.map((group) => [group.name, group] as const))(
    '%s reaches only its declared tables, buckets, mail and log group',
    (_name, group) => {
      const fn = stack.api.functions[group.name]!;
      const statements = statementsOfRole(logicalId(fn.role!));
      expect(statements.every((statement) => statement.Effect === 'Allow')).toBe(true);
      const resourcesFor = (predicate: (action: string) => boolean) =>
        statements
          .filter((statement) => list(statement.Action).some(predicate))
          .reduce((ids, statement) => new Set([...ids, ...referencedIds(statement.Resource)]), new Set<string>());

      const tableId = (key: keyof typeof tables) => logicalId(stack.data.tables[key]);
      const bucketId = (key: keyof typeof buckets) => logicalId(stack.storage.buckets[key]);
      expect(resourcesFor((a) => a === 'dynamodb:GetItem')).toEqual(
        new Set([...group.tables.read, ...group.tables.write].map(tableId)),
      );
      expect(resourcesFor((a) => a === 'dynamodb:PutItem')).toEqual(new Set(group.tables.write.map(tableId)));
      expect(resourcesFor((a) => a === 's3:GetObject')).toEqual(
        new Set([...group.buckets.read, ...group.buckets.write].map(bucketId)),
      );
      expect(resourcesFor((a) => a === 's3:PutObject' || a === 's3:DeleteObject')).toEqual(
        new Set(group.buckets.write.map(bucketId)),
      );
      // A slip is one small PUT, never a multipart upload (tests/infra/fees.test.ts has its grant).
      const multipart = group.buckets.write.filter((key) => buckets[key].kind !== 'slip');
      expect(resourcesFor((a) => a === 's3:AbortMultipartUpload')).toEqual(new Set(multipart.map(bucketId)));
      // Mail: SendEmail only, on the account's identities (the SES sandbox checks the recipient's too),
      // and only as our From address.
      const mail = statements.filter((statement) => list(statement.Action).some((a) => a.startsWith('ses:')));
      if (!group.sendsEmail) expect(mail).toEqual([]);
      else {
        expect(mail).toHaveLength(1);
        expect(list(mail[0]!.Action)).toEqual(['ses:SendEmail']);
        expect(JSON.stringify(mail[0]!.Resource)).toMatch(/:ses:.*:identity\/\*"/);
        expect(mail[0]!.Condition).toEqual({ StringEquals: { 'ses:FromAddress': stack.email.fromAddress } });
      }
      const logGroupId = (resources[logicalId(fn)]!.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup
        .Ref;
      expect(resourcesFor((a) => a.startsWith('logs:'))).toEqual(new Set([logGroupId]));
      // Index access names the index; no `/index/*`.
      expect(JSON.stringify(statements)).not.toContain('/index/*');
    },
  );
});
