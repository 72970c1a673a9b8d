/**
 * The hourly stuck-job sweep (functions/media/stream-sweep.ts): its own Lambda, run by an EventBridge
 * schedule. Hourly, not daily: a lecture whose job's event was lost should not wait a day for its
 * ladder, and a run that finds nothing stuck costs one filtered Query per folder. It reads and
 * settles the catalog and the streams bucket as the events Lambda does, and asks MediaConvert about
 * (GetJob) or cancels (CancelJob) the jobs it finds stuck. It also deletes the folders that remade
 * ladders replaced, hours after the switch, so a student still playing one is not cut off.
 */
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import {
  backgroundFunction,
  deadLetterQueue,
  type BackgroundGroup,
  type BackgroundResources,
} from './background-function';
import { nagReference } from './nag';

const streamSweepGroup = {
  name: 'streamSweep',
  entry: 'functions/media/stream-sweep.ts',
  tables: { read: [], write: ['videoMeta'] },
  buckets: { read: [], write: ['streams'] },
  sendsEmail: false,
} as const satisfies BackgroundGroup;

export class StreamSweepConstruct extends Construct {
  readonly function: NodejsFunction;
  readonly rule: events.Rule;
  /** The runs EventBridge could not hand to the Lambda after its retries (an alarm watches it). */
  readonly deadLetters: sqs.Queue;

  constructor(scope: Construct, id: string, props: BackgroundResources) {
    super(scope, id);
    const stack = Stack.of(this);
    const { fn, role } = backgroundFunction(this, {
      group: streamSweepGroup,
      resources: props,
      description: 'Runs the hourly sweep of transcode jobs whose end never reached the catalog',
      memorySize: 512,
      // A GetJob per stuck video and, for a finished one, the events Lambda's listing and playlists.
      timeout: Duration.minutes(5),
    });
    this.function = fn;
    const jobs = `arn:${stack.partition}:mediaconvert:${stack.region}:${stack.account}:jobs/*`;
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['mediaconvert:GetJob', 'mediaconvert:CancelJob'], resources: [jobs] }),
    );
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagReference(role, jobs)}]`,
      reason: 'MediaConvert names a job at creation; the sweep asks about whichever job a stuck video recorded.',
    });
    // Every write is conditional on the stream id, so a retried run settles nothing twice.
    this.deadLetters = deadLetterQueue(this, 'DeadLetters', 'the hourly sweep rule’s target');
    this.rule = new events.Rule(this, 'Hourly', {
      description: 'Every hour → the sweep of stuck transcode jobs',
      schedule: events.Schedule.rate(Duration.hours(1)),
      targets: [
        new targets.LambdaFunction(this.function, {
          retryAttempts: 2,
          maxEventAge: Duration.hours(1),
          deadLetterQueue: this.deadLetters,
        }),
      ],
    });
  }
}
