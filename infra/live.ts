/**
 * The live quiz's own cloud parts: the WebSocket API phones keep open during a run (reached through
 * the site's CloudFront at /live, so the session cookie travels with the upgrade), its Lambda, the
 * close-timer Lambda, and the EventBridge Scheduler group and role with which the quiz group has a
 * question closed at its time without any request. Broadcasting posts through the stage's management
 * API (@connections), from the live Lambda, the close timer and the quiz group alike.
 */
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import type { BucketKey, TableKey } from '../functions/shared/resources';
import { LIVE_ACCESS, liveFunction } from './live-functions';
import { LIVE_ROUTE_THROTTLES, LIVE_STAGE_THROTTLE } from './live-throttles';
import { nagReference } from './nag';

/** The stage's name is the site's path: CloudFront forwards /live as it is, and API Gateway takes no path after the stage. */
export const LIVE_STAGE = 'live';

interface LiveConstructProps {
  /** Handler modules, relative to projectRoot: functions/live/handler.ts and functions/quiz/close-timer.ts. */
  readonly liveEntry: string;
  readonly closeTimerEntry: string;
  /** Where the entries are resolved from (default: the repository root). */
  readonly projectRoot?: string;
  readonly tables: Readonly<Record<TableKey, dynamodb.ITable>>;
  readonly buckets: Readonly<Record<BucketKey, s3.IBucket>>;
  /** The configuration every function gets (ApiConstruct.environment). */
  readonly environment: Readonly<Record<string, string>>;
  /** The quiz endpoint group's function: it opens questions (schedules) and broadcasts. */
  readonly quizFunction: NodejsFunction;
  readonly logRetention?: logs.RetentionDays;
}

export class LiveConstruct extends Construct {
  readonly webSocketApi: apigw.WebSocketApi;
  readonly stage: apigw.WebSocketStage;
  /** One JSON line per connect, message and disconnect (status included), as for the HTTP API. */
  readonly accessLogs: logs.LogGroup;
  readonly liveFunction: NodejsFunction;
  readonly closeTimerFunction: NodejsFunction;
  readonly scheduleGroup: scheduler.ScheduleGroup;
  /** The role Scheduler assumes to invoke the close timer, and nothing else. */
  readonly schedulerRole: iam.Role;
  /** execute-api host name, for CloudFront's /live origin. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: LiveConstructProps) {
    super(scope, id);
    const retention = props.logRetention ?? logs.RetentionDays.ONE_MONTH;
    const stack = Stack.of(this);

    const shared = { ...props, logRetention: retention };
    this.liveFunction = liveFunction(this, 'Live', {
      ...shared,
      entry: props.liveEntry,
      access: LIVE_ACCESS.live,
      timeout: Duration.seconds(10),
    });
    // Scheduler may invoke up to a minute before the second it was given (60-second precision);
    // the close timer waits for the question's closesAt, so it outlasts that minute.
    this.closeTimerFunction = liveFunction(this, 'CloseTimer', {
      ...shared,
      entry: props.closeTimerEntry,
      access: LIVE_ACCESS.closeTimer,
      timeout: Duration.seconds(90),
    });

    const integration = (name: string) => new WebSocketLambdaIntegration(`${name}Integration`, this.liveFunction);
    this.webSocketApi = new apigw.WebSocketApi(this, 'Api', {
      description: 'EngTech Academy live quiz: phones and the host screen during a run',
      connectRouteOptions: { integration: integration('Connect') },
      disconnectRouteOptions: { integration: integration('Disconnect') },
      defaultRouteOptions: { integration: integration('Default') },
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention, removalPolicy: RemovalPolicy.DESTROY });
    this.accessLogs = accessLogs;
    this.stage = new apigw.WebSocketStage(this, 'Stage', {
      webSocketApi: this.webSocketApi,
      stageName: LIVE_STAGE,
      autoDeploy: true,
      throttle: LIVE_STAGE_THROTTLE,
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            eventType: '$context.eventType',
            connectionId: '$context.connectionId',
            status: '$context.status',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });
    this.limitRoutes();
    this.domainName = `${this.webSocketApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
    this.acknowledgeRoutes();

    const callback = { LIVE_CALLBACK_URL: this.stage.callbackUrl };
    for (const fn of [this.liveFunction, this.closeTimerFunction, props.quizFunction]) {
      for (const [name, value] of Object.entries(callback)) fn.addEnvironment(name, value);
      this.grantManageConnections(fn);
    }

    this.scheduleGroup = new scheduler.ScheduleGroup(this, 'CloseSchedules', {
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.schedulerRole = new iam.Role(this, 'SchedulerRole', {
      description: 'Assumed by EventBridge Scheduler to invoke the quiz close timer',
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        // Only this account's schedules in the quiz's group may use the role (confused deputy).
        conditions: {
          StringEquals: { 'aws:SourceAccount': stack.account },
          ArnLike: { 'aws:SourceArn': this.scheduleArns() },
        },
      }),
    });
    this.schedulerRole.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.closeTimerFunction.functionArn] }),
    );
    this.grantScheduling(props.quizFunction);
  }

  /** Per-route limits beside the stage's (infra/live-throttles.ts). */
  private limitRoutes(): void {
    const stage = this.stage.node.defaultChild as apigw.CfnStage;
    stage.routeSettings = Object.fromEntries(
      Object.entries(LIVE_ROUTE_THROTTLES).map(([routeKey, limit]) => [
        routeKey,
        { ThrottlingRateLimit: limit.rateLimit, ThrottlingBurstLimit: limit.burstLimit },
      ]),
    );
    for (const route of this.node.findAll().filter((c): c is apigw.CfnRoute => c instanceof apigw.CfnRoute))
      stage.node.addDependency(route);
  }

