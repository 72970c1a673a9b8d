/**
 * How every endpoint group's Lambda is packaged and what it starts with — the one definition that
 * infra/api.ts hands to NodejsFunction and that `npm run bench` (bench/lambda.ts) and the infra
 * tests rebuild with esbuild directly, so the measured bundle is the deployed one byte for byte.
 */
import * as path from 'node:path';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';
import type { EndpointGroup } from '../functions/groups';
import { buckets, tables } from '../functions/shared/resources';

export const lambdaRuntime = lambda.Runtime.NODEJS_22_X;

/**
 * Modules the AWS SDK reaches only through a lazy `import()` inside its default credential chain,
 * when no credentials are in the environment: SSO, shared ini files, credential processes, web
 * identity tokens, container/instance metadata, and the STS/SSO/sign-in clients they use. Lambda
 * always puts the role's credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
 * AWS_SESSION_TOKEN), which the chain's first link reads, so none of these ever loads there; left
 * external they are still resolvable from the runtime's own SDK copy should that ever change.
 * Bundled, they would be a large share of every group's code for nothing (bench/REPORT.md).
 * Only what the SDK imports dynamically belongs here: a module imported statically would make the
 * Lambda load the runtime's copy at init (the infra test checks that none is).
 */
export const lazyCredentialModules = [
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/credential-provider-http',
  '@aws-sdk/credential-provider-login',
  '@aws-sdk/nested-clients',
  '@aws-sdk/nested-clients/*',
  '@smithy/credential-provider-imds',
] as const;

/**
 * The SDK's event-stream codec (EventStreamSerde, message marshalling). Every
 * client's protocol class (@smithy/core HttpProtocol) reaches it only through a lazy
 * `import("@smithy/core/event-streams")` in loadEventStreamCapability, taken only by operations
 * whose input or output is an event stream. DynamoDB and SES have none, so a group with only those
 * clients never loads it. The S3 client imports it statically (its config resolves an event-stream
 * marshaller for SelectObjectContent), so groups with buckets keep it bundled: left external there,
 * the runtime's copy would load at init (the infra test checks per group that it is only lazy).
 */
export const lazyEventStreamModules = ['@smithy/core/event-streams'] as const;

/** True when the group's code uses the S3 client (it is granted buckets: media, slides). */
const usesS3 = (group: Pick<EndpointGroup, 'buckets'>): boolean =>
  group.buckets.read.length + group.buckets.write.length > 0;

/** What a group's bundle leaves external: only modules its code reaches through a lazy import(). */
export function lambdaExternalModules(group: Pick<EndpointGroup, 'buckets'>): string[] {
  return [...lazyCredentialModules, ...(usesS3(group) ? [] : lazyEventStreamModules)];
}

export const lambdaBundling = {
  format: OutputFormat.ESM,
  target: `node${/nodejs(\d+)/.exec(lambdaRuntime.name)?.[1] ?? ''}`,
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  // The SDK is bundled (tree-shaken and minified) rather than taken from the runtime, which is
  // CDK's default for Node 18+ (`@aws-sdk/*` external). `npm run bench` (bench/lambda.ts) measures
  // both; the figures are in bench/REPORT.md.
  // - Init: the runtime's copy is the SDK's unminified CommonJS build of whole packages, several
  //   times the code a tree-shaken, minified bundle carries, so importing a group with the SDK
  //   external costs several times the CPU.
  // - Version drift: the runtime's SDK is whatever release AWS ships, updated without a deploy.
  //   The handlers rely on options whose meaning releases have changed: `requestTimeout` (the 503
  //   within ~3 s when a service hangs) became a logged warning unless `throwOnRequestTimeout` is
  //   set, and `requestChecksumCalculation: 'WHEN_REQUIRED'` exists because releases began adding
  //   checksums browsers cannot send through presigned URLs. Bundled, the deployed code runs exactly
  //   the client versions package-lock.json pins and the integration tests exercised.
  // - Size: bundled, the SDK clients a group uses are part of its bundle, which makes the bundles
  //   larger than with the SDK external. Size is only a proxy for cold start, so the bench reports
  //   it without a target and judges each group's init against the same group with the SDK external.
  bundleAwsSDK: true,
  externalModules: [...lazyCredentialModules],
  mainFields: ['module', 'main'],
  // Some bundled CommonJS dependencies call require() for Node built-ins; ESM has no require.
  banner:
    "import { createRequire as __createRequire } from 'node:module';const require = __createRequire(import.meta.url);",
} as const satisfies BundlingOptions;

/** `lambdaBundling` with the group's own externals: what infra/api.ts hands to NodejsFunction. */
export function lambdaBundlingFor(group: Pick<EndpointGroup, 'buckets'>): BundlingOptions {
  return {
    ...lambdaBundling,
    externalModules: lambdaExternalModules(group),
    mainFields: [...lambdaBundling.mainFields],
  };
}

