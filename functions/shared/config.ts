/**
 * Configuration read from the environment once, through getters that fail fast: a handler that is
 * missing a table name should fail on its first request with a clear log line, not write to
 * `undefined`. Values are cached per module instance (a fresh import re-reads them).
 */
import { buckets, tables, type BucketKey, type TableKey } from './resources';
import { DEFAULT_EXAM_LINK_PREFIXES } from './schemas';

const cache = new Map<string, string | undefined>();

function read(name: string): string | undefined {
  if (!cache.has(name)) {
    const value = process.env[name];
    cache.set(name, value === undefined || value === '' ? undefined : value);
  }
  return cache.get(name);
}

function required(name: string): string {
  const value = read(name);
  if (value === undefined) throw new Error(`Missing required environment variable ${name}`);
  return value;
}

export const config = {
  tableName(table: TableKey): string {
    return required(tables[table].envVar);
  },
  bucketName(bucket: BucketKey): string {
    return required(buckets[bucket].envVar);
  },
  /**
   * ARN (locally: name) of the Secrets Manager secret whose value CloudFront (locally: the local
   * server) sends in X-Origin-Verify; the value itself is read at run time (origin-secret.ts).
   */
  get originSecretId(): string {
    return required('ORIGIN_SECRET_ID');
  },
  /** The verified SES sender, e.g. "EngTech Academy <no-reply@example.com>". */
  get mailFrom(): string {
    return required('MAIL_FROM');
  },
  /**
   * The class mailbox every mail names as Reply-To (MAIL_REPLY_TO, a deploy setting): the From
   * address takes no mail, so without it a student's answer to the tutor's reply goes nowhere.
   */
  get mailReplyTo(): string {
    return required('MAIL_REPLY_TO');
  },
  /**
   * The SES configuration set every mail is sent with (MAIL_CONFIGURATION_SET): it is what sends the
   * bounce and complaint events to the function that marks the address; a mail sent without it
   * bounces unseen.
   */
  get mailConfigurationSet(): string {
    return required('MAIL_CONFIGURATION_SET');
  },
  /** true in the cloud: cookies get `Secure` and the session cookie the `__Host-` prefix. */
  get cookieSecure(): boolean {
    const value = required('COOKIE_SECURE');
    if (value !== 'true' && value !== 'false') throw new Error('COOKIE_SECURE must be "true" or "false"');
    return value === 'true';
  },
  get brandName(): string {
    return read('BRAND_NAME') ?? 'EngTech Academy';
  },
  /** The site's public origin (for links in mail); optional. */
  get siteOrigin(): string | undefined {
    return read('SITE_ORIGIN');
  },
  /** Where exam links may point (comma separated https:// prefixes); Google Forms by default. */
  get examLinkPrefixes(): readonly string[] {
    const raw = read('EXAM_LINK_PREFIXES');
    if (raw === undefined) return DEFAULT_EXAM_LINK_PREFIXES;
    const prefixes = raw
      .split(',')
      .map((prefix) => prefix.trim())
      .filter((prefix) => prefix !== '');
    if (prefixes.length === 0 || !prefixes.every((prefix) => prefix.startsWith('https://'))) {
      throw new Error(`EXAM_LINK_PREFIXES must be comma-separated https:// prefixes; got "${raw}"`);
    }
    return prefixes;
  },
  // Signed cookies for /media (functions/domain/streaming): the key pair, and how long a cookie lives.
  /** Name or ARN of the Secrets Manager secret holding the signing key and its key id (media-signing.ts). */
  get mediaKeySecret(): string {
    return required('MEDIA_KEY_SECRET');
  },
  /** Seconds a media cookie lives: MEDIA_COOKIE_SECONDS, default one hour, at most two. */
  get mediaCookieSeconds(): number {
    const raw = read('MEDIA_COOKIE_SECONDS');
    if (raw === undefined) return 3600;
    const seconds = Number(raw);
    if (!Number.isInteger(seconds) || seconds < 1 || seconds > 7200) {
      throw new Error(`MEDIA_COOKIE_SECONDS must be a whole number of seconds from 1 to 7200; got "${raw}"`);
    }
    return seconds;
  },
  /**
   * The CloudWatch namespace of the counts the handlers publish (metrics.ts): the stack's name in
   * the cloud, so two stacks in one account keep their alarms apart; a fixed name locally.
   */
  get metricsNamespace(): string {
    return read('METRICS_NAMESPACE') ?? 'EngTechAcademy';
  },
  /** The site's public origin, for what must name it (the media cookies' policy). */
  get requiredSiteOrigin(): string {
    return required('SITE_ORIGIN');
  },
  /**
   * Where transcode jobs go: the MediaConvert queue and the role MediaConvert assumes (CDK sets them
   * from infra/streaming.ts; the local stack from its MediaConvert twin). Jobs use no template.
   */
  get streamJob(): { queue: string; role: string } {
    return {
      queue: required('MEDIACONVERT_QUEUE'),
      role: required('MEDIACONVERT_ROLE_ARN'),
    };
  },
  /**
   * The queue "Make streaming versions" puts one message per video on (infra/stream-queue.ts; the
   * local stack's SQS twin), read by whoever sends to it, so a missing one fails the press at once.
   */
  get streamQueueUrl(): string {
    return required('STREAM_QUEUE_URL');
  },
  /**
   * The live WebSocket API's management endpoint that PostToConnection goes to: in the cloud
   * https://<apiId>.execute-api.<region>.amazonaws.com/<stage>, locally the gateway twin's.
   */
  get liveCallbackUrl(): string {
    return required('LIVE_CALLBACK_URL');
  },
  /**
   * The one-time schedules that close a quiz question when its time is up: the close-timer Lambda
   * they invoke, the role EventBridge Scheduler assumes to invoke it, and their schedule group.
   */
  get quizSchedule(): { targetArn: string; roleArn: string; group: string } {
    return {
      targetArn: required('QUIZ_CLOSE_TARGET_ARN'),
      roleArn: required('QUIZ_SCHEDULER_ROLE_ARN'),
      group: required('QUIZ_SCHEDULE_GROUP'),
    };
  },
  /**
   * How many days before a student's paid access ends the daily sweep reminds them to pay
   * (FEE_REMINDER_DAYS, default 3, from 1 to 28: longer would remind before the month is paid).
   */
  get feeReminderDays(): number {
    const raw = read('FEE_REMINDER_DAYS');
    if (raw === undefined) return 3;
    const days = Number(raw);
    if (!Number.isInteger(days) || days < 1 || days > 28) {
      throw new Error(`FEE_REMINDER_DAYS must be a whole number of days from 1 to 28; got "${raw}"`);
    }
    return days;
  },
  get s3ForcePathStyle(): boolean {
    return read('S3_FORCE_PATH_STYLE') === 'true';
  },
};
