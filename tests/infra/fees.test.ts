/**
 * Class fees in the stack: the fees group's routes and grants, the Fees table, the private slips
 * bucket, and the daily reminder sweep with its schedule and grants; cdk-nag stays clean.
 */
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { endpointGroups } from '../../functions/groups';
import { feeRouteKeys } from '../../functions/fees/route-keys';
import { slipObjectKey } from '../../functions/fees/items';
import { tables } from '../../functions/shared/resources';
import { SLIP_OBJECT_PREFIX } from '../../infra/grants';
import { DEFAULT_REMINDER_DAYS } from '../../infra/fee-reminders';
import { actionsOf, buildTestApp, fixtureGroup, logicalIdOf, statementsOfRole, type PolicyStatement } from './build';

const { app, stack } = buildTestApp();
const template = Template.fromStack(stack);
const resources = template.toJSON().Resources as Record<
  string,
  { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string }
>;
const logicalId = (construct: IConstruct) => logicalIdOf(stack, construct);
const feesFunction = stack.api.functions.fees!;
const reminders = stack.feeReminders!;
const slipsId = logicalId(stack.storage.buckets.slips);
/** A stack of the fees group alone: quicker to build where only the reminders matter. */
const feesOnly = endpointGroups.filter((group) => group.name === 'fees');

type Statement = PolicyStatement;
const statementsOf = (roleId: string): Statement[] => statementsOfRole(template, roleId);
const roleIdOf = (fn: { role?: IConstruct }) => logicalId(fn.role!);
const mentions = (statement: Statement, id: string) => JSON.stringify(statement.Resource).includes(`"${id}"`);

describe('fee routes', () => {
  it.each(feeRouteKeys)('%s → the fees function', (routeKey) => {
    const routes = Object.values(
      template.findResources('AWS::ApiGatewayV2::Route', { Properties: { RouteKey: routeKey } }),
    );
    expect(routes).toHaveLength(1);
    const integrationId = /"Ref":"([A-Za-z0-9]+)"/.exec(JSON.stringify(routes[0]!.Properties.Target))?.[1];
    expect(resources[integrationId!]!.Properties).toMatchObject({
      IntegrationType: 'AWS_PROXY',
      IntegrationUri: { 'Fn::GetAtt': [logicalId(feesFunction), 'Arn'] },
    });
  });
});

