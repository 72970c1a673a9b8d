/**
 * The SES identity the OTP and reply mail is sent from. The identity is a domain (context
 * `sesIdentity`) with Easy DKIM; its three DKIM CNAME records are printed as outputs for the
 * operator to add at the DNS host (no Route 53 zone is assumed). With context `mailFromDomain` the
 * identity also gets a custom MAIL FROM (bounce) domain, whose MX and SPF records are printed too.
 *
 * Every mail goes through one configuration set, which sends its bounce and complaint events to
 * EventBridge's default bus, where infra/mail-events.ts picks them up. EventBridge rather than an SNS
 * topic: no topic and key to keep, and the rule can match this set's events alone, as the streaming
 * events rule matches its own queue's jobs.
 */
import { CfnOutput, Stack, Validations } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { nagReference } from './nag';

interface EmailConstructProps {
  /** Domain verified in SES, e.g. engtech.example. */
  readonly domain: string;
  /** The From address at that domain: no-reply@engtech.example or "Brand <no-reply@engtech.example>". */
  readonly mailFrom: string;
  /** Where a student's answer to any mail goes: the class's own mailbox, anywhere (a bare address). */
  readonly replyTo: string;
  /**
   * A subdomain of `domain` for the envelope sender (MAIL FROM), e.g. mail.engtech.example: bounces
   * then come back to our own domain, and SPF aligns with the From domain for DMARC. Optional.
   */
  readonly mailFromDomain?: string;
}

export class EmailConstruct extends Construct {
  readonly identity: ses.EmailIdentity;
  readonly identityArn: string;
  readonly mailFrom: string;
  /** The bare address of mailFrom (what SES compares ses:FromAddress with). */
  readonly fromAddress: string;
  /** The class address every mail names as Reply-To, since the From address takes no mail. */
  readonly replyTo: string;
  /** The configuration set every mail is sent with; its bounce and complaint events go to EventBridge. */
  readonly configurationSet: ses.ConfigurationSet;
  /** What a rule on the default bus matches to take this set's events only (SES tags every event with it). */
  readonly eventPattern: events.EventPattern;

  constructor(scope: Construct, id: string, props: EmailConstructProps) {
    super(scope, id);
    const domain = props.domain.trim().toLowerCase();
    const mailFrom = props.mailFrom.trim();
    // Either a bare address or a display-name form, "EngTech Academy <no-reply@engtech.example>".
    const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom;
    const fromDomain = address.split('@')[1]?.trim().toLowerCase();
    // SES refuses to send from an address outside a verified identity; fail at synth, not at the first OTP.
    if (!fromDomain || !(fromDomain === domain || fromDomain.endsWith(`.${domain}`))) {
      throw new Error(`mailFrom "${props.mailFrom}" must be an address at the SES identity domain "${domain}".`);
    }

    const replyTo = props.replyTo.trim();
    // SES sends a Reply-To it cannot parse and the student's answer bounces; refuse it at synth.
    if (!/^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/.test(replyTo)) {
      throw new Error(`replyTo "${props.replyTo}" must be one bare email address, e.g. class@engtech.example.`);
    }
    this.replyTo = replyTo;

    const mailFromDomain = props.mailFromDomain?.trim().toLowerCase();
    // SES takes only a subdomain of the identity as its MAIL FROM; anything else fails the deploy.
    if (mailFromDomain !== undefined && !mailFromDomain.endsWith(`.${domain}`)) {
      throw new Error(
        `mailFromDomain "${props.mailFromDomain}" must be a subdomain of "${domain}", e.g. mail.${domain}.`,
      );
    }

    // SES's own suppression for this set as well: an address that bounced for any sender of the
    // account is not tried again, even before our function has marked it.
    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
      sendingEnabled: true,
    });
    const defaultBus = events.EventBus.fromEventBusName(this, 'DefaultBus', 'default');
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: ses.EventDestination.eventBus(defaultBus),
      events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT],
    });
    this.eventPattern = {
      source: ['aws.ses'],
      detailType: ['Email Bounced', 'Email Complaint Received'],
      detail: { mail: { tags: { 'ses:configuration-set': [this.configurationSet.configurationSetName] } } },
    };

    this.identity = new ses.EmailIdentity(this, 'Identity', {
      identity: ses.Identity.domain(domain),
      // The default set of the identity too, so no send from it escapes the bounce handling.
      configurationSet: this.configurationSet,
      ...(mailFromDomain
        ? { mailFromDomain, mailFromBehaviorOnMxFailure: ses.MailFromBehaviorOnMxFailure.USE_DEFAULT_VALUE }
        : {}),
    });
    this.identityArn = this.identity.emailIdentityArn;
    this.mailFrom = mailFrom;
    this.fromAddress = address.trim();

    this.identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `DkimRecord${index + 1}`, {
        description: `DKIM CNAME ${index + 1} to add to the DNS of ${domain}`,
        value: `${record.name} CNAME ${record.value}`,
      });
    });
    if (mailFromDomain) {
      const region = Stack.of(this).region;
      new CfnOutput(this, 'MailFromMxRecord', {
        description: `MX record for the custom MAIL FROM domain ${mailFromDomain}`,
        value: `${mailFromDomain} MX 10 feedback-smtp.${region}.amazonses.com`,
      });
      new CfnOutput(this, 'MailFromSpfRecord', {
        description: `SPF (TXT) record for the custom MAIL FROM domain ${mailFromDomain}`,
        value: `${mailFromDomain} TXT "v=spf1 include:amazonses.com ~all"`,
      });
    }
  }

  /**
   * ses:SendEmail as the From address only. In the SES sandbox every recipient is an identity too, and
   * SES checks the sender's right against the recipient's identity as well, so a grant on our identity
   * alone fails for test mail to verified addresses at other domains; the grant names every identity
   * of the account and region instead, and the condition pins the sender to our From address.
   */
  grantSendEmail(role: iam.Role): void {
    const identities = Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [identities],
        conditions: { StringEquals: { 'ses:FromAddress': this.fromAddress } },
      }),
    );
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagReference(role, identities)}]`,
      reason: `In the SES sandbox the recipients' identities are checked too; the ses:FromAddress condition limits sending to ${this.fromAddress}.`,
    });
  }
}
