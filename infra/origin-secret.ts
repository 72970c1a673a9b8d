/**
 * The secret CloudFront sends to the API with every request (X-Origin-Verify), so the API can refuse
 * requests that reach its public execute-api address directly. The stack generates it in Secrets
 * Manager. CloudFront's origin headers get the value by a dynamic reference, resolved at deploy time
 * and only when the template changes; the functions get only the secret's ARN and read the current
 * and previous values at run time (functions/shared/origin-secret.ts). So a rotation is: put a new
 * value (the functions accept it and the old one), then deploy with context originSecretVersion set to
 * the new version's id, which changes the reference and so makes CloudFront send the new value
 * (README, "Origin secret").
 */
import { CfnOutput, SecretValue, Stack, Validations } from 'aws-cdk-lib';
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

interface OriginSecretProps {
  /**
   * The version CloudFront sends (context originSecretVersion, a VersionId of the secret); without it,
   * the version current at the first deploy.
   */
  readonly version?: string;
}

export class OriginSecretConstruct extends Construct {
  readonly secret: secretsmanager.Secret;
  /** The value as a deploy-time reference ({{resolve:secretsmanager:…}}), for CloudFront's origin headers only. */
  readonly headerValue: string;

  constructor(scope: Construct, id: string, props: OriginSecretProps = {}) {
    super(scope, id);
    this.secret = new secretsmanager.Secret(this, 'Secret', {
      description: 'Sent by CloudFront to the API as X-Origin-Verify; the API refuses requests without it',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    this.headerValue = (
      props.version
        ? SecretValue.secretsManager(this.secret.secretArn, { versionId: props.version })
        : this.secret.secretValue
    ).unsafeUnwrap();
    new CfnOutput(Stack.of(this), 'OriginSecretArn', {
      description: 'The origin secret: a rotation puts a new value here, then deploys with its VersionId',
      value: this.secret.secretArn,
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront reads the value at deploy time, so a rotation is a new value and then a deploy that names it (README: Origin secret), not a rotation Lambda.',
    });
  }

  /** ORIGIN_SECRET_ID: the ARN, never the value, which the functions read at run time. */
  get environment(): Record<string, string> {
    return { ORIGIN_SECRET_ID: this.secret.secretArn };
  }

  grantRead(grantee: iam.IGrantable): void {
    this.secret.grantRead(grantee);
  }
}
