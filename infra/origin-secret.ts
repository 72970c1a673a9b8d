/**
 * The secret CloudFront sends to the API with every request (X-Origin-Verify), so the API can refuse
 * requests that reach its public execute-api address directly. The stack generates it in Secrets
 * Manager; CloudFront's origin header and the functions' ORIGIN_VERIFY read it at deploy time through
 * a dynamic reference, so it never appears in the template or the repository.
 */
import { Validations } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

export class OriginSecretConstruct extends Construct {
  readonly secret: secretsmanager.Secret;
  /** The value as a deploy-time reference ({{resolve:secretsmanager:…}}), for headers and environment. */
  readonly value: string;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new secretsmanager.Secret(this, 'Secret', {
      description: 'Sent by CloudFront to the API as X-Origin-Verify; the API refuses requests without it',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    this.value = this.secret.secretValue.unsafeUnwrap();
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront and the functions read the value at deploy time, so rotating means a new value and a deploy (README: rotating the origin secret), not a rotation Lambda.',
    });
  }
}
