/** The admin's reply to a contact message, framed in the form's language (reply-texts.ts) and mailed to the sender through SES (aws-ses-v2-local on a laptop). */
import { isServiceDown } from '../shared/aws';
import { config } from '../shared/config';
import { AppError, Conflict } from '../shared/errors';
import { contactTexts, languageOf, type Language } from '../shared/schemas';
import { sendMail } from '../shared/send-mail';
import { escapeHtml } from '../shared/html';
import { mediumDate, replyMailTexts } from './reply-texts';

/** SES answered, but refused this mail (e.g. a sandbox account and an unverified recipient). */
class ReplyRefused extends AppError {
  readonly statusCode = 502;
}

/** An SES answer blaming the request (MessageRejected, an unverified address…), not an outage. */
const isSesRefusal = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { $fault?: unknown }).$fault === 'client';

interface RepliedMessage {
  name: string;
  message: string;
  /** ISO date-time the message was sent */
  date: string;
  /** The contact form's language; English when the message has none. */
  language?: Language;
}

export function replyMail(
  original: RepliedMessage,
  replyText: string,
  brand: string,
): { subject: string; text: string; html: string } {
  const language = languageOf(original.language);
  const t = replyMailTexts[language];
  const subject = t.subject(brand);
  const when = mediumDate(original.date, language);
  const quoted = original.message.split(/\r?\n/).map((line) => `> ${line}`);
  const text = [t.greeting(original.name), '', replyText, '', `— ${brand}`, '', t.wrote(when), ...quoted].join('\n');
  const paragraphs = replyText
    .split(/\r?\n/)
    .map((line) => escapeHtml(line))
    .join('<br>');
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1a1a1a">`,
    `<p>${escapeHtml(t.greeting(original.name))}</p>`,
    `<p>${paragraphs}</p>`,
    `<p>— ${escapeHtml(brand)}</p>`,
    `<p style="color:#555">${escapeHtml(t.wrote(when))}</p>`,
    `<blockquote style="margin:0 0 0 8px;padding-left:8px;border-left:3px solid #ccc;color:#555">${original.message
      .split(/\r?\n/)
      .map((line) => escapeHtml(line))
      .join('<br>')}</blockquote>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}

/** Sends the reply. An unreachable SES surfaces as 503 (shared mapping); a refusal as 502. */
export async function sendReply(to: string, original: RepliedMessage, replyText: string): Promise<void> {
  const mail = replyMail(original, replyText, config.brandName);
  try {
    // The admin is told the reply went nowhere rather than "sent"; the mark is on the user list.
    if ((await sendMail(to, mail)) === 'suppressed') throw new Conflict(contactTexts.replySuppressed);
  } catch (error) {
    if (error instanceof Conflict) throw error;
    if (isServiceDown(error) || !isSesRefusal(error)) throw error;
    throw new ReplyRefused(contactTexts.replyRefused, { cause: error });
  }
}
