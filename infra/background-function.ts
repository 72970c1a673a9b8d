/**
 * A Lambda that answers no request — the target of a schedule or of an event rule: its own log
 * group, a role that may write that log and touch only its group's tables and buckets (the caller
 * adds anything else, such as sending mail), and the function bundled and configured like every
 * endpoint group's (infra/api.ts). Having no route, it has no origin secret to check.
 *
 * The children are named `<idPrefix>Logs`, `<idPrefix>Role` and `<idPrefix>Function` in the
 * caller's construct, the names these functions had before they shared this code, so a deployed
 * stack keeps its resources.
 */
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { EndpointGroup } from '../functions/groups';
import type { BucketKey, TableKey } from '../functions/shared/resources';
import { lambdaBundlingFor, lambdaLoggingEnvironment, lambdaRuntime } from './bundling';
import { grantBuckets, grantTables } from './grants';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/** What a background function touches, in endpoint-group terms (infra/grants.ts). */
export type BackgroundGroup = Pick<EndpointGroup, 'name' | 'entry' | 'tables' | 'buckets' | 'sendsEmail'>;

/** What every construct holding a background function is given by the stack. */
export interface BackgroundResources {
  readonly tables: Readonly<Record<TableKey, dynamodb.ITable>>;
  readonly buckets: Readonly<Record<BucketKey, s3.IBucket>>;
  /** The configuration every function gets (ApiConstruct.environment). */
  readonly environment: Readonly<Record<string, string>>;
  readonly projectRoot?: string;
  readonly logRetention?: logs.RetentionDays;
}

interface BackgroundFunctionOptions {
  readonly group: BackgroundGroup;
  readonly resources: BackgroundResources;
  /** What the role is for, as IAM shows it. */
  readonly description: string;
  readonly memorySize: number;
  readonly timeout: Duration;
  /** Settings of this function alone, beside the shared configuration. */
  readonly environment?: Readonly<Record<string, string>>;
  readonly idPrefix?: string;
}

export function backgroundFunction(
  scope: Construct,
  options: BackgroundFunctionOptions,
): { fn: NodejsFunction; role: iam.Role } {
  const { group, resources } = options;
  const prefix = options.idPrefix ?? '';
  const projectRoot = resources.projectRoot ?? repositoryRoot;
  const logGroup = new logs.LogGroup(scope, `${prefix}Logs`, {
    retention: resources.logRetention ?? logs.RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const role = new iam.Role(scope, `${prefix}Role`, {
    assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
    description: options.description,
  });
  logGroup.grantWrite(role);
  grantTables(role, group.tables, resources.tables);
  grantBuckets(role, group.buckets, resources.buckets);
  const fn = new NodejsFunction(scope, `${prefix}Function`, {
    entry: path.resolve(projectRoot, group.entry),
    handler: 'handler',
    runtime: lambdaRuntime,
    architecture: lambda.Architecture.ARM_64,
    memorySize: options.memorySize,
    timeout: options.timeout,
    role,
    logGroup,
    projectRoot,
    depsLockFilePath: path.join(projectRoot, 'package-lock.json'),
    environment: { ...resources.environment, ...lambdaLoggingEnvironment(group), ...options.environment },
    bundling: lambdaBundlingFor(group),
  });
  Validations.of(fn).acknowledge({
    id: 'AwsSolutions-L1',
    reason:
      'Node.js 22 (LTS) is pinned on purpose, as for every endpoint group (infra/api.ts): the handlers are built (target node22) and tested for it; a newer runtime is a deliberate upgrade.',
  });
  return { fn, role };
}

/**
 * Where a rule's target or a queue's consumer puts what it could not take after its retries: kept
 * two weeks for a look, encrypted, and refusing plain HTTP. It is itself a dead-letter queue, so it
 * has none; `of` names whose it is.
 */
export function deadLetterQueue(scope: Construct, id: string, of: string): sqs.Queue {
  const queue = new sqs.Queue(scope, id, {
    retentionPeriod: Duration.days(14),
    encryption: sqs.QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
  });
  Validations.of(queue).acknowledge({
    id: 'AwsSolutions-SQS3',
    reason: `This queue is itself the dead-letter queue of ${of}.`,
  });
  return queue;
}
