/**
 * What the fixed theme toggle and long words must never hide: at 375 and 1280 px a long full name
 * stays inside the profile card, and on a desktop, where the toggle floats, content at the very
 * bottom of a page (the footer's copyright line, the buttons of the admin's last message card) ends
 * above the toggle once scrolled to the end.
 */
import type { Locator, Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveMessage, openAs, roleSessions, type RoleSessions } from './a11y';
import { eventually } from '../support/eventually';
import { launchBrowser, VIEWPORTS, type ViewportName } from './harness';

const LONG_NAME = 'Wickramasinghearachchige Abeywardhanamudiyanselage Perera';

let browser: Browser;
let sessions: RoleSessions;

beforeAll(async () => {
  browser = await launchBrowser();
  sessions = await roleSessions(LONG_NAME);
  await leaveMessage('Layout Visitor', 'Is the Kandy class on this Saturday?');
});

afterAll(async () => {
  await browser?.close();
});

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box (not visible)');
  return box;
}

/** Scrolls the page (and the admin's main column) to the very end. */
async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    document.querySelectorAll('main').forEach((main) => main.scrollTo(0, main.scrollHeight));
  });
}

/**
 * Whatever the width puts where, the end of the page clears the toggle's band: nothing there can sit
 * under it. Polled, as the lazy page may still be growing when first scrolled to its end.
 */
async function expectClearOfToggle(page: Page, target: Locator, what: string): Promise<void> {
  const overhang = async () => {
    await scrollToEnd(page);
    const toggle = await boxOf(page.locator('.theme-toggle'));
    const boxes = await Promise.all((await target.all()).map(boxOf));
    return Math.max(...boxes.map((box) => box.y + box.height)) - toggle.y;
  };
  await expect
    .poll(overhang, { timeout: 5_000, interval: 200, message: `${what} reaches under the theme toggle` })
    .toBeLessThanOrEqual(0);
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('at the %s width', (viewport) => {
  it('a long full name stays inside the profile card', async () => {
    const { page, context } = await openAs(browser, sessions, 'student', viewport, false);
    try {
      await page.goto('/user-profile');
      const heading = page.getByRole('heading', { level: 1, name: LONG_NAME });
      await eventually(() => heading.isVisible()).toBe(true);
      const card = await boxOf(page.locator('.profile'));
      const name = await boxOf(heading);
      expect(name.x + name.width).toBeLessThanOrEqual(card.x + card.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        VIEWPORTS[viewport].width,
      );
    } finally {
      await context.close();
    }
  });

  // A phone has no floating toggle (it is in the menu there): ./floating-controls.test.ts.
  it.runIf(viewport === 'desktop')("the footer's copyright line is not under the theme toggle", async () => {
    const { page, context } = await openAs(browser, sessions, 'visitor', viewport, false);
    try {
      await page.goto('/about');
      const copyright = page.locator('.site-footer__copyright');
      await eventually(() => copyright.isVisible()).toBe(true);
      await expectClearOfToggle(page, copyright, 'the copyright line');
    } finally {
      await context.close();
    }
  });

  it.runIf(viewport === 'desktop')(
    "the admin's last message card keeps its buttons clear of the theme toggle",
    async () => {
      const { page, context } = await openAs(browser, sessions, 'admin', viewport, false);
      try {
        // A short window: the list is taller than it, as with a day's messages, so its end is at the bottom.
        await page.setViewportSize({ width: VIEWPORTS[viewport].width, height: 420 });
        await page.goto('/admin/message-list');
        const cards = page.locator('.message-card');
        await eventually(() => cards.count()).toBeGreaterThan(0);
        await expectClearOfToggle(page, cards.last().getByRole('button'), 'a button of the last message card');
      } finally {
        await context.close();
      }
    },
  );
});

describe('the phone menu at 375 × 812', () => {
  it.each([
    ['visitor', ['Login', 'Register']],
    ['student', ['Logout']],
  ] as const)('shows the %s its account actions without scrolling', async (role, actions) => {
    const { page, context } = await openAs(browser, sessions, role, 'mobile', false);
    try {
      await page.goto('/about');
      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Main' });
      for (const action of actions) {
        const control = menu.getByRole(action === 'Logout' ? 'button' : 'link', { name: action, exact: true });
        await eventually(() => control.isVisible()).toBe(true);
        const box = await boxOf(control);
        // The menu scrolls within its own box: what lies below that box is hidden until scrolled to.
        const shown = await boxOf(page.locator('.navbar__menu'));
        expect(box.y, `${action} starts on the screen`).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, `${action} ends above the fold`).toBeLessThanOrEqual(
          Math.min(VIEWPORTS.mobile.height, shown.y + shown.height),
        );
      }
    } finally {
      await context.close();
    }
  });
});
