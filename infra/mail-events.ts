/**
 * The mail-events Lambda (functions/user/mail-events.ts): the configuration set's bounce and
 * complaint events (infra/email.ts), matched on EventBridge's default bus, mark the address in the
 * users table so it gets no more mail. It answers no request, so it has no route and no origin
 * secret to check.
 */
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { EndpointGroup } from '../functions/groups';
import type { BucketKey, TableKey } from '../functions/shared/resources';
import { lambdaBundlingFor, lambdaLoggingEnvironment, lambdaRuntime } from './bundling';
import type { EmailConstruct } from './email';
import { grantBuckets, grantTables } from './grants';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/** What the function touches, in endpoint-group terms (infra/grants.ts): the marks in the users table. */
export const mailEventsGroup = {
  name: 'mailEvents',
  entry: 'functions/user/mail-events.ts',
  tables: { read: [], write: ['users'] },
  buckets: { read: [], write: [] },
  sendsEmail: false,
} as const satisfies Pick<EndpointGroup, 'name' | 'entry' | 'tables' | 'buckets' | 'sendsEmail'>;

interface MailEventsProps {
  readonly tables: Readonly<Record<TableKey, dynamodb.ITable>>;
  readonly buckets: Readonly<Record<BucketKey, s3.IBucket>>;
  readonly email: EmailConstruct;
  /** The configuration every function gets (ApiConstruct.environment). */
  readonly environment: Readonly<Record<string, string>>;
  readonly projectRoot?: string;
  readonly logRetention?: logs.RetentionDays;
}

export class MailEventsConstruct extends Construct {
  readonly function: NodejsFunction;
  readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: MailEventsProps) {
    super(scope, id);
    const group = mailEventsGroup;
    const projectRoot = props.projectRoot ?? repositoryRoot;
    const logGroup = new logs.LogGroup(this, 'Logs', {
      retention: props.logRetention ?? logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'Marks addresses that bounced or complained, from SES events',
    });
    logGroup.grantWrite(role);
    grantTables(role, group.tables, props.tables);
    grantBuckets(role, group.buckets, props.buckets);

    this.function = new NodejsFunction(this, 'Function', {
      entry: path.resolve(projectRoot, group.entry),
      handler: 'handler',
      runtime: lambdaRuntime,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 256,
      // One PutItem per recipient of one mail.
      timeout: Duration.seconds(10),
      role,
      logGroup,
      projectRoot,
      depsLockFilePath: path.join(projectRoot, 'package-lock.json'),
      environment: { ...props.environment, ...lambdaLoggingEnvironment(group) },
      bundling: lambdaBundlingFor(group),
    });
    Validations.of(this.function).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 (LTS) is pinned on purpose, as for every endpoint group (infra/api.ts): the handlers are built and tested for it.',
    });

    // Marking is idempotent (a put of the same mark), so EventBridge may retry freely; a day covers
    // an outage of the table or of Lambda in the region.
    this.rule = new events.Rule(this, 'BounceAndComplaintRule', {
      description: 'Bounces and complaints of the mail configuration set → the mail-events Lambda',
      eventPattern: props.email.eventPattern,
      targets: [new targets.LambdaFunction(this.function, { retryAttempts: 8, maxEventAge: Duration.hours(24) })],
    });
  }
}
