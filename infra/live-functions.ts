/**
 * The live quiz's two functions (the WebSocket handler and the close timer), built as the endpoint
 * groups' are (infra/api.ts): the shared bundling, Node.js 22 on ARM64, an own role that may write
 * only its own log group, and exactly the tables and buckets each uses.
 */
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { EndpointGroup } from '../functions/groups';
import type { BucketKey, TableKey } from '../functions/shared/resources';
import { lambdaBundlingFor, lambdaLoggingEnvironment, lambdaRuntime } from './bundling';
import { grantBuckets, grantTables } from './grants';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/** What each function of the live quiz may touch, in endpoint-group terms (infra/grants.ts). */
export const LIVE_ACCESS = {
  // Connections and players in quizzes; users answers "who is calling" from the session cookie;
  // question messages carry presigned links to the question images.
  live: { tables: { read: ['users'], write: ['quizzes'] }, buckets: { read: ['quizImages'], write: [] } },
  closeTimer: { tables: { read: ['users'], write: ['quizzes'] }, buckets: { read: [], write: [] } },
} as const satisfies Record<string, Pick<EndpointGroup, 'tables' | 'buckets'>>;

export interface LiveFunctionProps {
  /** Handler module, relative to projectRoot. */
  readonly entry: string;
  readonly access: Pick<EndpointGroup, 'tables' | 'buckets'>;
  readonly timeout: Duration;
  /** Where the entry is resolved from (default: the repository root). */
  readonly projectRoot?: string;
  readonly tables: Readonly<Record<TableKey, dynamodb.ITable>>;
  readonly buckets: Readonly<Record<BucketKey, s3.IBucket>>;
  readonly environment: Readonly<Record<string, string>>;
  readonly logRetention: logs.RetentionDays;
}

export function liveFunction(scope: Construct, name: string, props: LiveFunctionProps): NodejsFunction {
  const logGroup = new logs.LogGroup(scope, `${name}Logs`, {
    retention: props.logRetention,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const role = new iam.Role(scope, `${name}Role`, {
    assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
    description: `Runs the live quiz's ${name} function`,
  });
  logGroup.grantWrite(role);
  grantTables(role, props.access.tables, props.tables);
  grantBuckets(role, props.access.buckets, props.buckets);
  const projectRoot = props.projectRoot ?? repositoryRoot;
  const fn = new NodejsFunction(scope, `${name}Function`, {
    entry: path.resolve(projectRoot, props.entry),
    handler: 'handler',
    runtime: lambdaRuntime,
    architecture: lambda.Architecture.ARM_64,
    memorySize: 512,
    timeout: props.timeout,
    role,
    logGroup,
    projectRoot,
    depsLockFilePath: path.join(projectRoot, 'package-lock.json'),
    environment: { ...props.environment, ...lambdaLoggingEnvironment({ name: `live${name}` }) },
    bundling: lambdaBundlingFor(props.access),
  });
  Validations.of(fn).acknowledge({
    id: 'AwsSolutions-L1',
    reason:
      'Node.js 22 (LTS) is pinned on purpose, as for every endpoint group (infra/api.ts): the handlers are built and tested for it.',
  });
  return fn;
}
