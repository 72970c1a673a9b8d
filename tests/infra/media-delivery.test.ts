/**
 * /media/* on the distribution (infra/media-delivery.ts), the media group's signing configuration,
 * and the distribution's error caching, as synthesised.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { mediaCaching } from '../../infra/media-caching';
import { UNCACHED_ERROR_STATUSES } from '../../infra/web';
import { publicKeyFingerprint } from '../../functions/shared/media-signing';
import { buildTestApp, cdkContext, expectOnlyDistributionReads, logicalIdOf, testPublicKey } from './build';

/** Mail settings a deployment accepts, so only the media key is missing. */
const realMail = { sesIdentity: 'engtech.lk', mailFrom: 'no-reply@engtech.lk', replyTo: 'class@engtech.lk' };

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
  it('each listed public key is its own resource, named by its fingerprint, in the key group the gated behaviours trust', () => {
    const [pem] = cdkContext.mediaPublicKeys as string[];
    const [key] = stack.mediaDelivery.publicKeys;
    expect(stack.mediaDelivery.publicKeys).toHaveLength(1);
    expect(key!.node.id).toBe(`SigningPublicKey${publicKeyFingerprint(pem!)}`);
    expect(resources[logicalId(key!)]!.Properties.PublicKeyConfig).toMatchObject({ EncodedKey: pem });
    expect(template.findParameters('MediaPublicKey')).toEqual({});
    template.hasResourceProperties('AWS::CloudFront::KeyGroup', {
      KeyGroupConfig: { Items: [{ Ref: logicalId(key!) }] },
    });
    // The operator writes this id into the signing secret with the private key.
    template.hasOutput(`MediaKeyId${publicKeyFingerprint(pem!)}`, { Value: { Ref: logicalId(key!) } });
  });

  it('the media function learns only the secret, not a key id, and may read only that secret', () => {
    const media = resources[logicalId(stack.api.functions.media!)]!.Properties.Environment as {
      Variables: Record<string, unknown>;
    };
    expect(media.Variables.MEDIA_KEY_PAIR_ID).toBeUndefined();
    expect(media.Variables.MEDIA_KEY_SECRET).toBe(cdkContext.mediaKeySecret);
    const statements = Object.values(template.findResources('AWS::IAM::Policy')).flatMap(
      (policy) => (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement,
    );
    const signingReads = statements.filter(
      (s) =>
        JSON.stringify(s.Action).includes('secretsmanager:GetSecretValue') &&
        JSON.stringify(s.Resource).includes(`secret:${String(cdkContext.mediaKeySecret)}-??????`),
    );
    expect(signingReads).toHaveLength(1);
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
  it('synthesises offline without a media public key, which is then a parameter with no default', () => {
    const { stack: keyless } = buildTestApp({ mediaPublicKeys: [] });
    const parameter = Template.fromStack(keyless).findParameters('MediaPublicKey');
    expect(parameter.MediaPublicKey).toMatchObject({ Type: 'String', MinLength: 1 });
    expect(parameter.MediaPublicKey).not.toHaveProperty('Default');
  });

  it('refuses a deployment without a media public key, since a parameter key cannot be rotated', () => {
    expect(() => buildTestApp({ mediaPublicKeys: [], deployment: 'true', ...realMail })).toThrow(
      /"mediaPublicKeys" is missing/,
    );
  });

  it('reads key files, and refuses what is not a 2048-bit RSA public key, twice the same key, or the old name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'engtech-keys-'));
    const pem = testPublicKey();
    writeFileSync(join(dir, 'a.pem'), pem);
    const { stack: fromFile } = buildTestApp({ mediaPublicKeys: join(dir, 'a.pem') });
    expect(fromFile.mediaDelivery.publicKeys.map((key) => key.node.id)).toEqual([
      `SigningPublicKey${publicKeyFingerprint(pem)}`,
    ]);
    expect(() => buildTestApp({ mediaPublicKeys: ['ssh-rsa AAAA'] })).toThrow(/cannot read the key file/);
    const small = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' });
    expect(() => buildTestApp({ mediaPublicKeys: [small.toString()] })).toThrow(/not a 2048-bit RSA key/);
    expect(() => buildTestApp({ mediaPublicKeys: [pem, join(dir, 'a.pem')] })).toThrow(/the same key twice/);
    expect(() => buildTestApp({ mediaPublicKey: pem })).toThrow(/now "mediaPublicKeys"/);
  });

  it('needs the secret’s name', () => {
    expect(() => buildTestApp({ mediaKeySecret: '' })).toThrow(/Missing CDK context "mediaKeySecret"/);
  });
});
