/** Tables, buckets and the CloudFront distribution, as the design card describes them. */
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { IConstruct } from 'constructs';
import { buckets, tables, type BucketKey, type TableKey } from '../../functions/shared/resources';
import { buildTestApp, expectOnlyDistributionReads, logicalIdOf } from './build';

const { stack } = buildTestApp();
const template = Template.fromStack(stack);
const resources = template.toJSON().Resources as Record<
  string,
  { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string }
>;
const logicalId = (construct: IConstruct) => logicalIdOf(stack, construct);
const siteOrigin = stack.resolve(stack.web.siteOrigin) as unknown;

describe('tables', () => {
  it.each(Object.entries(tables))(
    '%s: pk/sk strings, gsi1, on-demand, PITR, encrypted, retained',
    (key, definition) => {
      const table = resources[logicalId(stack.data.tables[key as TableKey])]!;
      expect(table.Type).toBe('AWS::DynamoDB::Table');
      expect(table.DeletionPolicy).toBe('Retain');
      expect(table.Properties).toMatchObject({
        KeySchema: [
          { AttributeName: definition.partitionKey, KeyType: 'HASH' },
          { AttributeName: definition.sortKey, KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        SSESpecification: { SSEEnabled: true },
        TimeToLiveSpecification: { AttributeName: definition.ttlAttribute, Enabled: true },
        GlobalSecondaryIndexes: definition.indexes.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      });
      const attributes = [
        definition.partitionKey,
        definition.sortKey,
        ...definition.indexes.flatMap((i) => [i.partitionKey, i.sortKey]),
      ];
      expect(table.Properties.AttributeDefinitions).toEqual(
        attributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      );
    },
  );

  it('creates exactly the defined tables', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', Object.keys(tables).length);
  });

  it('outputs the users table under a stable name for the create-admin step', () => {
    template.hasOutput('UsersTableName', { Value: { Ref: logicalId(stack.data.tables.users) } });
  });
});

describe('buckets', () => {
  const policyFor = (bucketId: string) => {
    const policies = Object.values(
      template.findResources('AWS::S3::BucketPolicy', {
        Properties: { Bucket: { Ref: bucketId } },
      }),
    );
    expect(policies).toHaveLength(1);
    return policies[0]!.Properties.PolicyDocument as { Statement: Record<string, unknown>[] };
  };

  it('every bucket blocks public access and its policy denies non-TLS requests', () => {
    const ids = Object.entries(resources)
      .filter(([, r]) => r.Type === 'AWS::S3::Bucket')
      .map(([id]) => id);
    expect(ids.length).toBe(Object.keys(buckets).length + 2); // + site + access logs
    for (const id of ids) {
      expect(resources[id]!.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(policyFor(id).Statement).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Action: 's3:*',
          Principal: { AWS: '*' },
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
      );
    }
  });

  // The streams bucket is read through the distribution only (tests/infra/media-delivery.test.ts);
  // the slips bucket has CORS and a lifecycle of its own (tests/infra/fees.test.ts).
  it.each(
    Object.entries(buckets).filter(([, definition]) => definition.kind !== 'stream' && definition.kind !== 'slip'),
  )('%s: private, SSE-S3, CORS for the site origin only, multipart cleanup, access logs', (key) => {
    const bucket = resources[logicalId(stack.storage.buckets[key as BucketKey])]!;
    expect(bucket.Properties).toMatchObject({
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      LifecycleConfiguration: {
        Rules: [{ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 7 }, Status: 'Enabled' }],
      },
      LoggingConfiguration: { DestinationBucketName: { Ref: expect.any(String) } },
    });
    const cors = (bucket.Properties.CorsConfiguration as { CorsRules: Record<string, unknown>[] }).CorsRules;
    expect(cors).toHaveLength(1);
    expect(cors[0]!.AllowedOrigins).toEqual([siteOrigin]);
    expect(cors[0]!.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'PUT', 'HEAD', 'DELETE', 'POST']));
    expect(cors[0]!.ExposedHeaders).toEqual(['ETag']);
    expect(bucket.Properties.AccessControl).toBeUndefined();
    // Only the TLS deny: no statement lets anyone in through the bucket policy.
    expect(
      policyFor(logicalId(stack.storage.buckets[key as BucketKey])).Statement.filter((s) => s.Effect === 'Allow'),
    ).toEqual([]);
  });

  it('the site bucket lets in only this distribution (origin access control)', () => {
    const allows = policyFor(logicalId(stack.web.siteBucket)).Statement.filter((s) => s.Effect === 'Allow');
    expectOnlyDistributionReads(allows, logicalId(stack.web.distribution));
  });
});

