/**
 * The language switcher in the built site, in Chromium: chosen by keyboard, the page comes back in
 * the language with focus on it, `<html lang>` follows, and the language's texts and the code that
 * writes them in arrive as lazy chunks; the choice holds across a reload; on a phone the switcher sits
 * in the menu, which stays open after a choice.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { launchBrowser, openPage } from './harness';
import { tabToRole } from './keyboard';
import { adminSession } from './api';
import { adminTexts } from '../../web/src/texts/en-admin';
import { admin as siAdmin } from '../../web/src/texts/si/admin';
import { fees as taFees } from '../../web/src/texts/ta/fees';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const switcher = (page: Page) => page.getByRole('group', { name: /^(Language|භාෂාව|மொழி)$/ });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('language switcher', () => {
  it('switches by keyboard, keeps focus on the choice, and the choice holds across a reload', async () => {
    const { context, page, problems } = await openPage(browser, 'desktop');
    try {
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
      });
      await page.goto('/about');
      await eventually(() => switcher(page).isVisible()).toBe(true);
      expect(await htmlLang(page)).toBe('en');
      // An English page fetches no code of the other languages.
      expect(scripts.some((path) => /\/(translate|si|ta)-[\w-]+\.js$/.test(path))).toBe(false);

      await tabToRole(page, 'button', 'සිංහල', { within: switcher(page) });
      await page.keyboard.press('Enter');
      await eventually(() => htmlLang(page)).toBe('si');
      await eventually(() => focusedText(page)).toBe('සිංහල');
      expect(await switcher(page).getByRole('button', { name: 'සිංහල' }).getAttribute('aria-pressed')).toBe('true');
      expect(scripts.some((path) => /\/translate-[\w-]+\.js$/.test(path))).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('si');

      await page.reload();
      await eventually(() => switcher(page).isVisible()).toBe(true);
      expect(await htmlLang(page)).toBe('si');
      expect(await switcher(page).getByRole('button', { name: 'සිංහල' }).getAttribute('aria-pressed')).toBe('true');

      await switcher(page).getByRole('button', { name: 'English' }).click();
      await eventually(() => htmlLang(page)).toBe('en');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sits in the mobile menu, which stays open after a choice', async () => {
    const { context, page, problems } = await openPage(browser, 'mobile');
    try {
      await page.goto('/about');
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await switcher(page).getByRole('button', { name: 'தமிழ்' }).click();
      await eventually(() => htmlLang(page)).toBe('ta');
      expect(await page.locator('#main-menu').isVisible()).toBe(true);
      await eventually(() => focusedText(page)).toBe('தமிழ்');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sits in the admin console too, which then speaks the language with its own texts', async () => {
    const admin = await adminSession();
    const { context, page, problems } = await openPage(browser, 'desktop');
    try {
      await admin.shareWith(context);
      await page.goto('/admin/overview');
      await eventually(() =>
        page.getByRole('heading', { name: adminTexts.overview.heading, level: 1 }).isVisible(),
      ).toBe(true);
      await switcher(page).getByRole('button', { name: 'සිංහල' }).click();
      await eventually(() => htmlLang(page)).toBe('si');
      await eventually(() => page.getByRole('heading', { name: siAdmin.overview.heading, level: 1 }).isVisible()).toBe(
        true,
      );
      await eventually(() => focusedText(page)).toBe('සිංහල');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      // Choosing while logged in saved Sinhala to the one admin account, which later test files share.
      await admin.expect(200, 'POST', '/api/user/language', { language: 'en' });
    }
  });

  it("shows a late part (the fee texts) in the account's language on a device left in another", async () => {
    // A second account on a shared phone: the device says Sinhala, the account Tamil. The fees page's
    // code and its Sinhala texts are on their way while the site turns to Tamil.
    const admin = await adminSession();
    await admin.expect(200, 'POST', '/api/user/language', { language: 'ta' });
    const { context, page, problems } = await openPage(browser, 'mobile');
    try {
      await admin.shareWith(context);
      await context.addInitScript(() => localStorage.setItem('language', 'si'));
      await page.goto('/fees');
      await eventually(() => htmlLang(page)).toBe('ta');
      // The page's heading and its introduction, both from the fee texts, in Tamil.
      const heading = new RegExp(`^${taFees.pay.heading('.+')}$`);
      await eventually(() => page.getByRole('heading', { name: heading }).isVisible()).toBe(true);
      expect(await page.getByText(taFees.pay.intro).isVisible()).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      await admin.expect(200, 'POST', '/api/user/language', { language: 'en' });
    }
  });
});
