/**
 * Browser end-to-end helpers: Debian's Chromium driven by playwright-core (never a downloaded
 * browser), pages that record what went wrong in them, and the local SES inbox.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The two widths every flow is checked at: a small phone and a laptop (§2 mobile breakpoint is 768). */
export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * expect.poll with a timeout for a busy two-core machine (vitest's default is one second): pages
 * load lazily, and a video has to buffer before it plays.
 */
export const eventually = <T>(read: () => Promise<T> | T, timeout = 15_000) => expect.poll(read, { timeout, interval: 100 });

/** Where the stack started by tests/e2e/global-setup.ts listens. */
export function stackUrls(): { baseUrl: string; sesUrl: string } {
  return { baseUrl: inject('baseUrl'), sesUrl: inject('sesUrl') };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and Content-Security-Policy violations seen so far. */
  problems: string[];
}

/** A fresh context (own cookies and storage) at the given viewport, with baseURL set. */
export async function openPage(browser: Browser, viewport: ViewportName): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: stackUrls().baseUrl });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) problems.push(`CSP: ${message.text()}`);
  });
  return { context, page, problems };
}

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
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const mails = await mailsTo(sesUrl, address);
    const start = options.after ? mails.findIndex((m) => m.messageId === options.after?.messageId) + 1 : 0;
    const mail = mails.slice(start).at(-1);
    const code = mail ? otpFrom(mail) : null;
    if (mail && code) return { code, mail };
    if (Date.now() > deadline) throw new Error(`No code mailed to ${address} (${mails.length} mail(s) seen).`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
