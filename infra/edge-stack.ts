/**
 * The part of the site that must live in us-east-1 whatever region the rest is in: CloudFront takes a
 * web ACL only from there. Its own stack in the same app, deployed first by `cdk deploy --all`; the
 * main stack reads the ACL's ARN across regions (infra/app.ts).
 */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { EdgeWafConstruct } from './edge-waf';

/** Where CloudFront looks for web ACLs (and certificates). */
export const EDGE_REGION = 'us-east-1';

export class EdgeStack extends Stack {
  readonly waf: EdgeWafConstruct;

  constructor(scope: Construct, id: string, props: StackProps & { readonly namePrefix: string }) {
    super(scope, id, props);
    this.waf = new EdgeWafConstruct(this, 'Waf', { namePrefix: props.namePrefix });
    new CfnOutput(this, 'WebAclArn', { value: this.waf.webAcl.attrArn }).overrideLogicalId('WebAclArn');
  }
}
