/**
 * The HTTP API: one NodejsFunction per endpoint group of functions/groups.ts, one route per routeKey,
 * least-privilege grants from the group's declared tables, buckets and mail. CloudFront forwards
 * `/api/*` (and the few routes outside it) here, so the browser sees one origin and no CORS.
 */
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { EndpointGroup } from '../functions/groups';
import { ROUTE_THROTTLES, STAGE_THROTTLE, type Throttle } from './api-throttles';
import { lambdaBundlingFor, lambdaEnvironment, lambdaLoggingEnvironment, lambdaRuntime } from './bundling';
import type { BucketKey, TableKey } from '../functions/shared/resources';
import type { EmailConstruct } from './email';
import { grantBuckets, grantTables } from './grants';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

interface ApiConstructProps {
  readonly groups: readonly EndpointGroup[];
  readonly tables: Readonly<Record<TableKey, dynamodb.ITable>>;
  readonly buckets: Readonly<Record<BucketKey, s3.IBucket>>;
  readonly email: EmailConstruct;
  readonly siteOrigin: string;
  /** ARN of the origin secret CloudFront sends; every function refuses requests without its value. */
  readonly originSecretId: string;
  readonly brandName: string;
  /** Comma-separated https prefixes an exam link must start with. */
  readonly examLinkPrefixes: string;
  /** The address the first admin account is created for (see the deploy notes). */
  readonly adminEmail?: string;
  /** Steady-state requests per second and burst for the stage's routes (default: api-throttles.ts). */
  readonly throttle?: Throttle;
  readonly logRetention?: logs.RetentionDays;
  /** Where group entries are resolved from (default: the repository root). */
  readonly projectRoot?: string;
}

export class ApiConstruct extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  /** One JSON line per request (status included): the 429 count is read from it (infra/monitoring.ts). */
  readonly accessLogs: logs.LogGroup;
  /** Keyed by endpoint group name. */
  readonly functions: Readonly<Record<string, NodejsFunction>>;
  /** The configuration every function of the API gets (table and bucket names, settings). */
  readonly environment: Readonly<Record<string, string>>;
  /** execute-api host name, for CloudFront's HTTP origin. */
  readonly domainName: string;
  /** CloudFront path patterns that must reach this API: `/api/*` plus any route outside it. */
  readonly pathPatterns: readonly string[];

  constructor(scope: Construct, id: string, props: ApiConstructProps) {
    super(scope, id);
    const retention = props.logRetention ?? logs.RetentionDays.ONE_MONTH;

    this.httpApi = new apigw.HttpApi(this, 'HttpApi', { createDefaultStage: false });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention, removalPolicy: RemovalPolicy.DESTROY });
    this.accessLogs = accessLogs;
    this.stage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle ?? STAGE_THROTTLE,
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            responseLength: '$context.responseLength',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            userAgent: '$context.identity.userAgent',
          }),
        ),
      },
    });

    const stack = Stack.of(this);
    this.domainName = `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;

    const environment = sharedEnvironment(props);
    this.environment = environment;
    const functions: Record<string, NodejsFunction> = {};
    for (const group of props.groups) {
      functions[group.name] = this.addGroup(group, props, environment, retention);
    }
    this.functions = functions;
    this.pathPatterns = cloudFrontPathPatterns(props.groups);
    this.limitRoutes(props.groups);
  }

  /** Tighter limits for the routes api-throttles.ts names (only those this stack serves). */
  private limitRoutes(groups: readonly EndpointGroup[]): void {
    const served = new Set<string>(groups.flatMap((group) => group.routes));
    const settings = Object.fromEntries(
      Object.entries(ROUTE_THROTTLES)
        .filter(([routeKey]) => served.has(routeKey))
        .map(([routeKey, limit]) => [
          routeKey,
          // A free-form map in CloudFormation: the keys are written as the template spells them.
          { ThrottlingRateLimit: limit.rateLimit, ThrottlingBurstLimit: limit.burstLimit },
        ]),
    );
    const stage = this.stage.node.defaultChild as apigw.CfnStage;
    stage.routeSettings = settings;
    // Route settings name routes, which must exist before the stage refers to them.
    for (const route of this.node.findAll().filter((c): c is apigw.CfnRoute => c instanceof apigw.CfnRoute))
      stage.node.addDependency(route);
  }

  private addGroup(
    group: EndpointGroup,
    props: ApiConstructProps,
    environment: Record<string, string>,
    retention: logs.RetentionDays,
  ): NodejsFunction {
    const name = pascal(group.name);
    const logGroup = new logs.LogGroup(this, `${name}Logs`, { retention, removalPolicy: RemovalPolicy.DESTROY });
    // An explicit role instead of the default one: the default attaches the AWS-managed
    // AWSLambdaBasicExecutionRole (logs on `*`); this one may write to its own log group only.
    const role = new iam.Role(this, `${name}Role`, {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs the ${group.name} endpoint group`,
    });
    logGroup.grantWrite(role);
    grantTables(role, group.tables, props.tables);
    grantBuckets(role, group.buckets, props.buckets);
    if (group.sendsEmail) props.email.grantSendEmail(role);

    const projectRoot = props.projectRoot ?? repositoryRoot;
    const fn = new NodejsFunction(this, `${name}Function`, {
      entry: path.resolve(projectRoot, group.entry),
      handler: 'handler',
      runtime: lambdaRuntime,
      architecture: lambda.Architecture.ARM_64,
      // scrypt with N=2^17, r=8 needs ~128 MB of its own; Lambda CPU also scales with memory.
      memorySize: group.memoryMB ?? 512,
      timeout: Duration.seconds(group.timeoutSeconds ?? 10),
      role,
      logGroup,
      projectRoot,
      depsLockFilePath: path.join(projectRoot, 'package-lock.json'),
      environment: { ...environment, ...lambdaLoggingEnvironment(group) },
      // One definition (infra/bundling.ts) shared with the bench and the infra tests.
      bundling: lambdaBundlingFor(group),
    });
    Validations.of(fn).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 (LTS) is pinned on purpose: it is the line the handlers are built (target node22) and tested for; moving to a newer runtime is a deliberate upgrade, not an automatic one.',
    });

    const integration = new HttpLambdaIntegration(`${name}Integration`, fn);
    for (const routeKey of group.routes) {
      const [method, routePath] = parseRouteKey(routeKey);
      const route = new apigw.HttpRoute(this, `${name}Route${routeId(method, routePath)}`, {
        httpApi: this.httpApi,
        routeKey: apigw.HttpRouteKey.with(routePath, method),
        integration,
      });
      // Authorisation lives in the handler: some routes are public by design (createUser, login,
      // check-auth) and the rest check the session cookie, role and access flags themselves.
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason: `${routeKey} is authorised by the ${group.name} handler from the session cookie (or is public by design), not by an API Gateway authorizer.`,
      });
    }
    return fn;
  }
}

