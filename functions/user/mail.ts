/** The verification-code mail, sent through SES (aws-ses-v2-local on a laptop). */
import { SendEmailCommand } from '@aws-sdk/client-ses';
import { ses } from '../shared/ses';
import { config } from '../shared/config';
import { OTP_RULES } from './otp';
import { escapeHtml } from '../shared/html';

export function verificationMail(code: string, brand: string): { subject: string; text: string; html: string } {
  const minutes = OTP_RULES.ttlMs / 60_000;
  const subject = `Your ${brand} verification code`;
  const text = [
    `Your ${brand} verification code is ${code}.`,
    '',
    `It expires in ${minutes} minutes and can be used once.`,
    `If you did not register at ${brand}, you can ignore this email.`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1a1a">',
    `<p>Your ${escapeHtml(brand)} verification code is:</p>`,
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(code)}</p>`,
    `<p>It expires in ${minutes} minutes and can be used once.</p>`,
    `<p style="color:#555">If you did not register at ${escapeHtml(brand)}, you can ignore this email.</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}

export async function sendVerificationCode(to: string, code: string): Promise<void> {
  const mail = verificationMail(code, config.brandName);
  await ses.send(
    new SendEmailCommand({
      Source: config.mailFrom,
      Destination: { ToAddresses: [to] },
      Message: {
        Subject: { Data: mail.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
      },
    }),
  );
}
