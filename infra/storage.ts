/**
 * The media buckets: one private bucket per definitions.buckets entry (a video folder or tute category, plus slides).
 * Browsers never reach them directly except through presigned URLs minted by the handlers after the
 * role/access check, which is why CORS allows the site origin and nothing else.
 */
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
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
      cors: definition.kind === 'stream' ? undefined : [siteCors(props.siteOrigin)],
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(7) }],
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: `s3/${definition.id}/`,
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
    });
  }
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
