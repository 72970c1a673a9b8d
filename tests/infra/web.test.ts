/**
 * The distribution's finishing details as synthesised: what the web build's deploy helper logs, how
 * the API paths are compressed without being cached, and account-wide names that carry the region.
 */
import { Template } from 'aws-cdk-lib/assertions';

import { buildTestApp } from './build';

const { stack } = buildTestApp();
const template = Template.fromStack(stack);
const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>;

describe('the web build deployment', () => {
  it("the deploy helper logs into a log group that expires, not Lambda's never-expiring default", () => {
    const deployments = Object.values(template.findResources('Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(2);
    const helpers = new Set(
      deployments.map((d) => (d.Properties.ServiceToken as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0]),
    );
    expect(helpers.size).toBe(1);
    const helper = resources[[...helpers][0]!]!;
    const logGroupRef = (helper.Properties.LoggingConfig as { LogGroup: { Ref: string } } | undefined)?.LogGroup;
    expect(logGroupRef).toEqual({ Ref: expect.any(String) });
    const logGroup = resources[logGroupRef!.Ref]!;
    expect(logGroup.Type).toBe('AWS::Logs::LogGroup');
    expect(logGroup.Properties.RetentionInDays).toBe(30);
  });
});
