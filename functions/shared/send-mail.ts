/**
 * One mail from the class: from the configured sender, with replies going to the class mailbox (a
 * student who answers any of our mails reaches a person, not no-reply), as text and HTML in UTF-8,
 * through the configuration set whose events mark bounced and complained addresses.
 *
 * An address so marked (mail-suppression.ts) gets no more mail: the send is skipped, logged, and
 * reported to the caller as 'suppressed', so a caller whose answer depends on the mail arriving (a
 * registration's code) can say so. SES's errors reach the caller as they are; each caller decides
 * what a refusal means to it.
 */
import { SendEmailCommand } from '@aws-sdk/client-ses';
import { config } from './config';
import { logger } from './logger';
import { suppressionOf } from './mail-suppression';
import { ses } from './ses';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export type MailOutcome = 'sent' | 'suppressed';

export async function sendMail(to: string, mail: MailContent): Promise<MailOutcome> {
  const configurationSet = config.mailConfigurationSet;
  const suppression = await suppressionOf(to);
  if (suppression) {
    // The reason only: the address is personal data and stays out of the log.
    logger.warn('mail not sent: the address is suppressed', { reason: suppression.reason });
    return 'suppressed';
  }
  await ses.send(
    new SendEmailCommand({
      Source: config.mailFrom,
      Destination: { ToAddresses: [to] },
      ReplyToAddresses: [config.mailReplyTo],
      ConfigurationSetName: configurationSet,
      Message: {
        Subject: { Data: mail.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
      },
    }),
  );
  return 'sent';
}
