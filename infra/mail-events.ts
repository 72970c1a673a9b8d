/**
 * The mail-events Lambda (functions/user/mail-events.ts): the configuration set's bounce and
 * complaint events (infra/email.ts), matched on EventBridge's default bus, mark the address in the
 * users table so it gets no more mail. It answers no request, so it has no route and no origin
 * secret to check.
 */
import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  backgroundFunction,
  deadLetterQueue,
  type BackgroundGroup,
  type BackgroundResources,
} from './background-function';
import type { EmailConstruct } from './email';

/** What the function touches, in endpoint-group terms (infra/grants.ts): the marks in the users table. */
export const mailEventsGroup = {
  name: 'mailEvents',
  entry: 'functions/user/mail-events.ts',
  tables: { read: [], write: ['users'] },
  buckets: { read: [], write: [] },
  sendsEmail: false,
} as const satisfies BackgroundGroup;

interface MailEventsProps extends BackgroundResources {
  readonly email: EmailConstruct;
}

export class MailEventsConstruct extends Construct {
  readonly function: NodejsFunction;
  readonly rule: events.Rule;
  /** The bounces and complaints the function kept failing on: their addresses are not yet marked. */
  readonly deadLetters: sqs.Queue;

  constructor(scope: Construct, id: string, props: MailEventsProps) {
    super(scope, id);
    this.function = backgroundFunction(this, {
      group: mailEventsGroup,
      resources: props,
      description: 'Marks addresses that bounced or complained, from SES events',
      memorySize: 256,
      // One PutItem per recipient of one mail.
      timeout: Duration.seconds(10),
    }).fn;

    // Marking is idempotent (a put of the same mark), so EventBridge may retry freely; a day covers
    // an outage of the table or of Lambda in the region. What is still undelivered after that waits
    // in the dead-letter queue rather than vanishing: an unmarked address would keep being mailed
    // and keep hurting the sender's reputation.
    this.deadLetters = deadLetterQueue(this, 'EventDeadLetters', 'the bounce and complaint rule’s target');
    this.rule = new events.Rule(this, 'BounceAndComplaintRule', {
      description: 'Bounces and complaints of the mail configuration set → the mail-events Lambda',
      eventPattern: props.email.eventPattern,
      targets: [
        new targets.LambdaFunction(this.function, {
          retryAttempts: 8,
          maxEventAge: Duration.hours(24),
          deadLetterQueue: this.deadLetters,
        }),
      ],
    });
  }
}
