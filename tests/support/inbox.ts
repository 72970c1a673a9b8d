/**
 * The local SES engine's inbox (GET {sesUrl}/store) read the way a developer reads it: mails to one
 * address, the code in a mail. Free of vitest so benchmarks and tests share it.
 */
import { pollUntil } from './poll';

/** One sent mail as aws-ses-v2-local stores it (GET {sesUrl}/store). */
export interface StoredEmail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
  /** Seconds since the epoch. */
  at: number;
}

const addressOf = (recipient: string) => (/<([^>]+)>/.exec(recipient)?.[1] ?? recipient).trim().toLowerCase();

/** Every mail sent to `address`, oldest first. */
export async function mailsTo(sesUrl: string, address: string): Promise<StoredEmail[]> {
  const response = await fetch(`${sesUrl}/store`);
  if (!response.ok) throw new Error(`SES store answered ${response.status}`);
  const { emails } = (await response.json()) as { emails: StoredEmail[] };
  const wanted = address.trim().toLowerCase();
  return emails.filter((mail) => mail.destination.to.some((to) => addressOf(to) === wanted));
}

/** The six-digit code in a mail (text part first, then the HTML with tags removed). */
export function otpFrom(mail: StoredEmail): string | null {
  const sources = [mail.body.text ?? '', (mail.body.html ?? '').replace(/<[^>]*>/g, ' ')];
  for (const source of sources) {
    const code = /(?<!\d)(\d{6})(?!\d)/.exec(source)?.[1];
    if (code) return code;
  }
  return null;
}

/**
 * Waits for a mail to `address` that is newer than `after` (a mail seen earlier, e.g. before a
 * resend) and returns it with its code. Mail is sent before the API answers, so this rarely waits.
 */
export async function latestOtp(
  sesUrl: string,
  address: string,
  options: { after?: StoredEmail; timeoutMs?: number } = {},
): Promise<{ code: string; mail: StoredEmail }> {
  const newest = async () => {
    const mails = await mailsTo(sesUrl, address);
    const start = options.after ? mails.findIndex((m) => m.messageId === options.after?.messageId) + 1 : 0;
    const mail = mails.slice(start).at(-1);
    return { seen: mails.length, mail, code: mail ? otpFrom(mail) : null };
  };
  const { mail, code } = await pollUntil(newest, (found) => Boolean(found.mail && found.code), {
    timeoutMs: options.timeoutMs ?? 10_000,
    failure: (last) => `No code mailed to ${address} (${last?.seen ?? 0} mail(s) seen).`,
  });
  return { code: code!, mail: mail! };
}
