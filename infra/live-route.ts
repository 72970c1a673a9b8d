/**
 * The site's /live path to the live quiz's WebSocket API. Same origin as the page, so the browser
 * sends the session cookie with the upgrade and the Origin header names the site. Nothing is cached;
 * the origin gets the WebSocket handshake headers, the cookie, Origin, the viewer's address (behind
 * CloudFront the API's source address is the edge's) and the `quiz` query parameter, plus the origin
 * secret the HTTP API also gets, so a connection made straight to execute-api can be refused.
 */
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../functions/shared/origin-verify';
import { NAME_LIMITS, regionalName } from './names';

/** What the live handler reads from the upgrade, and what the handshake itself needs. */
export const LIVE_REQUEST_HEADERS = [
  'Sec-WebSocket-Key',
  'Sec-WebSocket-Version',
  'Sec-WebSocket-Protocol',
  'Sec-WebSocket-Extensions',
  'Origin',
  'CloudFront-Viewer-Address',
] as const;

export interface LiveOrigin {
  /** execute-api host name of the WebSocket API. */
  readonly domainName: string;
  /** The stage, which is also the site's path (/live): API Gateway takes no path after the stage. */
  readonly stageName: string;
}

export function routeToLive(
  scope: Construct,
  distribution: cloudfront.Distribution,
  live: LiveOrigin,
  originVerify: string,
  /** The site's security headers: a refused upgrade is an ordinary HTTP answer like any other. */
  responseHeadersPolicy: cloudfront.IResponseHeadersPolicy,
): void {
  const origin = new origins.HttpOrigin(live.domainName, {
    protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
    originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
    customHeaders: { [ORIGIN_VERIFY_HEADER]: originVerify },
  });
  const requests = new cloudfront.OriginRequestPolicy(scope, 'LiveRequests', {
    originRequestPolicyName: regionalName(scope, 'LiveRequests', NAME_LIMITS.policy),
    comment: 'Live quiz WebSocket: handshake headers, cookies, Origin, viewer address, the quiz parameter',
    cookieBehavior: cloudfront.OriginRequestCookieBehavior.all(),
    queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.allowList('quiz'),
    headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...LIVE_REQUEST_HEADERS),
  });
  distribution.addBehavior(`/${live.stageName}`, origin, {
    viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
    allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
    cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
    originRequestPolicy: requests,
    responseHeadersPolicy,
    compress: false,
  });
}
