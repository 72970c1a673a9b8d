/**
 * What floats over the page never covers what the reader came to use. On a phone the theme toggle
 * floated in the bottom corner over whatever scrolled under it (the fourth counter card, the
 * registration form's gender); on a desktop the toasts sat over the navigation's links for the five
 * to eight seconds they last. Each control is checked where it was covered: the element the browser
 * finds at its centre (on a phone, at its centre and ends wherever it scrolls to) is the control
 * itself or inside it, not something drawn over it.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { registerStudent, type Student } from './api';
import { launchBrowser, openPage } from './harness';
import { quiet } from './site-routes';

let browser: Browser;
let student: Student;

beforeAll(async () => {
  browser = await launchBrowser();
  student = await registerStudent('Floating Controls Student');
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Where the control is covered as it scrolls: it is scrolled so its middle line passes every 16 px
 * of the window below the sticky header (a floating button is fixed somewhere in that band), and at
 * each place the browser hit-tests its centre and 8 px in from either end of that line. Each point
 * must find the control itself (or something inside it), not something drawn over it.
 */
const coveredWhileScrolled = (control: Locator) =>
  control.evaluate((element) => {
    const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
    const covered: string[] = [];
    for (let line = Math.ceil(header) + 8; line < window.innerHeight - 4; line += 16) {
      const now = element.getBoundingClientRect();
      window.scrollBy(0, now.top + now.height / 2 - line);
      const box = element.getBoundingClientRect();
      const middle = box.top + box.height / 2;
      if (Math.abs(middle - line) > 2) continue; // the page cannot scroll that far
      for (const x of [box.left + 8, box.left + box.width / 2, box.right - 8]) {
        const hit = document.elementFromPoint(x, middle);
        if (!hit || !(hit === element || element.contains(hit)))
          covered.push(
            `at ${Math.round(x)},${Math.round(middle)} by <${hit?.tagName.toLowerCase()}.${hit?.className}>`,
          );
      }
    }
    return [...new Set(covered.map((where) => where.replace(/^at [^ ]+ /, '')))];
  });

/** Whether what the browser hit-tests at the centre of the control's box is the control or inside it. */
const ownsItsCentre = (control: Locator) =>
  control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });

describe('on a phone (375 px)', () => {
  it('the fourth counter card is not under a floating button', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    try {
      await page.goto('/home');
      const fourth = page.locator('.counter').nth(3);
      await eventually(() => fourth.isVisible()).toBe(true);
      expect(await coveredWhileScrolled(fourth)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the registration form's gender is not under a floating button", async () => {
    const { context, page } = await openPage(browser, 'mobile');
    try {
      await page.goto('/createUser');
      await page.getByLabel('NIC number', { exact: true }).fill('200562312345');
      const gender = page.locator('.nic-derived dl > div').last();
      await eventually(() => gender.textContent()).toMatch(/Female$/);
      expect(await coveredWhileScrolled(gender)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps the theme toggle in the menu, where it still switches the theme', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    try {
      await page.goto('/about');
      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Main' });
      await menu.getByRole('button', { name: 'Dark Mode' }).click();
      await eventually(() => page.evaluate(() => document.body.classList.contains('dark-theme'))).toBe(true);
      expect(await page.locator('.theme-toggle').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('on a desktop (1280 px)', () => {
  /** Logs in through the form, so the success toast shows over /classes as a student meets it. */
  async function logIn(page: Page): Promise<void> {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/classes');
  }

  it("a toast leaves the navigation's links uncovered while it shows", async () => {
    const { context, page } = await openPage(browser, 'desktop');
    try {
      await logIn(page);
      const toast = page.getByRole('status').getByText('Successfully Logged In');
      await eventually(() => toast.isVisible()).toBe(true);
      // The request spinner covers the whole window while /classes loads: that is not the toast.
      await quiet(page);
      const links = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').all();
      expect(links.length).toBeGreaterThan(5);
      const covered: string[] = [];
      for (const link of links) if (!(await ownsItsCentre(link))) covered.push((await link.textContent()) ?? '');
      // Still showing: the check ran while the toast was there.
      expect(await toast.isVisible()).toBe(true);
      expect(covered).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
