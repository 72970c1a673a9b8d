/**
 * The custom widgets with the keyboard alone (no clicks): the skip link, a flip card, the branch
 * slider, the theme toggle (and the focus ring in the dark theme), the Settings tabs (ARIA tabs:
 * arrows, Home, End) and the admin sidebar folded behind its button on a phone (Escape folds it and
 * hands focus back). The account, content and admin journeys are in keyboard-journeys.test.ts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './api';
import { eventually } from '../support/eventually';
import { launchBrowser, openPage } from './harness';
import { focusedDescription, isFocused, tabTo, tabToRole } from './keyboard';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const focusInside = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.closest(s) !== null, selector);

describe('keyboard alone through the custom widgets (desktop)', () => {
  it('skip link, theme toggle, flip cards, branch slider and the Settings tabs', async () => {
    const { context, page, problems } = await openPage(browser, 'desktop');
    try {
      await page.goto('/home');
      await eventually(() => page.getByRole('heading', { name: 'Our branches' }).isVisible()).toBe(true);
      // The first Tab reaches the skip link, which shows itself and jumps past the navigation.
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await page.keyboard.press('Tab');
      expect(await isFocused(skip), await focusedDescription(page)).toBe(true);
      expect(await skip.evaluate((el) => el.getBoundingClientRect().top >= 0)).toBe(true);
      await page.keyboard.press('Enter');
      await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
      // From the main region the next Tab is on the page's own content, not back in the menu.
      await page.keyboard.press('Tab');
      expect(await focusInside(page, 'main'), await focusedDescription(page)).toBe(true);

      // A flip card turns to its description when it has focus.
      const card = page.getByRole('listitem', { name: 'Electronics Basics' });
      await tabTo(page, card);
      await eventually(() =>
        card.locator('.flip-card__inner').evaluate((el) => getComputedStyle(el).transform),
      ).not.toBe('none');

      // The branch slider: Next by Enter, and only the shown branch's link is in the Tab order.
      await tabToRole(page, 'button', 'Next branch');
      await page.keyboard.press('Enter');
      await eventually(() =>
        page.getByRole('group', { name: 'Our branches' }).locator('.slider__status').textContent(),
      ).toBe('2 of 3');
      await tabToRole(page, 'link', /View Location of the Badulla branch/, { backwards: true });
      await page.keyboard.press('Shift+Tab');
      expect(await focusedDescription(page)).not.toMatch(/Bandarawela|Monaragala/);

      // The theme toggle (fixed on every page) by keyboard, and it is remembered.
      await tabToRole(page, 'button', /Dark Mode/, { max: 80 });
      await page.keyboard.press('Enter');
      await eventually(() => page.evaluate(() => document.body.classList.contains('dark-theme'))).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('dark-theme'))).toBe('true');
      // The focus ring stands out in the dark theme too (tabTo checks it on arrival), on the page
      // and in the footer.
      await tabToRole(page, 'button', 'Next branch', { backwards: true, max: 80 });
      await tabToRole(page, 'link', 'About', { max: 80 });
      await tabToRole(page, 'button', /Light Mode/, { max: 80 });
      await page.keyboard.press('Enter');
      await eventually(() => page.evaluate(() => document.body.classList.contains('dark-theme'))).toBe(false);

      // Settings tabs (the ARIA tabs pattern): arrows move between tabs, Tab goes into the panel.
      await (await adminSession()).shareWith(context);
      await page.goto('/admin/settings');
      const tabs = page.getByRole('tablist', { name: 'Settings sections' });
      await tabTo(page, tabs.getByRole('tab', { name: 'PDFs' }));
      await page.keyboard.press('ArrowRight');
      await eventually(() => isFocused(tabs.getByRole('tab', { name: 'Videos' }))).toBe(true);
      await eventually(() => tabs.getByRole('tab', { name: 'Videos' }).getAttribute('aria-selected')).toBe('true');
      expect(new URL(page.url()).searchParams.get('tab')).toBe('videos');
      await page.keyboard.press('End');
      await eventually(() => isFocused(tabs.getByRole('tab', { name: 'Slides' }))).toBe(true);
      await page.keyboard.press('ArrowRight');
      await eventually(() => isFocused(tabs.getByRole('tab', { name: 'PDFs' }))).toBe(true);
      await page.keyboard.press('Tab');
      expect(await focusInside(page, '[role="tabpanel"]'), await focusedDescription(page)).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('keyboard alone in the admin console on a phone', () => {
  it('opens the folded sidebar, Escape folds it back onto its button, and a section opens from it', async () => {
    const { context, page, problems } = await openPage(browser, 'mobile');
    try {
      await (await adminSession()).shareWith(context);
      await page.goto('/admin/overview');
      await eventually(() => page.getByRole('heading', { name: 'Overview', level: 1 }).isVisible()).toBe(true);
      const toggle = page.getByRole('button', { name: 'Admin menu' });
      const sidebar = page.getByRole('navigation', { name: 'Admin' });
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      await eventually(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await tabToRole(page, 'link', 'Users', { within: sidebar });
      await page.keyboard.press('Escape');
      await eventually(() => toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await sidebar.isVisible()).toBe(false);
      expect(await isFocused(toggle), await focusedDescription(page)).toBe(true);

      await page.keyboard.press('Space');
      await eventually(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await tabToRole(page, 'link', 'Messages', { within: sidebar });
      await page.keyboard.press('Enter');
      await page.waitForURL('**/admin/message-list');
      await eventually(() => page.getByRole('heading', { name: 'Received Messages', level: 1 }).isVisible()).toBe(true);
      await eventually(() => toggle.getAttribute('aria-expanded')).toBe('false');
      await eventually(() => focusInside(page, 'main')).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