/** The bundle's file name in the asset (CDK names it by format). */
export const bundleFileName = lambdaBundling.format === OutputFormat.ESM ? 'index.mjs' : 'index.js';

/**
 * esbuild's build options equal to the command NodejsFunction runs for `lambdaBundlingFor(group)` (see
 * aws-lambda-nodejs/lib/bundling.js buildEsbuildArgs: `esbuild --bundle <entry> --target --platform=node
 * --format --outfile --minify --sourcemap --sources-content=false --external:… --banner:js --main-fields`,
 * run in the project root). The infra test compares the result with the synthesized asset.
 */
export function lambdaEsbuildOptions(
  projectRoot: string,
  group: Pick<EndpointGroup, 'entry' | 'buckets'>,
  outDir: string,
): BuildOptions {
  return {
    absWorkingDir: projectRoot,
    entryPoints: [path.resolve(projectRoot, group.entry)],
    bundle: true,
    target: lambdaBundling.target,
    platform: 'node',
    format: lambdaBundling.format,
    outfile: path.join(outDir, bundleFileName),
    minify: lambdaBundling.minify,
    sourcemap: lambdaBundling.sourceMap,
    sourcesContent: lambdaBundling.sourcesContent,
    external: lambdaExternalModules(group),
    banner: { js: lambdaBundling.banner },
    mainFields: [...lambdaBundling.mainFields],
    logLevel: 'warning',
  };
}

/**
 * Runtime options every function starts with: none. The asset still carries the source map
 * (index.mjs.map, without embedded sources), but functions do not start with
 * `NODE_OPTIONS=--enable-source-maps`, which made Node read and parse the whole map at init, before
 * the first request; the SDK's mappings and minified names are nearly all of that map, so parsing it
 * is a measurable share of every group's init (`npm run bench`, bench/lambda.ts).
 * The trade-off: a stack trace in the logs points into the minified bundle (index.mjs:<line>:<column>,
 * mangled names) instead of functions/…ts:<line>. Such a position is turned back into file:line with
 * the map of the deployed asset (cdk.out/asset.<hash>/index.mjs.map, or the function's code zip), e.g.
 * `new (require('node:module').SourceMap)(JSON.parse(map)).findEntry(line - 1, column - 1)`. Handled
 * errors (4xx/503 answers) carry no stack and are unaffected.
 */
export const lambdaNodeOptions: string | undefined = undefined;

interface LambdaEnvironmentValues {
  /** Real names by table/bucket key (CDK tokens in the stack, plain names in the bench). */
  readonly tableName: (key: keyof typeof tables) => string;
  readonly bucketName: (key: keyof typeof buckets) => string;
  readonly mailFrom: string;
  readonly replyTo: string;
  /** The SES configuration set every mail is sent with (its events mark bounced addresses). */
  readonly mailConfigurationSet: string;
  readonly brandName: string;
  readonly siteOrigin: string;
  /** ARN of the origin secret (never its value: the functions read that at run time). */
  readonly originSecretId: string;
  readonly examLinkPrefixes: string;
  readonly adminEmail?: string;
}

/**
 * What the group's logger (functions/shared/logger.ts, Powertools) reads: the service its lines name,
 * and the lowest level written. A Lambda log level set on the function (AWS_LAMBDA_LOG_LEVEL) takes
 * precedence over it.
 */
export function lambdaLoggingEnvironment(group: Pick<EndpointGroup, 'name'>): Record<string, string> {
  return { POWERTOOLS_SERVICE_NAME: group.name, POWERTOOLS_LOG_LEVEL: 'INFO' };
}

/** The configuration every handler reads (functions/shared/config.ts), as each function gets it. */
export function lambdaEnvironment(values: LambdaEnvironmentValues): Record<string, string> {
  return {
    ...Object.fromEntries(
      (Object.keys(tables) as (keyof typeof tables)[]).map((key) => [tables[key].envVar, values.tableName(key)]),
    ),
    ...Object.fromEntries(
      (Object.keys(buckets) as (keyof typeof buckets)[]).map((key) => [buckets[key].envVar, values.bucketName(key)]),
    ),
    MAIL_FROM: values.mailFrom,
    MAIL_REPLY_TO: values.replyTo,
    MAIL_CONFIGURATION_SET: values.mailConfigurationSet,
    COOKIE_SECURE: 'true',
    BRAND_NAME: values.brandName,
    SITE_ORIGIN: values.siteOrigin,
    ORIGIN_SECRET_ID: values.originSecretId,
    EXAM_LINK_PREFIXES: values.examLinkPrefixes,
    ...(lambdaNodeOptions ? { NODE_OPTIONS: lambdaNodeOptions } : {}),
    ...(values.adminEmail ? { ADMIN_EMAIL: values.adminEmail } : {}),
  };
}
