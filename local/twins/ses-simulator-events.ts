/**
 * What Amazon SES's mailbox simulator answers, as the EventBridge events a configuration set with an
 * EventBridge destination publishes for it: `bounce@simulator.amazonses.com` bounces for good,
 * `suppressionlist@…` bounces as an address on the account's suppression list, `complaint@…` is
 * delivered and reported as spam; every other address (the simulator's `success@` and `ooto@`
 * included) raises no bounce or complaint. A label after `+` (bounce+anything@…) is ignored, as SES
 * ignores it. The shapes follow SES's event records ("Contents of event data that Amazon SES
 * publishes") inside EventBridge's envelope (source aws.ses, detail-type "Email Bounced" /
 * "Email Complaint Received").
 */
import { randomUUID } from 'node:crypto';

export const SIMULATOR_DOMAIN = 'simulator.amazonses.com';

export interface SentMail {
  messageId: string;
  source: string;
  destination: readonly string[];
  configurationSet: string;
  at: Date;
}

interface Envelope {
  region: string;
  accountId: string;
}

type Outcome = 'bounce' | 'suppressionlist' | 'complaint';

const bareAddress = (recipient: string): string => (/<([^<>]+)>\s*$/.exec(recipient)?.[1] ?? recipient).trim();

/** The simulator's answer for one recipient, or null for an address it delivers quietly. */
export function simulatorOutcome(recipient: string): Outcome | null {
  const [local = '', domain = ''] = bareAddress(recipient).toLowerCase().split('@');
  if (domain !== SIMULATOR_DOMAIN) return null;
  const mailbox = local.split('+')[0];
  return mailbox === 'bounce' || mailbox === 'suppressionlist' || mailbox === 'complaint' ? mailbox : null;
}

function mailObject(mail: SentMail, envelope: Envelope) {
  return {
    timestamp: mail.at.toISOString(),
    source: mail.source,
    sourceArn: `arn:aws:ses:${envelope.region}:${envelope.accountId}:identity/${mail.source.split('@')[1] ?? ''}`,
    sendingAccountId: envelope.accountId,
    messageId: mail.messageId,
    destination: [...mail.destination],
    headersTruncated: false,
    tags: {
      'ses:operation': ['SendEmail'],
      'ses:configuration-set': [mail.configurationSet],
      'ses:source-ip': ['127.0.0.1'],
      'ses:from-domain': [mail.source.split('@')[1] ?? ''],
    },
  };
}

/** The EventBridge events SES publishes for one sent mail (none if no recipient is a simulator one). */
export function simulatorEvents(mail: SentMail, envelope: Envelope, now: Date = new Date()): unknown[] {
  const byOutcome = new Map<Outcome, string[]>();
  for (const recipient of mail.destination) {
    const outcome = simulatorOutcome(recipient);
    if (outcome) byOutcome.set(outcome, [...(byOutcome.get(outcome) ?? []), bareAddress(recipient)]);
  }
  const envelopeOf = (detailType: string, detail: object) => ({
    version: '0',
    id: randomUUID(),
    'detail-type': detailType,
    source: 'aws.ses',
    account: envelope.accountId,
    time: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: envelope.region,
    resources: [`arn:aws:ses:${envelope.region}:${envelope.accountId}:configuration-set/${mail.configurationSet}`],
    detail,
  });
  const events: unknown[] = [];
  for (const [outcome, addresses] of byOutcome) {
    if (outcome === 'complaint') {
      events.push(
        envelopeOf('Email Complaint Received', {
          eventType: 'Complaint',
          complaint: {
            feedbackId: `${mail.messageId}-complaint`,
            complaintSubType: null,
            complainedRecipients: addresses.map((emailAddress) => ({ emailAddress })),
            timestamp: now.toISOString(),
            userAgent: 'Amazon SES Mailbox Simulator',
            complaintFeedbackType: 'abuse',
            arrivalDate: now.toISOString(),
          },
          mail: mailObject(mail, envelope),
        }),
      );
      continue;
    }
    const suppressed = outcome === 'suppressionlist';
    events.push(
      envelopeOf('Email Bounced', {
        eventType: 'Bounce',
        bounce: {
          feedbackId: `${mail.messageId}-bounce`,
          bounceType: 'Permanent',
          bounceSubType: suppressed ? 'OnAccountSuppressionList' : 'General',
          bouncedRecipients: addresses.map((emailAddress) => ({
            emailAddress,
            action: 'failed',
            status: '5.1.1',
            diagnosticCode: suppressed
              ? 'Amazon SES did not send the message to this address because it is on the suppression list for your account.'
              : 'smtp; 550 5.1.1 user unknown',
          })),
          timestamp: now.toISOString(),
          reportingMTA: suppressed ? 'dns; amazonses.com' : 'dns; a1-2.smtp-out.amazonses.com',
        },
        mail: mailObject(mail, envelope),
      }),
    );
  }
  return events;
}
