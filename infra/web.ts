/**
 * The site: a private bucket holding the Vite build, served by CloudFront through origin access
 * control. The API is added later with routeToApi(), so the distribution (and with it the site
 * origin the API and the media buckets need) exists before the API is built.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CfnOutput, Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3assets from 'aws-cdk-lib/aws-s3-assets';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../functions/shared/origin-verify';
import { securityHeadersPolicy } from './headers-policy';
import { withDocumentCsp } from './site-shell';
import { NAME_LIMITS, regionalName } from './names';
import { acknowledgeBucketDeployment, acknowledgeDistribution } from './web-nag';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

interface WebConstructProps {
  /** Directory with the built site (default web/dist); it must contain index.html. */
  readonly assetPath?: string;
  readonly accessLogsBucket: s3.IBucket;
  readonly removalPolicy?: RemovalPolicy;
  /** The site's own domain, served with this certificate instead of the *.cloudfront.net name. */
  readonly customDomain?: CustomDomain;
  /** ARN of the CLOUDFRONT-scope web ACL (in us-east-1) the distribution answers through. */
  readonly webAclArn?: string;
}

export interface CustomDomain {
  /** Host name, e.g. learn.engtech.lk (no scheme). */
  readonly domainName: string;
  /** ARN of an ACM certificate in us-east-1 (CloudFront reads certificates only there) covering domainName. */
  readonly certificateArn: string;
}

interface ApiOrigin {
  /** Host name of the HTTP API (no scheme). */
  readonly domainName: string;
  /** Path patterns to forward, e.g. ['/api/*', '/debug-cookies']. */
  readonly pathPatterns: readonly string[];
}

// Client-side routes (/login, /videos/theory, …) have no object in the bucket. Rewriting every
// extension-less path to /index.html at the viewer-request stage, on the default behaviour only,
// keeps the API behaviours untouched: a distribution-wide 403/404 → /index.html error response
// would also turn the API's own 403s and 404s (JSON {message}) into the HTML shell with status 200.
const spaRewriteCode = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/** What the API's handlers read from a request's headers (cookies and query strings go separately). */
const API_REQUEST_HEADERS = ['Content-Type', 'X-XSRF-Token', 'Origin', 'CloudFront-Viewer-Address'] as const;
/**
 * Files a browser must ask for again every time: the service worker (a stale copy would keep an old
 * version of the app running offline) and the web app manifest. Everything else outside assets/ is
 * revalidated by its no-cache metadata; these two also get their own behaviours, so no edge or browser
 * keeps them past a deploy whatever the bucket's metadata says.
 */
export const REVALIDATED_PATHS = ['/sw.js', '/manifest.webmanifest'] as const;
export const MANIFEST_FILE = 'manifest.webmanifest';

/** Every status CloudFront would otherwise cache for 10 seconds. */
export const UNCACHED_ERROR_STATUSES = [400, 403, 404, 405, 414, 416, 500, 501, 502, 503, 504] as const;

export class WebConstruct extends Construct {
  readonly siteBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  /** https://<custom domain>, else https://<distribution domain> (a token until deployment). */
  readonly siteOrigin: string;
  /** The security headers every behaviour answers with (the live quiz's /live route too). */
  readonly headersPolicy: cloudfront.ResponseHeadersPolicy;
  private readonly assetPath: string;

  constructor(scope: Construct, id: string, props: WebConstructProps) {
    super(scope, id);
    const assetPath = path.resolve(repositoryRoot, props.assetPath ?? 'web/dist');
    if (!fs.existsSync(path.join(assetPath, 'index.html'))) {
      throw new Error(`The web build is missing: ${assetPath}/index.html not found. Run \`npm run build:web\` first.`);
    }

    this.siteBucket = new s3.Bucket(this, 'SiteBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 's3/Site/',
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
    });