describe('the Fees table', () => {
  it('pk/sk and the three indexes of functions/fees/items.ts, each projecting everything', () => {
    const table = resources[logicalId(stack.data.tables.fees)]!;
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.Properties).toMatchObject({
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
    });
    expect(table.Properties.GlobalSecondaryIndexes).toEqual(
      ['gsi1', 'gsi2', 'gsi3'].map((name) => ({
        IndexName: name,
        KeySchema: [
          { AttributeName: `${name}pk`, KeyType: 'HASH' },
          { AttributeName: `${name}sk`, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
  });
});

describe('the slips bucket', () => {
  const bucket = () => resources[slipsId]!;

  it('blocks all public access, is encrypted and denies every request without TLS', () => {
    expect(bucket().Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
    });
    const policies = Object.values(
      template.findResources('AWS::S3::BucketPolicy', { Properties: { Bucket: { Ref: slipsId } } }),
    );
    expect(policies).toHaveLength(1);
    const statements = (policies[0]!.Properties as { PolicyDocument: { Statement: Record<string, unknown>[] } })
      .PolicyDocument.Statement;
    expect(statements).toEqual([
      expect.objectContaining({
        Effect: 'Deny',
        Action: 's3:*',
        Principal: { AWS: '*' },
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    ]);
  });

  it('deletes a slip 13 months after it was made and drops unfinished uploads after a day', () => {
    expect(bucket().Properties.LifecycleConfiguration).toEqual({
      Rules: [
        {
          Id: 'ExpireSlips',
          Status: 'Enabled',
          ExpirationInDays: 397,
          AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
        },
      ],
    });
    // 397 days is never short of 13 calendar months, whichever month a slip arrives in.
    const longest = Math.max(
      ...Array.from(
        { length: 12 },
        (_, month) => (Date.UTC(2028, month + 13, 1) - Date.UTC(2028, month, 1)) / 86_400_000,
      ),
    );
    expect(longest).toBeLessThanOrEqual(397);
  });

  it('CORS lets only the site origin PUT', () => {
    expect(bucket().Properties.CorsConfiguration).toEqual({
      CorsRules: [
        {
          AllowedOrigins: [stack.resolve(stack.web.siteOrigin)],
          AllowedMethods: ['PUT'],
          AllowedHeaders: ['*'],
          MaxAge: 3000,
        },
      ],
    });
  });

  it('is not an origin of the distribution and no bucket policy lets anyone read it', () => {
    const distribution = resources[logicalId(stack.web.distribution)]!.Properties.DistributionConfig as {
      Origins: Record<string, unknown>[];
    };
    expect(JSON.stringify(distribution.Origins)).not.toContain(slipsId);
    const allows = Object.values(template.findResources('AWS::S3::BucketPolicy'))
      .flatMap(
        (policy) => (policy.Properties as { PolicyDocument: { Statement: Statement[] } }).PolicyDocument.Statement,
      )
      .filter((statement) => (statement as unknown as { Effect: string }).Effect === 'Allow');
    expect(allows.filter((statement) => mentions(statement, slipsId))).toEqual([]);
  });
});

describe('the fees function', () => {
  const statements = () => statementsOf(roleIdOf(feesFunction));

  it('may PUT and GET slips under slips/ only, and nothing else on any bucket object', () => {
    // The grant's prefix is the one the fees group makes its keys with.
    expect(slipObjectKey('u1', 's1', 'image/jpeg').startsWith(SLIP_OBJECT_PREFIX)).toBe(true);
    const objects = statements().filter((s) => actionsOf(s).some((a) => a.startsWith('s3:') && a !== 's3:ListBucket'));
    expect(objects).toHaveLength(1);
    expect(actionsOf(objects[0]!).sort()).toEqual(['s3:GetObject', 's3:PutObject']);
    expect(objects[0]!.Resource).toEqual({
      'Fn::Join': ['', [{ 'Fn::GetAtt': [slipsId, 'Arn'] }, `/${SLIP_OBJECT_PREFIX}*`]],
    });
    const lists = statements().filter((s) => actionsOf(s).includes('s3:ListBucket'));
    expect(lists.map((s) => s.Resource)).toEqual([{ 'Fn::GetAtt': [slipsId, 'Arn'] }]);
  });

  it('writes fees and users with their indexes named, and may send mail from our address only', () => {
    for (const key of ['fees', 'users'] as const) {
      const tableId = logicalId(stack.data.tables[key]);
      const grant = statements().find((s) => mentions(s, tableId) && actionsOf(s).includes('dynamodb:PutItem'));
      expect(grant, key).toBeDefined();
      const resource = JSON.stringify(grant!.Resource);
      for (const index of tables[key].indexes) expect(resource).toContain(`/index/${index.name}`);
      expect(resource).not.toContain('/index/*');
    }
    const mail = statements().filter((s) => actionsOf(s).includes('ses:SendEmail'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.Condition).toEqual({ StringEquals: { 'ses:FromAddress': expect.any(String) } });
  });
});

describe('the reminder sweep', () => {
  const fnId = () => logicalId(reminders.function);

  it('is its own function on the sweep module, with the API environment and FEE_REMINDER_DAYS', () => {
    const fn = resources[fnId()]!;
    expect(fn.Type).toBe('AWS::Lambda::Function');
    expect(fnId()).not.toBe(logicalId(feesFunction));
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables).toMatchObject({
      FEE_REMINDER_DAYS: String(DEFAULT_REMINDER_DAYS),
      FEES_TABLE: { Ref: logicalId(stack.data.tables.fees) },
      USERS_TABLE: { Ref: logicalId(stack.data.tables.users) },
      SITE_ORIGIN: expect.anything(),
      MAIL_FROM: expect.any(String),
    });
    expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'] });
  });

  it('runs every day at 08:00 Sri Lanka time (02:30 UTC)', () => {
    // The stuck-transcode sweep has a schedule of its own (hourly); the reminders' is the daily one.
    const rules = Object.values(
      template.findResources('AWS::Events::Rule', { Properties: { ScheduleExpression: Match.anyValue() } }),
    ).filter((rule) => String(rule.Properties.ScheduleExpression).startsWith('cron('));
    expect(rules).toHaveLength(1);
    expect(rules[0]!.Properties).toMatchObject({
      ScheduleExpression: 'cron(30 2 * * ? *)',
      State: 'ENABLED',
      Targets: [
        expect.objectContaining({
          Arn: { 'Fn::GetAtt': [fnId(), 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 7200 },
          // A day's run EventBridge could not deliver waits there, and an alarm says so.
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [logicalId(reminders.deadLetters), 'Arn'] } },
        }),
      ],
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      FunctionName: { 'Fn::GetAtt': [fnId(), 'Arn'] },
      Principal: 'events.amazonaws.com',
    });
  });

  it('reads fees, writes users, sends mail, and touches no bucket', () => {
    const statements = statementsOf(roleIdOf(reminders.function));
    const fees = statements.find((s) => mentions(s, logicalId(stack.data.tables.fees)))!;
    expect(actionsOf(fees)).toContain('dynamodb:Query');
    expect(actionsOf(fees)).not.toContain('dynamodb:PutItem');
    const users = statements.find((s) => mentions(s, logicalId(stack.data.tables.users)))!;
    expect(actionsOf(users)).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:UpdateItem']));
    const touched = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('dynamodb:')));
    expect(touched).toHaveLength(2);
    expect(statements.filter((s) => actionsOf(s).some((a) => a.startsWith('s3:')))).toEqual([]);
    expect(statements.filter((s) => actionsOf(s).includes('ses:SendEmail'))).toHaveLength(1);
  });

  it('is absent from a stack deployed without the fees group', () => {
    const { stack: without } = buildTestApp({}, [fixtureGroup]);
    expect(without.feeReminders).toBeUndefined();
  });

  it('takes reminderDays from context, as cdk.json holds it (a number) or -c gives it (a string)', () => {
    for (const reminderDays of [5, '5']) {
      const { stack: configured } = buildTestApp({ reminderDays } as unknown as Record<string, string>, feesOnly);
      const variables = Template.fromStack(configured).toJSON().Resources[
        logicalIdOf(configured, configured.feeReminders!.function)
      ].Properties.Environment.Variables as Record<string, unknown>;
      expect(variables.FEE_REMINDER_DAYS).toBe('5');
    }
  });

  it('refuses a reminderDays that is not a whole number of days', () => {
    expect(() => buildTestApp({ reminderDays: '3.5' }, [fixtureGroup])).toThrow(/reminderDays/);
    expect(() => buildTestApp({ reminderDays: '29' }, [fixtureGroup])).toThrow(/from 1 to 28/);
  });
});

describe('cdk-nag', () => {
  it('the fee resources raise no unacknowledged finding', () => {
    const report = new AwsSolutionsChecks().validateScope(app);
    const ours = report.violations.filter((v) =>
      v.violatingResources.some((r) => /FeeReminders|Slips|Fees/.test(r.constructPath ?? '')),
    );
    expect(ours.map((v) => `${v.ruleName} ${v.violatingResources.map((r) => r.constructPath)}`)).toEqual([]);
  });
});
