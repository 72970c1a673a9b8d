/** The fee mails (a rejected payment, access about to run out) in the student's language (fee-mail-texts.ts), sent through SES. */
import { escapeHtml } from '../shared/html';
import type { AccessField, Language, RejectReason } from '../shared/schemas';
import { sendMail, type MailOutcome } from '../shared/send-mail';
import { dayName, feeMailTexts, monthName, rupees } from './fee-mail-texts';

export interface Mail {
  subject: string;
  text: string;
  html: string;
}

/** Where a student pays: the fees page of the site (the path alone when no origin is configured). */
export const feesPageUrl = (origin: string | undefined): string => `${origin ?? ''}/fees`;

function render(language: Language, subject: string, lines: readonly string[], link: string): Mail {
  const text = [...lines, link].join('\n');
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1a1a1a">`,
    ...lines.filter((line) => line !== '').map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}

export interface RejectedPayment {
  studentName: string;
  amount: number;
  month: string;
  planName: string;
  reason: RejectReason;
  note?: string;
}

export function rejectionMail(payment: RejectedPayment, language: Language, brand: string, origin?: string): Mail {
  const t = feeMailTexts[language];
  const lines = [
    t.greeting(payment.studentName),
    '',
    t.rejectedLead(rupees(payment.amount), monthName(payment.month, language), payment.planName),
    `${t.reasonLabel} ${t.reasons[payment.reason]}`,
    ...(payment.note ? [`${t.noteLabel} ${payment.note}`] : []),
    '',
    t.payAgain,
  ];
  return render(language, t.rejectedSubject(brand), lines, feesPageUrl(origin));
}

/** `lastDay` is 'YYYY-MM-DD' (period.ts lastDayOf). */
export function reminderMail(
  student: { fullName: string },
  fields: readonly AccessField[],
  lastDay: string,
  language: Language,
  brand: string,
  origin?: string,
): Mail {
  const t = feeMailTexts[language];
  const classes = fields.map((field) => t.classes[field]).join(t.and);
  const lines = [
    t.greeting(student.fullName),
    '',
    t.reminderLead(classes, dayName(lastDay, language)),
    '',
    t.reminderPay,
  ];
  return render(language, t.reminderSubject(brand), lines, feesPageUrl(origin));
}

/**
 * Sends a fee mail (rejection or reminder) to the student. A suppressed address is skipped (logged
 * by sendMail): a fee mail is a courtesy, never a gate.
 */
export const sendFeeMail = (to: string, mail: Mail): Promise<MailOutcome> => sendMail(to, mail);
