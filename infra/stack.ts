/**
 * The whole cloud twin of the local stack. This file only wires constructs together; every
 * resource is defined inside a construct.
 */
import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { endpointGroups, type EndpointGroup } from '../functions/groups';
import { AccessLogsConstruct } from './access-logs';
import { ApiConstruct } from './api';
import { DataConstruct } from './data';
import { EmailConstruct } from './email';
import { FeeRemindersConstruct } from './fee-reminders';
import { LiveConstruct } from './live';
import { MailEventsConstruct } from './mail-events';
import { routeToLive } from './live-route';
import { MediaDeliveryConstruct } from './media-delivery';
import { MonitoringConstruct } from './monitoring';
import { OriginSecretConstruct } from './origin-secret';
import { StorageConstruct } from './storage';
import { StreamingConstruct } from './streaming';
import { WebConstruct, type CustomDomain } from './web';

interface EngTechStackProps extends StackProps {
  readonly brandName: string;
  readonly mailFrom: string;
  /** The class mailbox a student's answer to any of our mail reaches. */
  readonly replyTo: string;
  /** The SES domain identity mail is sent from. */
  readonly sesIdentity: string;
  /** Optional custom MAIL FROM subdomain of sesIdentity (bounces return to our own domain). */
  readonly mailFromDomain?: string;
  readonly examLinkPrefixes: string;
  readonly adminEmail?: string;
  /** The site's own domain and its us-east-1 certificate; the site origin becomes https://<domain>. */
  readonly customDomain?: CustomDomain;
  /** The edge stack's web ACL (infra/edge-waf.ts), attached to the distribution. */
  readonly webAclArn?: string;
  /** The built web app (default web/dist). */
  readonly webAssetPath?: string;
  /** Endpoint groups to deploy (default: functions/groups.ts). */
  readonly groups?: readonly EndpointGroup[];
  /** The media signing keys: the public keys' PEMs, and the secret holding the private key and its id. */
  readonly media: { readonly publicKeys: readonly string[]; readonly signingKeySecret: string };
  /** The origin secret's version CloudFront sends (a rotation names the new one); default: the first. */
  readonly originSecretVersion?: string;
  /** The live quiz's handler modules (default: functions/live/handler.ts, functions/quiz/close-timer.ts). */
  readonly liveEntries?: LiveEntries;
  /** Days before a paid month's access ends that its student is reminded (default 3). */
  readonly reminderDays?: number;
  /** RETAIN (default) keeps tables and buckets when the stack is deleted; DESTROY is for throwaway stacks. */
  readonly dataRemovalPolicy?: RemovalPolicy;
  /** Defaults of the AlarmEmail and MonthlyBudgetUsd deploy parameters (infra/monitoring.ts). */
  readonly monitoring?: { readonly alarmEmail?: string; readonly monthlyBudgetUsd?: number };
}

export interface LiveEntries {
  readonly live: string;
  readonly closeTimer: string;
}

export class EngTechStack extends Stack {
  readonly data: DataConstruct;
  readonly storage: StorageConstruct;
  readonly email: EmailConstruct;
  readonly api: ApiConstruct;
  readonly web: WebConstruct;
  readonly mediaDelivery: MediaDeliveryConstruct;
  /** What CloudFront sends the API to prove a request came through the site. */
  readonly originSecret: OriginSecretConstruct;
  /** The transcode pipeline; absent when the deployed groups have no media group. */
  readonly streaming?: StreamingConstruct;
  /** The live quiz's WebSocket API and close timer; absent when the deployed groups have no quiz group. */
  readonly live?: LiveConstruct;
  /** The daily fee reminder sweep; absent when the deployed groups have no fees group. */
  readonly feeReminders?: FeeRemindersConstruct;
  /** Marks the addresses SES reports as bounced or complained. */
  readonly mailEvents: MailEventsConstruct;
  /** Alarms (one topic), the tutor's dashboard and the monthly budget. */
  readonly monitoring: MonitoringConstruct;

