/**
 * The network cut as a phone loses its signal. `context.setOffline` cuts it, and a page loaded before
 * the cut reads `navigator.onLine` false; but Debian's Chromium forgets that for a document loaded
 * after the cut (a reload served by the service worker reads true again, while every request still
 * fails), so the app under test would never hear the `online` event a real phone sends. The page's own
 * DevTools session therefore says the same thing once more after each offline load, and says it is
 * back before the context goes online.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

const sessions = new WeakMap<Page, CDPSession>();

async function emulate(page: Page, offline: boolean): Promise<void> {
  let session = sessions.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  // Latency 0 and throughput -1 leave the connection unthrottled, as setOffline does.
  await session.send('Network.emulateNetworkConditions', {
    offline,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/** After a load with the network cut: the page now reads offline, as a phone's would. */
export const stillOffline = (page: Page): Promise<void> => emulate(page, true);

/** The signal comes back: for the page's own session, then for the whole context. */
export async function backOnline(context: BrowserContext, page: Page): Promise<void> {
  if (sessions.has(page)) await emulate(page, false);
  await context.setOffline(false);
}
