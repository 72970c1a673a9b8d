/** The code mails (verification, password reset), in the account's language (mail-texts.ts), sent through SES (aws-ses-v2-local on a laptop). */
import { sendMail, type MailOutcome } from '../shared/send-mail';
import { config } from '../shared/config';
import { OTP_RULES } from './otp';
import { escapeHtml } from '../shared/html';
import { DEFAULT_LANGUAGE, type Language } from '../shared/schemas';
import { resetMailTexts, verificationMailTexts } from './mail-texts';

type CodeMailTexts = (typeof verificationMailTexts)[Language];

export function verificationMail(
  code: string,
  brand: string,
  language: Language = DEFAULT_LANGUAGE,
): { subject: string; text: string; html: string } {
  return codeMail(code, brand, language, verificationMailTexts[language]);
}

export function resetMail(
  code: string,
  brand: string,
  language: Language,
): { subject: string; text: string; html: string } {
  return codeMail(code, brand, language, resetMailTexts[language]);
}

function codeMail(
  code: string,
  brand: string,
  language: Language,
  t: CodeMailTexts,
): { subject: string; text: string; html: string } {
  const minutes = OTP_RULES.ttlMs / 60_000;
  const subject = t.subject(brand);
  const text = [t.codeLine(brand, code), '', t.expires(minutes), t.ignore(brand)].join('\n');
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1a1a1a">`,
    `<p>${escapeHtml(t.codeLead(brand))}</p>`,
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(code)}</p>`,
    `<p>${escapeHtml(t.expires(minutes))}</p>`,
    `<p style="color:#555">${escapeHtml(t.ignore(brand))}</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}

/** Sends the code in the account's language; 'suppressed' when the address takes no more mail. */
export function sendVerificationCode(to: string, code: string, language: Language): Promise<MailOutcome> {
  return sendMail(to, verificationMail(code, config.brandName, language));
}

/** Sends a password reset code in the account's language (skipped for a suppressed address). */
export function sendResetCode(to: string, code: string, language: Language): Promise<MailOutcome> {
  return sendMail(to, resetMail(code, config.brandName, language));
}
