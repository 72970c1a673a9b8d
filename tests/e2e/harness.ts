/**
 * Browser end-to-end helpers: Debian's Chromium driven by playwright-core (never a downloaded
 * browser), pages that record what went wrong in them, and the local SES inbox.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { inject } from 'vitest';

export { latestOtp, mailsTo, otpFrom, type StoredEmail } from '../support/inbox';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The two widths every flow is checked at: a small phone and a laptop (the mobile layout is 768 px or less). */
export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Where the stack started by tests/e2e/global-setup.ts listens. */
export function stackUrls(): { baseUrl: string; sesUrl: string } {
  return { baseUrl: inject('baseUrl'), sesUrl: inject('sesUrl') };
}

export const launchBrowser = (): Promise<Browser> => launchChromium(CHROMIUM_PATH);

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
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      problems.push(`CSP: ${message.text()}`);
  });
  return { context, page, problems };
}