describe('CloudFront', () => {
  const distribution = () =>
    resources[logicalId(stack.web.distribution)]!.Properties.DistributionConfig as {
      DefaultCacheBehavior: Record<string, unknown>;
      CacheBehaviors: Record<string, unknown>[];
      Origins: Record<string, unknown>[];
      CustomErrorResponses?: unknown;
      Logging?: unknown;
    };
  const origin = (id: unknown) => distribution().Origins.find((o) => o.Id === id)!;

  it('default behaviour: site bucket via OAC, HTTPS redirect, compression, caching, security headers, SPA rewrite', () => {
    const behaviour = distribution().DefaultCacheBehavior;
    expect(behaviour).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      Compress: true,
      CachePolicyId: cloudfront.CachePolicy.CACHING_OPTIMIZED.cachePolicyId,
      ResponseHeadersPolicyId: { Ref: expect.stringMatching(/SecurityHeaders/) },
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: expect.anything() }],
    });
    const siteOriginConfig = origin(behaviour.TargetOriginId);
    expect(siteOriginConfig.DomainName).toEqual({
      'Fn::GetAtt': [logicalId(stack.web.siteBucket), 'RegionalDomainName'],
    });
    expect(siteOriginConfig.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [expect.any(String), 'Id'] });
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: {
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      },
    });
    // No distribution-wide error rewriting: it would turn the API's JSON 403/404 into the HTML shell.
    // The error responses only stop CloudFront caching errors (tests/infra/media-delivery.test.ts).
    for (const response of distribution().CustomErrorResponses as Record<string, unknown>[]) {
      expect(Object.keys(response).sort()).toEqual(['ErrorCachingMinTTL', 'ErrorCode']);
    }
    expect(distribution().Logging).toBeDefined();
  });

  it.each(stack.api.pathPatterns.map((pattern) => [pattern]))(
    '%s → the HTTP API, uncached, all methods, viewer headers',
    (pattern) => {
      const behaviour = distribution().CacheBehaviors.find((b) => b.PathPattern === pattern)!;
      expect(behaviour).toMatchObject({
        ViewerProtocolPolicy: 'https-only',
        AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
        // No caching, yet compressed: the policy is the stack's own (tests/infra/web.test.ts).
        CachePolicyId: { Ref: expect.stringMatching(/ApiCache/) },
      });
      const policy = template.findResources('AWS::CloudFront::OriginRequestPolicy')[
        (behaviour.OriginRequestPolicyId as { Ref: string }).Ref
      ]!.Properties.OriginRequestPolicyConfig as Record<string, { [key: string]: unknown }>;
      expect(policy.CookiesConfig).toEqual({ CookieBehavior: 'all' });
      expect(policy.QueryStringsConfig).toEqual({ QueryStringBehavior: 'all' });
      // Never Host (API Gateway answers only to its own); always the viewer's address (per-client limits).
      expect(policy.HeadersConfig).toEqual({
        HeaderBehavior: 'whitelist',
        Headers: ['Content-Type', 'X-XSRF-Token', 'Origin', 'CloudFront-Viewer-Address'],
      });
      expect(behaviour.FunctionAssociations).toBeUndefined();
      const apiOrigin = origin(behaviour.TargetOriginId);
      expect(JSON.stringify(apiOrigin.DomainName)).toContain(`"Ref":"${logicalId(stack.api.httpApi)}"`);
      expect(apiOrigin.CustomOriginConfig).toMatchObject({
        OriginProtocolPolicy: 'https-only',
        OriginSSLProtocols: ['TLSv1.2'],
      });
      // The origin secret: resolved from the stack's own secret at deploy time, never a literal.
      const headers = apiOrigin.OriginCustomHeaders as { HeaderName: string; HeaderValue: unknown }[];
      expect(headers.map((header) => header.HeaderName)).toEqual(['x-origin-verify']);
      expect(JSON.stringify(headers[0]!.HeaderValue)).toMatch(
        new RegExp(`\\{\\{resolve:secretsmanager:.*${logicalId(stack.originSecret.secret)}`),
      );
    },
  );

  it('the origin secret is generated by the stack; every function gets its ARN, not its value', () => {
    const secret = resources[logicalId(stack.originSecret.secret)]!;
    expect(secret.Type).toBe('AWS::SecretsManager::Secret');
    expect(secret.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 48, ExcludePunctuation: true });
    for (const fn of Object.values(stack.api.functions)) {
      const env = (resources[logicalId(fn)]!.Properties.Environment as { Variables: Record<string, unknown> })
        .Variables;
      expect(env.ORIGIN_SECRET_ID).toEqual({ Ref: logicalId(stack.originSecret.secret) });
      expect(env.ORIGIN_VERIFY).toBeUndefined();
    }
  });

  it('sends the same CSP as the local server, allowing the regional S3 endpoints for presigned media', () => {
    // The site's, the media behaviours' and the service worker's and manifest's (the same headers
    // plus Cache-Control).
    const policies = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    expect(policies).toHaveLength(4);
    for (const policy of policies) {
      const config = policy.Properties.ResponseHeadersPolicyConfig as {
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: unknown };
          FrameOptions: unknown;
          StrictTransportSecurity: unknown;
        };
      };
      const csp = JSON.stringify(config.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      // HLS through Media Source Extensions: a blob: source, playlists and segments from the site's origin.
      expect(csp).toContain("media-src 'self' blob:");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain('https://*.s3.');
      expect(csp).toContain(`https://*.s3.${stack.region}.amazonaws.com`);
      expect(config.SecurityHeadersConfig.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
      expect(config.SecurityHeadersConfig.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 31536000 });
    }
    for (const behaviour of distribution().CacheBehaviors) {
      expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: expect.stringMatching(/SecurityHeaders/) });
    }
  });

  it('forwards /api/* and every route outside /api', () => {
    expect([...stack.api.pathPatterns].sort()).toEqual(['/api/*', '/debug-cookies', '/fixture-health']);
  });

  describe('SPA rewrite function (the deployed code, run here)', () => {
    const code = Object.values(template.findResources('AWS::CloudFront::Function'))[0]!.Properties
      .FunctionCode as string;
    const handler = new Function(`${code}; return handler;`)() as (event: { request: { uri: string } }) => {
      uri: string;
    };
    it.each([
      ['/', '/index.html'],
      ['/login', '/index.html'],
      ['/videos/theory', '/index.html'],
      ['/admin/user-management/', '/index.html'],
      ['/assets/index-0a1b2c.js', '/assets/index-0a1b2c.js'],
      ['/favicon.svg', '/favicon.svg'],
      ['/index.html', '/index.html'],
    ])('%s → %s', (uri, expected) => {
      expect(handler({ request: { uri } }).uri).toBe(expected);
    });
  });

  it('deploys the web build with an invalidation and outputs the site URL', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketName: { Ref: logicalId(stack.web.siteBucket) },
      DistributionId: { Ref: logicalId(stack.web.distribution) },
      DistributionPaths: ['/*'],
      Prune: true,
    });
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Include: ['assets/*'],
      Prune: false,
      SystemMetadata: { 'cache-control': Match.stringLikeRegexp('immutable') },
    });
    const outputs = Object.values(template.findOutputs('*'));
    expect(outputs.map((output) => output.Value)).toContainEqual(siteOrigin);
  });
});
