/**
 * The SES identity the OTP and reply mail is sent from. The identity is a domain (context
 * `sesIdentity`) with Easy DKIM; its three DKIM CNAME records are printed as outputs for the
 * operator to add at the DNS host (no Route 53 zone is assumed).
 */
import { CfnOutput } from 'aws-cdk-lib';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface EmailConstructProps {
  /** Domain verified in SES, e.g. engtech.example. */
  readonly domain: string;
  /** The From address at that domain: no-reply@engtech.example or "Brand <no-reply@engtech.example>". */
  readonly mailFrom: string;
}

export class EmailConstruct extends Construct {
  readonly identity: ses.EmailIdentity;
  readonly identityArn: string;
  readonly mailFrom: string;

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

    this.identity = new ses.EmailIdentity(this, 'Identity', { identity: ses.Identity.domain(domain) });
    this.identityArn = this.identity.emailIdentityArn;
    this.mailFrom = mailFrom;

    this.identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `DkimRecord${index + 1}`, {
        description: `DKIM CNAME ${index + 1} to add to the DNS of ${domain}`,
        value: `${record.name} CNAME ${record.value}`,
      });
    });
  }

  /** ses:SendEmail on this identity only. */
  grantSendEmail(grantee: IGrantable): void {
    this.identity.grant(grantee, 'ses:SendEmail');
  }
}
