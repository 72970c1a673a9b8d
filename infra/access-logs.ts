/**
 * One bucket that receives the S3 server access logs of every bucket and CloudFront's standard logs,
 * so a leaked or abused presigned URL can be traced afterwards.
 */
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

interface AccessLogsConstructProps {
  readonly removalPolicy?: RemovalPolicy;
  /** How long logs are kept (default 90 days). */
  readonly retention?: Duration;
}

export class AccessLogsConstruct extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: AccessLogsConstructProps = {}) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      // CloudFront standard logging delivers through bucket ACLs, so ACLs stay enabled here (object
      // writer ownership). S3 server access logging is granted by bucket policy instead (cdk.json sets
      // @aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy), scoped to each source bucket's prefix.
      objectOwnership: s3.ObjectOwnership.OBJECT_WRITER,
      encryption: s3.BucketEncryption.S3_MANAGED,
      lifecycleRules: [
        { expiration: props.retention ?? Duration.days(90), abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log destination itself; logging its own access into itself would loop.',
    });
  }
}
