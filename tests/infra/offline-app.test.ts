/**
 * The installable app in the cloud: the service worker and the manifest are asked for again on every
 * request (at the edge and in browsers), the manifest goes up with its own content type, and the CSP
 * on every response lets the site run its own worker and read its own manifest.
 */
import { Template } from 'aws-cdk-lib/assertions';
import { MANIFEST_FILE, REVALIDATED_PATHS } from '../../infra/web';
import { buildTestApp, logicalIdOf } from './build';

const { stack } = buildTestApp();
const template = Template.fromStack(stack);
const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>;

interface Behaviour {
  PathPattern?: string;
  TargetOriginId: string;
  CachePolicyId: { Ref?: string } | string;
  ResponseHeadersPolicyId: { Ref?: string } | string;
  Compress: boolean;
  ViewerProtocolPolicy: string;
}
const distribution = resources[logicalIdOf(stack, stack.web.distribution)]!.Properties.DistributionConfig as {
  DefaultCacheBehavior: Behaviour;
  CacheBehaviors: Behaviour[];
};
const refOf = (value: { Ref?: string } | string): string => {
  const ref = typeof value === 'string' ? undefined : value.Ref;
  expect(ref, 'a policy of the stack').toEqual(expect.any(String));
  return ref!;
};

describe.each(REVALIDATED_PATHS.map((path) => [path]))('%s', (path) => {
  const behaviour = distribution.CacheBehaviors.find((b) => b.PathPattern === path)!;

  it('has a behaviour of its own on the site bucket, compressed, HTTPS', () => {
    expect(behaviour).toBeDefined();
    expect(behaviour.TargetOriginId).toBe(distribution.DefaultCacheBehavior.TargetOriginId);
    expect(behaviour.Compress).toBe(true);
    expect(behaviour.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  it('is never kept at the edge: the bucket is asked again on every request', () => {
    const config = resources[refOf(behaviour.CachePolicyId)]!.Properties.CachePolicyConfig as {
      MinTTL: number;
      DefaultTTL: number;
      MaxTTL: number;
      ParametersInCacheKeyAndForwardedToOrigin: Record<string, unknown>;
    };
    expect(config).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 1 });
    expect(config.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      EnableAcceptEncodingGzip: true,
      EnableAcceptEncodingBrotli: true,
      CookiesConfig: { CookieBehavior: 'none' },
      QueryStringsConfig: { QueryStringBehavior: 'none' },
    });
  });

  it('tells browsers to revalidate it, with the security headers', () => {
    const config = resources[refOf(behaviour.ResponseHeadersPolicyId)]!.Properties.ResponseHeadersPolicyConfig as {
      CustomHeadersConfig: { Items: { Header: string; Value: string; Override: boolean }[] };
      SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: unknown } };
    };
    expect(config.CustomHeadersConfig.Items).toContainEqual({
      Header: 'Cache-Control',
      Value: 'no-cache',
      Override: true,
    });
    expect(JSON.stringify(config.SecurityHeadersConfig.ContentSecurityPolicy)).toContain("worker-src 'self'");
  });
});

describe('the CSP of every response', () => {
  const policies = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));

  it.each(policies.map((policy, i) => [i, policy]))(
    'policy %i allows the own worker and manifest only',
    (_i, policy) => {
      const csp = JSON.stringify(
        (policy.Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: unknown }).SecurityHeadersConfig,
      );
      expect(csp).toContain("worker-src 'self';");
      expect(csp).toContain("manifest-src 'self';");
    },
  );
});

describe('the deployment of the build', () => {
  const deployments = Object.entries(resources).filter(([, r]) => r.Type === 'Custom::CDKBucketDeployment');
  const find = (test: (p: Record<string, unknown>) => boolean) => deployments.find(([, r]) => test(r.Properties))!;
  const [manifestId, manifest] = find((p) => JSON.stringify(p.Include) === JSON.stringify([MANIFEST_FILE]));
  const [, shell] = find((p) => p.Prune === true);

  it('uploads the manifest alone, as application/manifest+json, revalidated', () => {
    expect(manifest.Properties).toMatchObject({
      Exclude: ['*'],
      Include: [MANIFEST_FILE],
      Prune: false,
      SystemMetadata: { 'content-type': 'application/manifest+json', 'cache-control': 'no-cache' },
    });
  });

  it('the shell pass (sw.js among its files) is revalidated, leaves the manifest alone and comes last', () => {
    expect(shell.Properties).toMatchObject({
      Exclude: ['assets/*', MANIFEST_FILE],
      SystemMetadata: { 'cache-control': 'no-cache' },
    });
    expect(JSON.stringify((shell as { DependsOn?: string[] }).DependsOn ?? [])).toContain(manifestId);
  });
});