/** The configuration every handler reads, with this stack's table and bucket names. */
function sharedEnvironment(props: ApiConstructProps): Record<string, string> {
  return lambdaEnvironment({
    tableName: (key) => props.tables[key].tableName,
    bucketName: (key) => props.buckets[key].bucketName,
    mailFrom: props.email.mailFrom,
    replyTo: props.email.replyTo,
    mailConfigurationSet: props.email.configurationSet.configurationSetName,
    brandName: props.brandName,
    siteOrigin: props.siteOrigin,
    originSecretId: props.originSecretId,
    examLinkPrefixes: props.examLinkPrefixes,
    ...(props.adminEmail ? { adminEmail: props.adminEmail } : {}),
  });
}

function parseRouteKey(routeKey: string): [apigw.HttpMethod, string] {
  const [method, routePath, ...rest] = routeKey.split(' ');
  const methods = Object.values(apigw.HttpMethod) as string[];
  if (!method || !routePath || rest.length > 0 || !methods.includes(method) || !routePath.startsWith('/')) {
    throw new Error(`Route key "${routeKey}" is not of the form "METHOD /path".`);
  }
  return [method as apigw.HttpMethod, routePath];
}

function cloudFrontPathPatterns(groups: readonly EndpointGroup[]): string[] {
  const patterns = new Set<string>(['/api/*']);
  for (const group of groups) {
    for (const routeKey of group.routes) {
      const [, routePath] = parseRouteKey(routeKey);
      if (!routePath.startsWith('/api/')) patterns.add(routePath.replace(/\{[^}]+\}/g, '*'));
    }
  }
  return [...patterns];
}

function routeId(method: string, routePath: string): string {
  return `${method}${routePath
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(pascal)
    .join('')}`;
}

function pascal(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
