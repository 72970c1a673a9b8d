/**
 * The private buckets: one per definitions.buckets entry (a video folder or tute category, slides,
 * quiz images, payment slips, streams). Browsers never reach them directly except through presigned
 * URLs minted by the handlers after the role/access check, which is why CORS allows the site origin
 * and nothing else. Payment slips are kept apart from the media: the browser only ever PUTs a slip
 * (it is shown through a presigned GET in an <img> or a new tab, which needs no CORS), and a slip
 * is a student's bank details, so it is deleted once nobody can still dispute that month's fee.
 */
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { SLIP_CORS_METHODS } from './bucket-cors';
import { buckets as bucketDefinitions, type BucketDefinition, type BucketKey } from '../functions/shared/resources';

interface StorageConstructProps {
  /** The origin the site is served from, e.g. https://d111.cloudfront.net (may be a token). */
  readonly siteOrigin: string;
  readonly accessLogsBucket: s3.IBucket;
  readonly removalPolicy?: RemovalPolicy;
}

export class StorageConstruct extends Construct {
  /** Keyed like definitions.buckets. */
  readonly buckets: Readonly<Record<BucketKey, s3.Bucket>>;
  /**
   * https://<bucket>.s3.<region>.<suffix> of every bucket the browser reaches through presigned URLs:
   * the host the SDK signs for (virtual-hosted and regional, us-east-1 included). Streams are read
   * through the site's own /media, so they are not among them.
   */
  readonly browserOrigins: readonly string[];

  constructor(scope: Construct, id: string, props: StorageConstructProps) {
    super(scope, id);
    const entries = (Object.entries(bucketDefinitions) as [BucketKey, BucketDefinition][]).map(
      ([key, definition]) => [key, this.createBucket(definition, props)] as const,
    );
    this.buckets = Object.fromEntries(entries) as Record<BucketKey, s3.Bucket>;
    const { region, urlSuffix } = Stack.of(this);
    this.browserOrigins = entries
      .filter(([key]) => bucketDefinitions[key].kind !== 'stream')
      .map(([, bucket]) => `https://${bucket.bucketName}.s3.${region}.${urlSuffix}`);
  }

  private createBucket(definition: BucketDefinition, props: StorageConstructProps): s3.Bucket {
    return new s3.Bucket(this, definition.id, {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      // Versioning stays off: admins delete media on purpose through presigned DELETE links, and
      // keeping every replaced or deleted video as a noncurrent version would silently multiply the
      // storage bill. The originals live with the tutor; the tables (the irreplaceable data) have PITR.
      versioned: false,
      // Streams are read through the site's own origin (/media/* on the distribution), so they need
      // no CORS, and naming the site origin here would make the bucket and the distribution depend
      // on each other.
      cors: definition.kind === 'stream' ? undefined : [corsFor(definition.kind, props.siteOrigin)],
      lifecycleRules: [definition.kind === 'slip' ? slipLifecycle : mediaLifecycle],
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: `s3/${definition.id}/`,
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
    });
  }
}

/** A lecture's multipart upload may be resumed for days over a slow connection. */
const mediaLifecycle: s3.LifecycleRule = { abortIncompleteMultipartUploadAfter: Duration.days(7) };

/**
 * A slip is one PUT of at most SLIP_MAX_BYTES, so an unfinished multipart upload is never ours to
 * resume. The slip itself is kept for 13 months: a student may question a month's fee until the
 * same month a year on, and 397 days covers the longest run of 13 calendar months.
 */
export const SLIP_RETENTION_DAYS = 397;
const slipLifecycle: s3.LifecycleRule = {
  id: 'ExpireSlips',
  expiration: Duration.days(SLIP_RETENTION_DAYS),
  abortIncompleteMultipartUploadAfter: Duration.days(1),
};

function corsFor(kind: BucketDefinition['kind'], siteOrigin: string): s3.CorsRule {
  if (kind !== 'slip') return siteCors(siteOrigin);
  return {
    allowedOrigins: [siteOrigin],
    allowedMethods: [...SLIP_CORS_METHODS].map((method) => s3.HttpMethods[method]),
    allowedHeaders: ['*'],
    maxAge: 3000,
  };
}

/** Presigned uploads, reads and deletes from the site's pages. */
const siteCors = (siteOrigin: string): s3.CorsRule => ({
  allowedOrigins: [siteOrigin],
  allowedMethods: [
    s3.HttpMethods.GET,
    s3.HttpMethods.PUT,
    s3.HttpMethods.HEAD,
    s3.HttpMethods.DELETE,
    s3.HttpMethods.POST,
  ],
  allowedHeaders: ['*'],
  exposedHeaders: ['ETag'],
  maxAge: 3000,
});
