/** Reads sent mail back from the SES engine's store (GET /store), as a developer would in its inbox. */
import { inject } from 'vitest';

interface StoredEmail {
  destination: { to: string[] };
  /** The Reply-To addresses the mail was sent with. */
  replyTo: string[];
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

export async function mailsTo(address: string): Promise<StoredEmail[]> {
  const response = await fetch(`${inject('engineEndpoints').ses}/store`);
  const store = (await response.json()) as { emails: StoredEmail[] };
  return store.emails.filter((email) => email.destination.to.some((to) => to.toLowerCase() === address.toLowerCase()));
}

/** The code in the newest mail to `address`. */
export async function latestCode(address: string): Promise<string> {
  const mails = await mailsTo(address);
  const text = mails.at(-1)?.body.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`No verification code has been mailed to ${address}`);
  return code;
}
