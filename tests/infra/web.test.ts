/**
 * The distribution's finishing details as synthesised: what the web build's deploy helper logs, how
 * the API paths are compressed without being cached, account-wide names that carry the region, and
 * the site under its own domain.
 */
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildTestApp, fixtureGroup, logicalIdOf } from './build';

const { stack } = buildTestApp();
const template = Template.fromStack(stack);
const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>;

describe('the web build deployment', () => {
  it("the deploy helper logs into a log group that expires, not Lambda's never-expiring default", () => {
    const deployments = Object.values(template.findResources('Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(3);
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

describe('account-wide names', () => {
  // CloudFront's policies, keys, origin access controls and functions share one namespace per account.
  const named = Object.entries(resources).filter(
    ([, r]) => r.Type.startsWith('AWS::CloudFront::') && r.Type !== 'AWS::CloudFront::Distribution',
  );
  const nameOf = (r: { Properties: Record<string, unknown> }): unknown => {
    if ('Name' in r.Properties) return r.Properties.Name;
    const config = Object.entries(r.Properties).find(([key]) => key.endsWith('Config'))![1] as Record<string, unknown>;
    return config.Name;
  };

  it('finds every kind the stack makes', () => {
    expect(new Set(named.map(([, r]) => r.Type))).toEqual(
      new Set([
        'AWS::CloudFront::CachePolicy',
        'AWS::CloudFront::Function',
        'AWS::CloudFront::KeyGroup',
        'AWS::CloudFront::OriginAccessControl',
        'AWS::CloudFront::OriginRequestPolicy',
        'AWS::CloudFront::PublicKey',
        'AWS::CloudFront::ResponseHeadersPolicy',
      ]),
    );
  });

  it.each(named)('%s: the name carries the stack name and the region', (_id, resource) => {
    const name = JSON.stringify(nameOf(resource));
    expect(name).toContain(stack.stackName);
    // The stack's region, as cdk.json names it (a cross-region reference needs it known at synth).
    expect(name).toContain(`-${stack.region}`);
  });

  it('no two resources ask for the same name', () => {
    const names = named.map(([, r]) => JSON.stringify(nameOf(r)));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('the API paths', () => {
  const distribution = resources[logicalIdOf(stack, stack.web.distribution)]!.Properties.DistributionConfig as {
    CacheBehaviors: Record<string, unknown>[];
  };

  it.each(stack.api.pathPatterns.map((pattern) => [pattern]))(
    '%s: compressed, never cached, and a cached answer could not cross sessions',
    (pattern) => {
      const behaviour = distribution.CacheBehaviors.find((b) => b.PathPattern === pattern)!;
      expect(behaviour.Compress).toBe(true);
      const policyId = (behaviour.CachePolicyId as { Ref?: string }).Ref;
      expect(policyId, 'a policy of the stack, not the managed CachingDisabled').toEqual(expect.any(String));
      const config = resources[policyId!]!.Properties.CachePolicyConfig as {
        MinTTL: number;
        DefaultTTL: number;
        MaxTTL: number;
        ParametersInCacheKeyAndForwardedToOrigin: Record<string, unknown>;
      };
      // Min 0 lets the API's no-store win, default 0 covers answers without Cache-Control, and a
      // maximum above 0 is what CloudFront requires before it will compress.
      expect(config).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 1 });
      expect(config.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
        CookiesConfig: { CookieBehavior: 'all' },
        QueryStringsConfig: { QueryStringBehavior: 'all' },
      });
    },
  );
});

describe('the site under its own domain (siteOrigin + certificateArn)', () => {
  const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-4e5f-6789-abcd-ef0123456789';
  const { app: ownApp, stack: own } = buildTestApp({ siteOrigin: 'https://Learn.EngTech.example', certificateArn }, [
    fixtureGroup,
  ]);
  const ownTemplate = Template.fromStack(own);
  const ownResources = ownTemplate.toJSON().Resources as Record<
    string,
    { Type: string; Properties: Record<string, unknown> }
  >;
  const config = ownResources[logicalIdOf(own, own.web.distribution)]!.Properties.DistributionConfig as Record<
    string,
    unknown
  >;

  it('the distribution answers on the domain with the given certificate, TLS 1.2 at least', () => {
    expect(config.Aliases).toEqual(['learn.engtech.example']);
    expect(config.ViewerCertificate).toEqual({
      AcmCertificateArn: certificateArn,
      SslSupportMethod: 'sni-only',
      MinimumProtocolVersion: 'TLSv1.2_2021',
    });
  });

  it('CORS, the handlers and the SiteUrl output all use https://<domain>', () => {
    const origin = 'https://learn.engtech.example';
    expect(own.web.siteOrigin).toBe(origin);
    ownTemplate.hasOutput('SiteUrl', { Value: origin });
    ownTemplate.hasOutput('DistributionDomainName', {
      Value: { 'Fn::GetAtt': [logicalIdOf(own, own.web.distribution), 'DomainName'] },
    });
    const cors = (
      ownResources[logicalIdOf(own, own.storage.buckets.slides)]!.Properties.CorsConfiguration as {
        CorsRules: { AllowedOrigins: unknown }[];
      }
    ).CorsRules;
    expect(cors[0]!.AllowedOrigins).toEqual([origin]);
    const fn = ownResources[logicalIdOf(own, own.api.functions[fixtureGroup.name]!)]!;
    expect((fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables.SITE_ORIGIN).toBe(origin);
  });

  it('cdk-nag passes without the default-certificate exception', () => {
    const report = new AwsSolutionsChecks().validateScope(ownApp);
    expect(report.violations.map((v) => v.ruleName)).toEqual([]);
  });

  it('without them the distribution keeps its *.cloudfront.net name and certificate', () => {
    const plain = resources[logicalIdOf(stack, stack.web.distribution)]!.Properties.DistributionConfig as Record<
      string,
      unknown
    >;
    expect(plain.Aliases).toBeUndefined();
    expect(plain.ViewerCertificate).toBeUndefined();
    template.resourcePropertiesCountIs('AWS::CloudFront::Distribution', {}, 1);
  });
});
