/**
 * The site's CSP in the cloud against the local server's: the response-headers policy bounds storage
 * to the region's S3 endpoints, the deployed index.html names exactly the stack's presigned-URL
 * buckets, and apart from the storage origins both are the policy local/stack.ts sends.
 */
import { Template } from 'aws-cdk-lib/assertions';
import { buckets } from '../../functions/shared/resources';
import { contentSecurityPolicy, securityHeaders } from '../../infra/security-headers';
import { withDocumentCsp } from '../../infra/site-shell';
import { buildTestApp, logicalIdOf } from './build';

const { stack } = buildTestApp();
const template = Template.fromStack(stack);
const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>;

const LOCAL_S3 = 'http://127.0.0.1:4569';
const STORAGE = '<storage>';
const localPolicy = securityHeaders({ storageOrigins: [LOCAL_S3] })['content-security-policy']!.replaceAll(
  LOCAL_S3,
  STORAGE,
);

/** A synthesised string value with its references written as <Id>. */
const flatten = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (join) return join[1].map(flatten).join(join[0]);
  const ref = (value as { Ref?: string }).Ref;
  if (ref) return `<${ref}>`;
  throw new Error(`unexpected ${JSON.stringify(value)}`);
};

const browserBuckets = Object.entries(buckets).filter(([, definition]) => definition.kind !== 'stream');
const bucketHost = (key: string) =>
  `https://<${logicalIdOf(stack, stack.storage.buckets[key as keyof typeof buckets])}>.s3.${stack.region}.<AWS::URLSuffix>`;

describe('the response-headers policies (every response)', () => {
  const policies = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));

  it.each(policies.map((policy, i) => [i, policy]))(
    'policy %i is the local policy, storage bounded to the region',
    (_i, policy) => {
      const config = policy.Properties.ResponseHeadersPolicyConfig as {
        SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: unknown } };
      };
      const csp = flatten(config.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
      expect(csp.replaceAll(`https://*.s3.${stack.region}.amazonaws.com`, STORAGE)).toBe(localPolicy);
    },
  );
});

describe('the deployed site shell (index.html)', () => {
  const shell = Object.values(resources).find(
    (r) => r.Type === 'Custom::CDKBucketDeployment' && r.Properties.Prune === true,
  )!;

  it('names exactly the buckets the browser reaches through presigned URLs, nothing region-wide', () => {
    const markers = (shell.Properties.SourceMarkers as Record<string, unknown>[]).flatMap((m) => Object.values(m));
    const bucketRefs = markers
      .map((m) => (m as { Ref?: string }).Ref)
      .filter((ref): ref is string => !!ref && !ref.startsWith('AWS::'));
    expect(new Set(bucketRefs)).toEqual(
      new Set(browserBuckets.map(([key]) => logicalIdOf(stack, stack.storage.buckets[key as keyof typeof buckets]))),
    );
    expect(bucketRefs).not.toContain(logicalIdOf(stack, stack.storage.buckets.streams));
    expect(stack.storage.browserOrigins).toHaveLength(browserBuckets.length);
    expect(stack.storage.browserOrigins.map((origin) => flatten(stack.resolve(origin)))).toEqual(
      browserBuckets.map(([key]) => bucketHost(key)),
    );
  });

  it('is the local policy with the bucket hosts as storage (frame-ancestors stays in the header)', () => {
    const hosts = stack.storage.browserOrigins.map((origin) => flatten(stack.resolve(origin)));
    const documentPolicy = contentSecurityPolicy({ storageOrigins: hosts, inDocument: true }).replaceAll(
      hosts.join(' '),
      STORAGE,
    );
    expect(`${documentPolicy}; frame-ancestors 'none'`).toBe(localPolicy);
    expect(documentPolicy).not.toContain('*');
  });

  it('the policy goes in ahead of every script, after the charset declaration', () => {
    const html =
      '<!doctype html><html><head><meta charset="UTF-8"><title>x</title><script type="module" src="/assets/a.js"></script></head></html>';
    const out = withDocumentCsp(html, ['https://b.s3.ap-south-1.amazonaws.com']);
    const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy({
      storageOrigins: ['https://b.s3.ap-south-1.amazonaws.com'],
      inDocument: true,
    })}">`;
    expect(out).toBe(html.replace('<meta charset="UTF-8">', `<meta charset="UTF-8">${meta}`));
    expect(withDocumentCsp('<!doctype html><title>x</title>', [])).toMatch(
      /^<!doctype html><meta http-equiv="Content-Security-Policy" content="[^"]+"><title>/,
    );
  });
});