    const spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      functionName: regionalName(this, 'SpaRewrite', NAME_LIMITS.function),
      code: cloudfront.FunctionCode.fromInline(spaRewriteCode),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Serve index.html for client-side routes',
    });

    this.headersPolicy = securityHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'EngTech Academy security headers (infra/security-headers.ts)',
    });

    const siteOrigin = origins.S3BucketOrigin.withOriginAccessControl(this.siteBucket, {
      originAccessControl: new cloudfront.S3OriginAccessControl(this, 'SiteAccess', {
        originAccessControlName: regionalName(this, 'SiteAccess', NAME_LIMITS.originAccessControl),
      }),
    });

    const domain = props.customDomain;
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'EngTech Academy site and API',
      ...(domain
        ? {
            domainNames: [domain.domainName],
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      webAclId: props.webAclArn,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // Price class 200 includes the India edge locations nearest to Sri Lanka at a lower cost than "all".
      priceClass: cloudfront.PriceClass.PRICE_CLASS_200,
      enableLogging: true,
      logBucket: props.accessLogsBucket,
      logFilePrefix: 'cloudfront/',
      // Error answers are not cached: an API's 401/403/404 belongs to one caller (one student's 403
      // served to the next would lock them out), and a failing origin should be asked again at once.
      // No response page: the API's own JSON bodies and statuses pass through as they are.
      errorResponses: UNCACHED_ERROR_STATUSES.map((httpStatus) => ({ httpStatus, ttl: Duration.seconds(0) })),
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        compress: true,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.headersPolicy,
        functionAssociations: [{ function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
    });
    this.siteOrigin = `https://${domain?.domainName ?? this.distribution.distributionDomainName}`;
    this.revalidate(siteOrigin);
    acknowledgeDistribution(this.distribution, {
      ownCertificate: domain !== undefined,
      webAcl: props.webAclArn !== undefined,
    });

    this.assetPath = assetPath;

    new CfnOutput(this, 'SiteUrl', { description: 'The site', value: this.siteOrigin }).overrideLogicalId('SiteUrl');
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId }).overrideLogicalId(
      'DistributionId',
    );
    if (domain) {
      new CfnOutput(this, 'DistributionDomainName', {
        description: `Point ${domain.domainName} here (CNAME, or an alias record in Route 53)`,
        value: this.distribution.distributionDomainName,
      }).overrideLogicalId('DistributionDomainName');
    }
  }

  /**
   * The service worker and the manifest: the edge asks the bucket again on every request (a
   * conditional GET, so an unchanged file costs a 304 from S3), and browsers are told `no-cache`.
   * The TTLs are those of the API's cache policy, for the same reason: CloudFront compresses only
   * under a policy that may cache, and a minimum of 0 lets the objects' own no-cache win.
   */
  private revalidate(origin: cloudfront.IOrigin): void {
    const cachePolicy = new cloudfront.CachePolicy(this, 'RevalidatedCache', {
      cachePolicyName: regionalName(this, 'RevalidatedCache', NAME_LIMITS.policy),
      comment: 'Service worker and manifest: asked of the bucket every time, gzip and brotli on',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
      headerBehavior: cloudfront.CacheHeaderBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const responseHeadersPolicy = securityHeadersPolicy(this, 'RevalidatedSecurityHeaders', {
      comment: 'EngTech Academy security headers, Cache-Control no-cache (service worker, manifest)',
      cacheControl: 'no-cache',
    });
    for (const pathPattern of REVALIDATED_PATHS) {
      this.distribution.addBehavior(pathPattern, origin, {
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        compress: true,
        cachePolicy,
        responseHeadersPolicy,
      });
    }
  }

  /**
   * Forwards the API's paths to it: no caching but compressed answers, every method, all cookies and query strings, and the
   * headers the handlers read. Host is not forwarded (API Gateway answers only to its own), and the
   * viewer's address is added: behind CloudFront the API's source address is the edge's, shared by
   * every student it serves, and per-client limits need the student's own.
   */
  routeToApi(api: ApiOrigin, originVerify: string): void {
    const origin = new origins.HttpOrigin(api.domainName, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      // Proves to the API that the request came through the site (functions/shared/origin-verify.ts).
      customHeaders: { [ORIGIN_VERIFY_HEADER]: originVerify },
    });
    const apiRequests = new cloudfront.OriginRequestPolicy(this, 'ApiRequests', {
      originRequestPolicyName: regionalName(this, 'ApiRequests', NAME_LIMITS.policy),
      comment: 'API: cookies, query strings, the headers the handlers read, and the viewer address',
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.all(),
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...API_REQUEST_HEADERS),
    });
    // CloudFront compresses only what a cache policy with Accept-Encoding normalisation serves, and it
    // refuses that setting on a policy whose TTLs are all 0 (CachingDisabled). This policy allows at
    // most one second, yet caches nothing: with a minimum of 0, CloudFront honours the API's
    // `cache-control: no-store` (set on every answer, errors included, by functions/shared/http.ts),
    // and a default of 0 covers anything without the header (API Gateway's own 429s and 5xx). Should
    // an answer ever carry a max-age, every cookie and query string is in the key: one student's
    // answer could only be replayed to a request with the same session cookie, for that second.
    // Sessions ride in cookies only; no Authorization header is read, so none needs to be in the key.
    const apiCache = new cloudfront.CachePolicy(this, 'ApiCache', {
      cachePolicyName: regionalName(this, 'ApiCache', NAME_LIMITS.policy),
      comment: 'API: nothing cached (no-store answers), gzip and brotli on; cookies and query in the key',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      cookieBehavior: cloudfront.CacheCookieBehavior.all(),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      headerBehavior: cloudfront.CacheHeaderBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    for (const pathPattern of api.pathPatterns) {
      this.distribution.addBehavior(pathPattern, origin, {
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
        cachePolicy: apiCache,
        originRequestPolicy: apiRequests,
        responseHeadersPolicy: this.headersPolicy,
        compress: true,
      });
    }
  }

  /**
   * Uploads the build, once the media buckets exist: index.html carries the CSP that names them
   * (infra/site-shell.ts). Three passes over the same build: hashed files under assets/ are immutable
   * and never pruned (an open tab may still lazy-load the previous release's chunks); the manifest is
   * uploaded with its own content type (the deploy helper guesses types from file extensions, and
   * .webmanifest is not among those it knows); everything else (index.html, sw.js, favicon, icons)
   * must be revalidated, is pruned, and triggers the invalidation once the rest is in place.
   */
  publishSite(storageOrigins: readonly string[]): void {
    const assetPath = this.assetPath;
    const build = new s3assets.Asset(this, 'Build', { path: assetPath });
    // Later sources overwrite earlier ones: the shell with the CSP replaces the build's index.html.
    const shellHtml = withDocumentCsp(fs.readFileSync(path.join(assetPath, 'index.html'), 'utf8'), storageOrigins);
    const source = s3deploy.Source.bucket(build.bucket, build.s3ObjectKey);
    // The deploy helper's own log group, so its logs expire like the functions' (Lambda's default
    // group would keep them forever). Both passes run on the same helper, so they share it.
    const logGroup = new logs.LogGroup(this, 'DeployLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      sources: [source],
      destinationBucket: this.siteBucket,
      include: ['assets/*'],
      exclude: ['*'],
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
      memoryLimit: 512,
      logGroup,
    });
    const manifest = new s3deploy.BucketDeployment(this, 'DeployManifest', {
      sources: [source],
      destinationBucket: this.siteBucket,
      include: [MANIFEST_FILE],
      exclude: ['*'],
      prune: false,
      contentType: 'application/manifest+json',
      cacheControl: [s3deploy.CacheControl.fromString('no-cache')],
      memoryLimit: 512,
      logGroup,
    });
    manifest.node.addDependency(assets);
    const shell = new s3deploy.BucketDeployment(this, 'DeployShell', {
      sources: [source, s3deploy.Source.data('index.html', shellHtml)],
      destinationBucket: this.siteBucket,
      // Excluded files are neither uploaded nor pruned by this pass.
      exclude: ['assets/*', MANIFEST_FILE],
      prune: true,
      cacheControl: [s3deploy.CacheControl.fromString('no-cache')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      logGroup,
    });
    shell.node.addDependency(manifest);
    acknowledgeBucketDeployment(shell, { source: build.bucket, destination: this.siteBucket });
  }
}
