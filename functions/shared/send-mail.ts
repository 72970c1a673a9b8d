/**
 * One mail from the class: from the configured sender, with replies going to the class mailbox (a
 * student who answers any of our mails reaches a person, not no-reply), as text and HTML in UTF-8.
 * SES's errors reach the caller as they are; each caller decides what a refusal means to it.
 */
import { SendEmailCommand } from '@aws-sdk/client-ses';
import { config } from './config';
import { ses } from './ses';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export async function sendMail(to: string, mail: MailContent): Promise<void> {
  await ses.send(
    new SendEmailCommand({
      Source: config.mailFrom,
      Destination: { ToAddresses: [to] },
      ReplyToAddresses: [config.mailReplyTo],
      Message: {
        Subject: { Data: mail.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
      },
    }),
  );
}
