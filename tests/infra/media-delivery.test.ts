/**
 * /media/* on the distribution (infra/media-delivery.ts), the media group's signing configuration,
 * and the distribution's error caching, as synthesised.
 */
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { mediaCaching } from '../../infra/media-caching';
import { UNCACHED_ERROR_STATUSES } from '../../infra/web';
import { buildTestApp, cdkContext, expectOnlyDistributionReads, logicalIdOf } from './build';

const { stack } = buildTestApp();
const template = Template.fromStack(stack);
const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>;
const logicalId = (construct: IConstruct) => logicalIdOf(stack, construct);
const config = resources[logicalId(stack.web.distribution)]!.Properties.DistributionConfig as {
  CacheBehaviors: Record<string, unknown>[];
  Origins: Record<string, unknown>[];
  CustomErrorResponses: Record<string, unknown>[];
};
const behaviour = (pattern: string) => config.CacheBehaviors.find((b) => b.PathPattern === pattern)!;
const keyGroupRef = { Ref: logicalId(stack.mediaDelivery.keyGroup) };
const cachePolicy = (ref: unknown) => {
  const id = (ref as { Ref: string }).Ref;
  return (resources[id]!.Properties.CachePolicyConfig as Record<string, unknown>) ?? {};
};
const headersPolicy = (ref: unknown) =>
  resources[(ref as { Ref: string }).Ref]!.Properties.ResponseHeadersPolicyConfig as {
    CustomHeadersConfig: { Items: { Header: string; Value: string; Override: boolean }[] };
  };