  private acknowledgeRoutes(): void {
    for (const route of this.node.findAll().filter((c): c is apigw.CfnRoute => c instanceof apigw.CfnRoute)) {
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          "$connect is authorised by the live handler from the session cookie (the same session as the HTTP API), the site's Origin and the origin secret CloudFront adds; $default and $disconnect belong to a connection $connect admitted.",
      });
    }
  }

  private scheduleArns(): string {
    const stack = Stack.of(this);
    return `arn:${stack.partition}:scheduler:${stack.region}:${stack.account}:schedule/${this.scheduleGroup.scheduleGroupName}/*`;
  }

  /** PostToConnection, GetConnection and DeleteConnection on this stage's connections. */
  private grantManageConnections(fn: NodejsFunction): void {
    this.stage.grantManagementApiAccess(fn);
    const role = fn.role as iam.Role;
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagReference(role, managementArn(this))}]`,
      reason:
        'Connection ids are made by API Gateway as phones connect; the grant covers the connections of this one stage, not named ones.',
    });
  }

  /** The quiz group schedules a question's close and hands Scheduler the role that may invoke the timer. */
  private grantScheduling(fn: NodejsFunction): void {
    const role = fn.role as iam.Role;
    const schedules = this.scheduleArns();
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['scheduler:CreateSchedule', 'scheduler:DeleteSchedule'],
        resources: [schedules],
      }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [this.schedulerRole.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
      }),
    );
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagReference(role, schedules)}]`,
      reason:
        "Each question's close schedule is named when the question opens; the grant covers the quiz's own schedule group only.",
    });
    for (const [name, value] of Object.entries({
      QUIZ_CLOSE_TARGET_ARN: this.closeTimerFunction.functionArn,
      QUIZ_SCHEDULER_ROLE_ARN: this.schedulerRole.roleArn,
      QUIZ_SCHEDULE_GROUP: this.scheduleGroup.scheduleGroupName,
    }))
      fn.addEnvironment(name, value);
  }
}

/** The management API's resource for every connection of the stage, as grantManagementApiAccess writes it. */
function managementArn(live: LiveConstruct): string {
  const api = Stack.of(live).formatArn({ service: 'execute-api', resource: live.webSocketApi.apiId });
  return `${api}/${live.stage.stageName}/*/@connections/*`;
}
