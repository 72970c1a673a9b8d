/**
 * The hourly stuck-job sweep (functions/media/stream-sweep.ts): its own Lambda, run by an EventBridge
 * schedule. Hourly, not daily: a lecture whose job's event was lost should not wait a day for its
 * ladder, and a run that finds nothing stuck costs one filtered Query per folder. It reads and
 * settles the catalog and the streams bucket as the events Lambda does, and asks MediaConvert about
 * (GetJob) or cancels (CancelJob) the jobs it finds stuck.
 */
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { BucketKey, TableKey } from '../functions/shared/resources';
import { lambdaBundlingFor, lambdaLoggingEnvironment, lambdaRuntime } from './bundling';
import { grantBuckets, grantTables } from './grants';
import { nagReference } from './nag';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

const streamSweepGroup = {
  name: 'streamSweep',
  entry: 'functions/media/stream-sweep.ts',
  tables: { read: [], write: ['videoMeta'] },
  buckets: { read: [], write: ['streams'] },
} as const satisfies {
  name: string;
  entry: string;
  tables: { read: readonly TableKey[]; write: readonly TableKey[] };
  buckets: { read: readonly BucketKey[]; write: readonly BucketKey[] };
};

interface StreamSweepProps {
  readonly tables: Readonly<Record<TableKey, dynamodb.ITable>>;
  readonly buckets: Readonly<Record<BucketKey, s3.IBucket>>;
  readonly environment: Readonly<Record<string, string>>;
  readonly projectRoot?: string;
  readonly logRetention?: logs.RetentionDays;
}

export class StreamSweepConstruct extends Construct {
  readonly function: NodejsFunction;
  readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: StreamSweepProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const group = streamSweepGroup;
    const projectRoot = props.projectRoot ?? repositoryRoot;
    const logGroup = new logs.LogGroup(this, 'Logs', {
      retention: props.logRetention ?? logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'Runs the hourly sweep of transcode jobs whose end never reached the catalog',
    });
    logGroup.grantWrite(role);
    grantTables(role, group.tables, props.tables);
    grantBuckets(role, group.buckets, props.buckets);
    const jobs = `arn:${stack.partition}:mediaconvert:${stack.region}:${stack.account}:jobs/*`;
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['mediaconvert:GetJob', 'mediaconvert:CancelJob'], resources: [jobs] }),
    );
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagReference(role, jobs)}]`,
      reason: 'MediaConvert names a job at creation; the sweep asks about whichever job a stuck video recorded.',
    });
    this.function = new NodejsFunction(this, 'Function', {
      entry: path.resolve(projectRoot, group.entry),
      handler: 'handler',
      runtime: lambdaRuntime,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      // A GetJob per stuck video and, for a finished one, the events Lambda's listing and playlists.
      timeout: Duration.minutes(5),
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
    // Every write is conditional on the stream id, so a retried run settles nothing twice.
    this.rule = new events.Rule(this, 'Hourly', {
      description: 'Every hour → the sweep of stuck transcode jobs',
      schedule: events.Schedule.rate(Duration.hours(1)),
      targets: [new targets.LambdaFunction(this.function, { retryAttempts: 2, maxEventAge: Duration.hours(1) })],
    });
  }
}
