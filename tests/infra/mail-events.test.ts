/**
 * Mail that keeps its reputation, in the synthesised stack: one SES configuration set (also the
 * identity's default) whose bounce and complaint events go to EventBridge's default bus, a rule
 * matching that set's events only, the mail-events function it invokes with write access to the
 * users table, every sending function told the set's name, the optional custom MAIL FROM domain,
 * and cdk-nag clean for all of it. Bundling is skipped: nothing here looks into a function's code.
 */
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { mailEventsGroup } from '../../infra/mail-events';
import { actionsOf, buildTestApp, cdkContext, logicalIdOf, statementsOfRole, type PolicyStatement } from './build';

const noBundling = { 'aws:cdk:bundling-stacks': [] } as unknown as Record<string, string>;
const { app, stack } = buildTestApp(noBundling);
const template = Template.fromStack(stack);
type Resource = { Type: string; Properties: Record<string, unknown> };
const resources = template.toJSON().Resources as Record<string, Resource>;
const logicalId = (construct: IConstruct) => logicalIdOf(stack, construct);
const configurationSetId = logicalId(stack.email.configurationSet);
const eventsFunctionId = logicalId(stack.mailEvents.function);

type Statement = PolicyStatement;
const statementsOf = (roleId: string): Statement[] => statementsOfRole(template, roleId);
const roleOf = (fn: Resource) => (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
const functions = Object.entries(resources).filter(([, r]) => r.Type === 'AWS::Lambda::Function');

describe('the configuration set', () => {
  it('exists once, with SES suppression of bounces and complaints, and is the identity’s default', () => {
    template.resourceCountIs('AWS::SES::ConfigurationSet', 1);
    expect(resources[configurationSetId]!.Properties).toMatchObject({
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
      SendingOptions: { SendingEnabled: true },
    });
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: cdkContext.sesIdentity,
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: configurationSetId } },
    });
  });

  it('sends bounce and complaint events, and only those, to the default event bus', () => {
    const destinations = Object.values(template.findResources('AWS::SES::ConfigurationSetEventDestination'));
    expect(destinations).toHaveLength(1);
    const { Properties } = destinations[0] as Resource;
    expect(Properties.ConfigurationSetName).toEqual({ Ref: configurationSetId });
    const destination = Properties.EventDestination as Record<string, unknown>;
    expect(destination).toMatchObject({ Enabled: true });
    expect([...(destination.MatchingEventTypes as string[])].sort()).toEqual(['bounce', 'complaint']);
    expect(JSON.stringify(destination.EventBridgeDestination)).toContain(':event-bus/default');
    expect(destination.SnsDestination).toBeUndefined();
  });
});

describe('the mail-events function', () => {
  it('is invoked by a rule for this set’s bounces and complaints, with retries', () => {
    const rules = Object.values(
      template.findResources('AWS::Events::Rule', {
        Properties: { EventPattern: { source: ['aws.ses'] } },
      }),
    ) as Resource[];
    expect(rules).toHaveLength(1);
    expect(rules[0]!.Properties).toMatchObject({
      State: 'ENABLED',
      EventPattern: {
        'detail-type': ['Email Bounced', 'Email Complaint Received'],
        detail: { mail: { tags: { 'ses:configuration-set': [{ Ref: configurationSetId }] } } },
      },
      Targets: [
        expect.objectContaining({
          Arn: { 'Fn::GetAtt': [eventsFunctionId, 'Arn'] },
          RetryPolicy: expect.objectContaining({ MaximumRetryAttempts: 8 }),
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [logicalId(stack.mailEvents.deadLetters), 'Arn'] } },
        }),
      ],
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      FunctionName: { 'Fn::GetAtt': [eventsFunctionId, 'Arn'] },
      Principal: 'events.amazonaws.com',
    });
  });

  it('keeps what it could not deliver in an encrypted, TLS-only queue EventBridge alone may write to', () => {
    const queueId = logicalId(stack.mailEvents.deadLetters);
    expect(resources[queueId]!.Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 1209600,
    });
    const policies = Object.values(
      template.findResources('AWS::SQS::QueuePolicy', { Properties: { Queues: [{ Ref: queueId }] } }),
    ) as Resource[];
    expect(policies).toHaveLength(1);
    const statements = (policies[0]!.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement;
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
    const sends = statements.filter((s) => s.Effect === 'Allow');
    expect(sends).toEqual([
      expect.objectContaining({
        Action: 'sqs:SendMessage',
        Principal: { Service: 'events.amazonaws.com' },
        Condition: { ArnEquals: { 'aws:SourceArn': { 'Fn::GetAtt': [logicalId(stack.mailEvents.rule), 'Arn'] } } },
      }),
    ]);
  });

  it('runs functions/user/mail-events.ts with the users table, writes it, and sends nothing', () => {
    expect(mailEventsGroup.entry).toBe('functions/user/mail-events.ts');
    const fn = resources[eventsFunctionId]!;
    expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'] });
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables.USERS_TABLE).toEqual({ Ref: logicalId(stack.data.tables.users) });
    const statements = statementsOf(roleOf(fn));
    const users = statements.filter((s) => JSON.stringify(s.Resource).includes(logicalId(stack.data.tables.users)));
    expect(users.flatMap(actionsOf)).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:GetItem']));
    const dynamo = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('dynamodb:')));
    expect(dynamo).toEqual(users);
    expect(statements.flatMap(actionsOf).filter((a) => a.startsWith('ses:') || a.startsWith('s3:'))).toEqual([]);
  });
});