describe('the signing key', () => {
  it('the operator’s public key sits in the key group the gated behaviours trust', () => {
    template.hasParameter('MediaPublicKey', { Type: 'String', Default: cdkContext.mediaPublicKey });
    template.hasResourceProperties('AWS::CloudFront::PublicKey', {
      PublicKeyConfig: { EncodedKey: { Ref: 'MediaPublicKey' } },
    });
    template.hasResourceProperties('AWS::CloudFront::KeyGroup', {
      KeyGroupConfig: { Items: [{ Ref: logicalId(stack.mediaDelivery.publicKey) }] },
    });
  });

  it('the media function learns the key id and the secret, and may read only that secret', () => {
    const media = resources[logicalId(stack.api.functions.media!)]!.Properties.Environment as {
      Variables: Record<string, unknown>;
    };
    expect(media.Variables.MEDIA_KEY_PAIR_ID).toEqual({ Ref: logicalId(stack.mediaDelivery.publicKey) });
    expect(media.Variables.MEDIA_KEY_SECRET).toBe(cdkContext.mediaKeySecret);
    const statements = Object.values(template.findResources('AWS::IAM::Policy')).flatMap(
      (policy) => (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement,
    );
    const secretReads = statements.filter((s) => JSON.stringify(s.Action).includes('secretsmanager:GetSecretValue'));
    expect(secretReads).toHaveLength(1);
    expect(JSON.stringify(secretReads[0]!.Resource)).toContain(`secret:${String(cdkContext.mediaKeySecret)}-??????`);
    for (const [name, fn] of Object.entries(stack.api.functions).filter(([name]) => name !== 'media')) {
      const variables = (resources[logicalId(fn)]!.Properties.Environment as { Variables: Record<string, unknown> })
        .Variables;
      expect(variables.MEDIA_KEY_SECRET, name).toBeUndefined();
    }
  });
});

describe('/media behaviours', () => {
  it('are ordered free first, segments before playlists, then the gated rest', () => {
    const patterns = config.CacheBehaviors.map((b) => b.PathPattern).filter((p) => String(p).startsWith('/media'));
    expect(patterns).toEqual(['/media/free/*.ts', '/media/free/*', '/media/*.ts', '/media/*']);
  });

  it.each([
    ['/media/free/*.ts', false, 'segments'],
    ['/media/free/*', false, 'playlists'],
    ['/media/*.ts', true, 'segments'],
    ['/media/*', true, 'playlists'],
  ] as const)('%s: streams bucket via OAC, GET/HEAD, signed: %s, %s caching', (pattern, gated, kind) => {
    const b = behaviour(pattern);
    expect(b).toMatchObject({
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: ['GET', 'HEAD'],
      CachedMethods: ['GET', 'HEAD'],
    });
    expect(b.OriginRequestPolicyId).toBeUndefined();
    expect(b.FunctionAssociations).toBeUndefined();
    if (gated) expect(b.TrustedKeyGroups).toEqual([keyGroupRef]);
    else expect(b.TrustedKeyGroups).toBeUndefined();

    const origin = config.Origins.find((o) => o.Id === b.TargetOriginId)!;
    expect(origin.DomainName).toEqual({
      'Fn::GetAtt': [logicalId(stack.storage.buckets.streams), 'RegionalDomainName'],
    });
    expect(origin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [expect.any(String), 'Id'] });

    const seconds = mediaCaching[kind].edgeSeconds;
    expect(cachePolicy(b.CachePolicyId)).toMatchObject({
      MinTTL: seconds,
      DefaultTTL: seconds,
      MaxTTL: seconds,
      ParametersInCacheKeyAndForwardedToOrigin: {
        CookiesConfig: { CookieBehavior: 'none' },
        HeadersConfig: { HeaderBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'none' },
      },
    });
    expect(headersPolicy(b.ResponseHeadersPolicyId).CustomHeadersConfig.Items).toContainEqual({
      Header: 'Cache-Control',
      Value: mediaCaching[kind].cacheControl,
      Override: true,
    });
  });

  it('segments are kept a year at the edge, playlists a minute at most', () => {
    expect(mediaCaching.segments.edgeSeconds).toBe(31_536_000);
    expect(mediaCaching.playlists.edgeSeconds).toBeLessThanOrEqual(60);
  });

  it('the streams bucket lets in only this distribution, and has no CORS', () => {
    const streams = logicalId(stack.storage.buckets.streams);
    expect(resources[streams]!.Properties.CorsConfiguration).toBeUndefined();
    const policies = Object.values(
      template.findResources('AWS::S3::BucketPolicy', { Properties: { Bucket: { Ref: streams } } }),
    );
    expect(policies).toHaveLength(1);
    const allows = (
      policies[0]!.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }
    ).Statement.filter((s) => s.Effect === 'Allow');
    expectOnlyDistributionReads(allows, logicalId(stack.web.distribution));
  });
});

describe('error caching', () => {
  it('no 4xx/5xx answer is cached, and none is rewritten into a page', () => {
    expect(config.CustomErrorResponses).toEqual(
      UNCACHED_ERROR_STATUSES.map((code) => ({ ErrorCode: code, ErrorCachingMinTTL: 0 })),
    );
    expect([...UNCACHED_ERROR_STATUSES]).toEqual([400, 403, 404, 405, 414, 416, 500, 501, 502, 503, 504]);
  });
});

describe('configuration', () => {
  it('synthesises without the media public key, which is then a parameter the deploy must give', () => {
    const { stack: keyless } = buildTestApp({ mediaPublicKey: '' });
    const parameter = Template.fromStack(keyless).findParameters('MediaPublicKey');
    expect(parameter.MediaPublicKey).toMatchObject({ Type: 'String', MinLength: 1 });
    expect(parameter.MediaPublicKey).not.toHaveProperty('Default');
  });

  it('refuses something that is not a PEM public key', () => {
    expect(() => buildTestApp({ mediaPublicKey: 'ssh-rsa AAAA' })).toThrow(/must be a PEM public key/);
  });

  it('needs the secret’s name', () => {
    expect(() => buildTestApp({ mediaKeySecret: '' })).toThrow(/Missing CDK context "mediaKeySecret"/);
  });
});
