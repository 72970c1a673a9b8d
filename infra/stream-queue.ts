/**
 * The background half of "Make streaming versions": the queue the media function puts one message
 * per video on, and the Lambda that reads it and submits each video's transcode job
 * (functions/media/stream-queue.ts). The press answers at once; a folder of any size is submitted
 * here, two consumers at most, so MediaConvert's request rate is never burst.
 *
 * A message the consumer failed on (MediaConvert unreachable or throttling) is delivered again after
 * the visibility timeout, and after its last try kept on the dead-letter queue for two weeks; its
 * video waits, stuck, until the next press queues it again. An alarm watches that queue.
 */
import { Duration } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { buckets as bucketDefinitions, type BucketKey } from '../functions/shared/resources';
import { STREAM_QUEUE_SETTINGS as settings } from '../functions/domain/streaming/queue-settings';
import {
  backgroundFunction,
  deadLetterQueue,
  type BackgroundGroup,
  type BackgroundResources,
} from './background-function';
import { grantJobSubmission } from './job-submission';

/**
 * The catalog (each video's wait, its job), and the video buckets: a source's height is read, and a
 * source still under its title's raw key is moved to its safe key before its job names it.
 */
const streamQueueGroup = {
  name: 'streamQueue',
  entry: 'functions/media/stream-queue.ts',
  tables: { read: [], write: ['videoMeta'] },
  buckets: {
    read: [],
    write: (Object.keys(bucketDefinitions) as BucketKey[]).filter((key) => bucketDefinitions[key].kind === 'video'),
  },
  sendsEmail: false,
} as const satisfies BackgroundGroup;

interface StreamQueueProps extends BackgroundResources {
  /** It sends the messages (makeStreams). */
  readonly mediaFunction: NodejsFunction;
  /** What every job names: the MediaConvert queue and the role MediaConvert assumes. */
  readonly jobQueueArn: string;
  readonly transcodeRole: iam.IRole;
  /** MEDIACONVERT_* as the media function has them: the consumer builds the same jobs. */
  readonly jobEnvironment: Readonly<Record<string, string>>;
}

export class StreamQueueConstruct extends Construct {
  readonly queue: sqs.Queue;
  readonly deadLetters: sqs.Queue;
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: StreamQueueProps) {
    super(scope, id);
    this.deadLetters = deadLetterQueue(this, 'DeadLetters', 'the stream submission queue');
    this.queue = new sqs.Queue(this, 'Queue', {
      visibilityTimeout: Duration.seconds(settings.visibilityTimeoutSeconds),
      // A press's messages are all taken within minutes; a day covers any outage of the consumer.
      retentionPeriod: Duration.days(1),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: settings.maxReceiveCount },
    });

    const { fn, role } = backgroundFunction(this, {
      group: streamQueueGroup,
      resources: props,
      description: 'Runs the stream submission queue’s consumer (one transcode job per queued video)',
      memorySize: 512,
      timeout: Duration.seconds(settings.consumerTimeoutSeconds),
      environment: props.jobEnvironment,
    });
    this.function = fn;
    fn.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: settings.batchSize,
        maxConcurrency: settings.maxConcurrency,
        // One failed message is delivered again alone; the batch's others are done.
        reportBatchItemFailures: true,
      }),
    );

    grantJobSubmission(role, props.jobQueueArn, props.transcodeRole);

    this.queue.grantSendMessages(props.mediaFunction);
    props.mediaFunction.addEnvironment('STREAM_QUEUE_URL', this.queue.queueUrl);
  }
}
