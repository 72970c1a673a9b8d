import type { Page } from 'playwright-core';
import { eventually } from '../support/eventually';

/**
 * Opens `path` controlled by the site's service worker, as a returning student's pages are: it is
 * registered after the first page's load event and takes over only at the next start, never mid-page.
 */
export async function underServiceWorker(page: Page, path = '/home'): Promise<void> {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await eventually(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}
