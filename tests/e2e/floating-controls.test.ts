/**
 * What floats over the page never covers what the reader came to use. On a phone the theme toggle
 * floated in the bottom corner over whatever scrolled under it (the fourth counter card, the
 * registration form's gender); on a desktop the toasts sat over the navigation's links for the five
 * to eight seconds they last. Each control is checked where it was covered: the element the browser
 * finds at its centre is the control itself (or inside it), not something drawn over it.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { registerStudent, type Student } from './api';
import { launchBrowser, openPage } from './harness';

let browser: Browser;
let student: Student;

beforeAll(async () => {
  browser = await launchBrowser();
  student = await registerStudent('Floating Controls Student');
});

afterAll(async () => {
  await browser?.close();
});

/** Whether what the browser hit-tests at the centre of the control's box is the control or inside it. */
const ownsItsCentre = (control: Locator) =>
  control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });

/** Puts the control at the very bottom of the window, where a floating corner button sits. */
const atBottom = (control: Locator) => control.evaluate((element) => element.scrollIntoView({ block: 'end' }));

describe('on a phone (375 px)', () => {
  it('the fourth counter card is not under a floating button', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    try {
      await page.goto('/home');
      const fourth = page.locator('.counter').nth(3);
      await eventually(() => fourth.isVisible()).toBe(true);
      await atBottom(fourth);
      expect(await ownsItsCentre(fourth)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("the registration form's gender is not under a floating button", async () => {
    const { context, page } = await openPage(browser, 'mobile');
    try {
      await page.goto('/createUser');
      await page.getByLabel('NIC number', { exact: true }).fill('200562312345');
      const gender = page.locator('.nic-derived dd').last();
      await eventually(() => gender.textContent()).toBe('Female');
      await atBottom(gender);
      expect(await ownsItsCentre(gender)).toBe(true);
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
