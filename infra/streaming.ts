/**
 * The cloud half of the transcode pipeline: a MediaConvert queue (no job template: each job is fully
 * specified by functions/domain/streaming/submit.ts, its ladder chosen per video), the role
 * MediaConvert assumes (read the video buckets, write the streams bucket), the media function's right
 * to submit jobs on that queue and to pass that role only, the EventBridge rule that hands each
 * job's COMPLETE, ERROR or CANCELED to the events Lambda (functions/media/events.ts), with a
 * dead-letter queue for events it could not take, the hourly stuck-job sweep (stream-sweep.ts)
 * for a job whose end never arrived, and the queue "Make streaming versions" submits through
 * (stream-queue.ts).
 */
import { Duration, Validations } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as mediaconvert from 'aws-cdk-lib/aws-mediaconvert';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { buckets as bucketDefinitions, type BucketKey } from '../functions/shared/resources';
import { MEDIA_PREFIX } from '../functions/domain/streaming/layout';
import {
  backgroundFunction,
  deadLetterQueue,
  type BackgroundGroup,
  type BackgroundResources,
} from './background-function';
import { grantJobSubmission } from './job-submission';
import { nagReference } from './nag';
import { StreamQueueConstruct } from './stream-queue';
import { StreamSweepConstruct } from './stream-sweep';

interface StreamingConstructProps extends BackgroundResources {
  /** The media group's function: it submits the jobs. */
  readonly mediaFunction: NodejsFunction;
}

/** What the events Lambda touches: the catalog, and the streams bucket (lists it, writes our playlists). */
const streamEventsGroup = {
  name: 'mediaEvents',
  entry: 'functions/media/events.ts',
  tables: { read: [], write: ['videoMeta'] },
  buckets: { read: [], write: ['streams'] },
  sendsEmail: false,
} as const satisfies BackgroundGroup;

const videoBucketKeys = (Object.keys(bucketDefinitions) as BucketKey[]).filter(
  (key) => bucketDefinitions[key].kind === 'video',
);

export class StreamingConstruct extends Construct {
  readonly queue: mediaconvert.CfnQueue;
  readonly role: iam.Role;
  readonly eventsFunction: NodejsFunction;
  readonly rule: events.Rule;
  readonly deadLetters: sqs.Queue;
  readonly sweep: StreamSweepConstruct;
  readonly submissions: StreamQueueConstruct;

  constructor(scope: Construct, id: string, props: StreamingConstructProps) {
    super(scope, id);
    this.queue = new mediaconvert.CfnQueue(this, 'Queue', {
      pricingPlan: 'ON_DEMAND',
      status: 'ACTIVE',
      description: 'Transcodes lectures into their streaming ladder',
    });

    this.role = new iam.Role(this, 'TranscodeRole', {
      assumedBy: new iam.ServicePrincipal('mediaconvert.amazonaws.com'),
      description: 'Assumed by MediaConvert: reads the video buckets, writes the streams bucket',
    });
    const sources = videoBucketKeys.map((key) => props.buckets[key].arnForObjects('*'));
    this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: sources }));
    const outputs = props.buckets.streams.arnForObjects(`${MEDIA_PREFIX}/*`);
    this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:PutObject'], resources: [outputs] }));
    for (const resource of [...sources, outputs]) {
      Validations.of(this.role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${nagReference(this.role, resource)}]`,
        reason:
          'MediaConvert reads whichever video a job names (keys are chosen at upload) and writes renditions under media/<folder>/<stream id>/, a fresh id per job, so the grant is to those objects, not named keys.',
      });
    }

    // The media function submits jobs on this queue, passing this role only.
    const mediaRole = props.mediaFunction.role;
    if (!mediaRole) throw new Error('the media function has no role');
    grantJobSubmission(mediaRole, this.queue.attrArn, this.role, { getJob: true });
    const jobEnvironment = {
      MEDIACONVERT_QUEUE: this.queue.attrArn,
      MEDIACONVERT_ROLE_ARN: this.role.roleArn,
    };
    for (const [name, value] of Object.entries(jobEnvironment)) props.mediaFunction.addEnvironment(name, value);

    this.eventsFunction = this.eventsLambda(props);
    // An event the Lambda could not take in its retries is kept two weeks for a look; the sweep
    // settles its video meanwhile from GetJob, so nothing needs replaying by hand.
    this.deadLetters = deadLetterQueue(this, 'JobEventDeadLetters', 'the job-state rule’s target');
    this.rule = new events.Rule(this, 'JobStateRule', {
      description: 'COMPLETE, ERROR and CANCELED of the streaming queue’s jobs → the media events Lambda',
      eventPattern: {
        source: ['aws.mediaconvert'],
        detailType: ['MediaConvert Job State Change'],
        detail: { status: ['COMPLETE', 'ERROR', 'CANCELED'], queue: [this.queue.attrArn] },
      },
      targets: [
        new targets.LambdaFunction(this.eventsFunction, {
          retryAttempts: 8,
          maxEventAge: Duration.hours(6),
          deadLetterQueue: this.deadLetters,
        }),
      ],
    });
    this.submissions = new StreamQueueConstruct(this, 'Submissions', {
      tables: props.tables,
      buckets: props.buckets,
      environment: props.environment,
      projectRoot: props.projectRoot,
      logRetention: props.logRetention,
      mediaFunction: props.mediaFunction,
      jobQueueArn: this.queue.attrArn,
      transcodeRole: this.role,
      jobEnvironment,
    });
    this.sweep = new StreamSweepConstruct(this, 'Sweep', {
      tables: props.tables,
      buckets: props.buckets,
      environment: props.environment,
      projectRoot: props.projectRoot,
      logRetention: props.logRetention,
    });
  }

  private eventsLambda(props: StreamingConstructProps): NodejsFunction {
    const { fn } = backgroundFunction(this, {
      group: streamEventsGroup,
      resources: props,
      idPrefix: 'Events',
      description: 'Runs the media events Lambda (transcode job completion)',
      memorySize: 512,
      // Lists a stream's objects and writes two playlists: seconds, even for a long lecture.
      timeout: Duration.seconds(30),
    });
    return fn;
  }
}
