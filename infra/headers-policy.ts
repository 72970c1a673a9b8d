/**
 * The CloudFront response-headers policies: the site's security headers (infra/security-headers.ts,
 * the same the local server sends), optionally with the Cache-Control viewers are told.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { NAME_LIMITS, regionalName } from './names';
import { contentSecurityPolicy } from './security-headers';

interface HeadersPolicyOptions {
  readonly comment: string;
  /** Replaces the origin's Cache-Control (the media behaviours). */
  readonly cacheControl?: string;
}

/**
 * Presigned media and PDF URLs point at the regional virtual-hosted bucket endpoints. The header
 * allows that region's endpoints only as an outer bound: listing the stack's nine buckets in four
 * directives would pass CloudFront's length limit for a policy's CSP, so the exact list travels in
 * the site shell's own CSP (infra/site-shell.ts), which the browser enforces on top of this one.
 */
export function securityHeadersPolicy(
  scope: Construct,
  id: string,
  options: HeadersPolicyOptions,
): cloudfront.ResponseHeadersPolicy {
  const storageOrigin = `https://*.s3.${Stack.of(scope).region}.amazonaws.com`;
  return new cloudfront.ResponseHeadersPolicy(scope, id, {
    responseHeadersPolicyName: regionalName(scope, id, NAME_LIMITS.policy),
    comment: options.comment,
    securityHeadersBehavior: {
      contentSecurityPolicy: {
        contentSecurityPolicy: contentSecurityPolicy({ storageOrigins: [storageOrigin] }),
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
      referrerPolicy: {
        referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
      strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
    },
    customHeadersBehavior: {
      customHeaders: [
        { header: 'Cross-Origin-Opener-Policy', value: 'same-origin', override: true },
        { header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()', override: true },
        ...(options.cacheControl ? [{ header: 'Cache-Control', value: options.cacheControl, override: true }] : []),
      ],
    },
  });
}