describe('every function that sends mail', () => {
  const senders = functions.filter(([, fn]) =>
    statementsOf(roleOf(fn)).some((s) => actionsOf(s).includes('ses:SendEmail')),
  );

  it('is found: the user, contact and fees groups and the reminder sweep', () => {
    const ids = senders.map(([id]) => id);
    for (const fn of [
      stack.api.functions.user!,
      stack.api.functions.contact!,
      stack.api.functions.fees!,
      stack.feeReminders!.function,
    ]) {
      expect(ids).toContain(logicalId(fn));
    }
  });

  it('is given the configuration set’s name, and may read the users table where the marks are', () => {
    for (const [, fn] of senders) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables.MAIL_CONFIGURATION_SET).toEqual({ Ref: configurationSetId });
      const reads = statementsOf(roleOf(fn))
        .filter((s) => JSON.stringify(s.Resource).includes(logicalId(stack.data.tables.users)))
        .flatMap(actionsOf);
      expect(reads).toContain('dynamodb:GetItem');
      expect(reads).toContain('dynamodb:BatchGetItem');
    }
  });
});

describe('the custom MAIL FROM domain', () => {
  const domain = String(cdkContext.sesIdentity);

  it('is absent unless given', () => {
    const identity = Object.values(template.findResources('AWS::SES::EmailIdentity'))[0] as Resource;
    expect(identity.Properties.MailFromAttributes).toBeUndefined();
  });

  it('is set on the identity from context mailFromDomain, with its MX and SPF records as outputs', () => {
    const { stack: withMailFrom } = buildTestApp({ ...noBundling, mailFromDomain: `mail.${domain}` });
    const configured = Template.fromStack(withMailFrom);
    configured.hasResourceProperties('AWS::SES::EmailIdentity', {
      MailFromAttributes: { MailFromDomain: `mail.${domain}`, BehaviorOnMxFailure: 'USE_DEFAULT_VALUE' },
    });
    const outputs = JSON.stringify(configured.toJSON().Outputs);
    expect(outputs).toContain(`mail.${domain} MX 10 feedback-smtp.`);
    expect(outputs).toContain(`mail.${domain} TXT \\"v=spf1 include:amazonses.com ~all\\"`);
  });

  it('must be a subdomain of the identity', () => {
    expect(() => buildTestApp({ ...noBundling, mailFromDomain: 'bounces.other.example' })).toThrow(/mailFromDomain/);
  });
});

describe('cdk-nag', () => {
  it('the mail resources raise no unacknowledged finding', () => {
    const report = new AwsSolutionsChecks().validateScope(app);
    const ours = report.violations.filter((v) =>
      v.violatingResources.some((r) => /MailEvents|Email/.test(r.constructPath ?? '')),
    );
    expect(ours.map((v) => `${v.ruleName} ${v.violatingResources.map((r) => r.constructPath)}`)).toEqual([]);
  });
});
