/**
 * The SES identity the OTP and reply mail is sent from. The identity is a domain (context
 * `sesIdentity`) with Easy DKIM; its three DKIM CNAME records are printed as outputs for the
 * operator to add at the DNS host (no Route 53 zone is assumed).
 */
import { CfnOutput, Stack, Validations } from 'aws-cdk-lib';
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
}

export class EmailConstruct extends Construct {
  readonly identity: ses.EmailIdentity;
  readonly identityArn: string;
  readonly mailFrom: string;
  /** The bare address of mailFrom (what SES compares ses:FromAddress with). */
  readonly fromAddress: string;
  /** The class address every mail names as Reply-To, since the From address takes no mail. */
  readonly replyTo: string;

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

    this.identity = new ses.EmailIdentity(this, 'Identity', { identity: ses.Identity.domain(domain) });
    this.identityArn = this.identity.emailIdentityArn;
    this.mailFrom = mailFrom;
    this.fromAddress = address.trim();

    this.identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `DkimRecord${index + 1}`, {
        description: `DKIM CNAME ${index + 1} to add to the DNS of ${domain}`,
        value: `${record.name} CNAME ${record.value}`,
      });
    });
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