  constructor(scope: Construct, id: string, props: EngTechStackProps) {
    super(scope, id, props);
    const removalPolicy = props.dataRemovalPolicy ?? RemovalPolicy.RETAIN;

    const accessLogs = new AccessLogsConstruct(this, 'AccessLogs', { removalPolicy });
    this.web = new WebConstruct(this, 'Web', {
      assetPath: props.webAssetPath,
      accessLogsBucket: accessLogs.bucket,
      removalPolicy,
      customDomain: props.customDomain,
      webAclArn: props.webAclArn,
    });
    const siteOrigin = this.web.siteOrigin;

    this.data = new DataConstruct(this, 'Data', { removalPolicy });
    this.storage = new StorageConstruct(this, 'Storage', {
      siteOrigin,
      accessLogsBucket: accessLogs.bucket,
      removalPolicy,
    });
    this.web.publishSite(this.storage.browserOrigins);
    this.email = new EmailConstruct(this, 'Email', {
      domain: props.sesIdentity,
      mailFrom: props.mailFrom,
      replyTo: props.replyTo,
      mailFromDomain: props.mailFromDomain,
    });
    this.originSecret = new OriginSecretConstruct(this, 'OriginVerify', { version: props.originSecretVersion });
    const originSecret = this.originSecret;
    this.api = new ApiConstruct(this, 'Api', {
      originSecretId: originSecret.secret.secretArn,
      groups: props.groups ?? endpointGroups,
      tables: this.data.tables,
      buckets: this.storage.buckets,
      email: this.email,
      siteOrigin,
      brandName: props.brandName,
      examLinkPrefixes: props.examLinkPrefixes,
      adminEmail: props.adminEmail,
    });
    this.web.routeToApi(this.api, originSecret.headerValue);
    // Every API function checks the header against the secret's values, read at run time.
    for (const fn of Object.values(this.api.functions)) originSecret.grantRead(fn);
    this.mailEvents = new MailEventsConstruct(this, 'MailEvents', {
      tables: this.data.tables,
      buckets: this.storage.buckets,
      email: this.email,
      environment: this.api.environment,
    });

    // The quiz group runs live quizzes; a deployment without it has no WebSocket API.
    const quizFunction = this.api.functions.quiz;
    if (quizFunction) {
      this.live = new LiveConstruct(this, 'Live', {
        liveEntry: props.liveEntries?.live ?? 'functions/live/handler.ts',
        closeTimerEntry: props.liveEntries?.closeTimer ?? 'functions/quiz/close-timer.ts',
        tables: this.data.tables,
        buckets: this.storage.buckets,
        environment: this.api.environment,
        quizFunction,
      });
      routeToLive(
        this.web,
        this.web.distribution,
        { domainName: this.live.domainName, stageName: this.live.stage.stageName },
        originSecret.headerValue,
        this.web.headersPolicy,
      );
      originSecret.grantRead(this.live.liveFunction);
    }

    // Reminders are about the fees the fees group takes; without it nobody could act on one.
    if (this.api.functions.fees) {
      this.feeReminders = new FeeRemindersConstruct(this, 'FeeReminders', {
        tables: this.data.tables,
        buckets: this.storage.buckets,
        email: this.email,
        environment: this.api.environment,
        reminderDays: props.reminderDays,
      });
    }

    this.mediaDelivery = new MediaDeliveryConstruct(this, 'MediaDelivery', {
      distribution: this.web.distribution,
      streamsBucket: this.storage.buckets.streams,
      ...props.media,
    });
    // The media group hands out the cookies (streamAccess) and submits the transcode jobs; a
    // deployment without it signs and transcodes nothing.
    const mediaFunction = this.api.functions.media;
    if (mediaFunction) {
      for (const [name, value] of Object.entries(this.mediaDelivery.signingEnvironment())) {
        mediaFunction.addEnvironment(name, value);
      }
      this.mediaDelivery.grantSigning(mediaFunction);
      this.streaming = new StreamingConstruct(this, 'Streaming', {
        tables: this.data.tables,
        buckets: this.storage.buckets,
        mediaFunction,
        environment: this.api.environment,
      });
    }

    // Last: it watches every function, API, table and job rule made above.
    this.monitoring = new MonitoringConstruct(this, 'Monitoring', {
      ...props.monitoring,
      api: this.api,
      data: this.data,
      distribution: this.web.distribution,
      live: this.live,
      streaming: this.streaming,
      feeReminders: this.feeReminders,
      mailEvents: this.mailEvents,
    });
  }
}
