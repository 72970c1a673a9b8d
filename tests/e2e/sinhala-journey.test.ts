/**
 * A student who reads Sinhala, from the first visit to the first login, in a real browser at phone
 * width: the browser prefers Sinhala, so the site opens in it; a wrong NIC number is refused in
 * Sinhala; registration with the NIC shows the birthday and gender it holds; the verification mail
 * in the local inbox is in Sinhala; the code verifies; a wrong password and then the right one are
 * answered in Sinhala; the profile is in Sinhala. No step shows the English text it replaces.
 */
import { randomInt } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../web/src/texts/si/pages';
import { server } from '../../web/src/texts/si/server';
import { shell } from '../../web/src/texts/si/shell';
import { pages as taPages } from '../../web/src/texts/ta/pages';
import { pageTexts } from '../../web/src/texts/en-pages';
import { eventually } from '../support/eventually';
import { latestOtp, launchBrowser, stackUrls, VIEWPORTS } from './harness';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const SINHALA = /[\u0D80-\u0DFF]/u;

describe('a Sinhala reader', () => {
  const email = `sithumi.${Date.now()}@example.lk`;
  // Born 2 May 2005 (day 623: a woman's), with a serial of its own: a NIC is one account's,
  // and other journeys in the run register people born that day too.
  const nic = `2005623${randomInt(10_000, 100_000)}`; // never account-journey's 01234
  const password = 'correct-horse-7';

  it('registers with the NIC, verifies by the mailed code and logs in, all in Sinhala', async () => {
    // A phone set to Sinhala: no stored choice, so the browser's preference decides.
    const context = await browser.newContext({
      viewport: VIEWPORTS.mobile,
      baseURL: stackUrls().baseUrl,
      locale: 'si-LK',
    });
    const page = await context.newPage();
    const r = pages.register;
    try {
      await page.goto('/createUser');
      await eventually(() => page.getByRole('heading', { name: r.heading }).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('si');
      expect(await page.getByText(pageTexts.register.heading).count()).toBe(0);

      await page.getByLabel(r.fullName, { exact: true }).fill('Sithumi Rathnayake');
      await page.getByLabel(r.userName, { exact: true }).fill('sithumi');
      await page.getByLabel(r.email, { exact: true }).fill(email);
      await page.getByLabel(r.password, { exact: true }).fill(password);
      await page.getByLabel(r.confirmPassword, { exact: true }).fill(password);
      await page.getByLabel(r.address, { exact: true }).fill('12 Main Street, Welimada');
      // A wrong NIC is refused in Sinhala, as the form checks it.
      await page.getByLabel(r.idNo, { exact: true }).fill('12345');
      await page.getByLabel(r.phoneNumber, { exact: true }).click();
      await eventually(() => page.getByText(server.nic.invalid).first().isVisible()).toBe(true);
      await page.getByLabel(r.idNo, { exact: true }).fill(nic);
      // The birthday with May written out in Sinhala, though this Chromium has no Sinhala month names.
      await eventually(() => page.getByText('2005 මැයි 2', { exact: true }).isVisible()).toBe(true);
      await page.getByLabel(r.phoneNumber, { exact: true }).fill('0712345678');
      await page.getByLabel(r.school, { exact: true }).fill('Welimada Central College');
      await page.getByLabel(r.alYear, { exact: true }).selectOption('2026');

      await page.getByRole('button', { name: r.submit, exact: true }).click();
      await page.waitForURL('**/otp-verify');
      await eventually(() => page.getByText(pages.otp.sent).isVisible()).toBe(true);

      const { code, mail } = await latestOtp(stackUrls().sesUrl, email);
      expect(mail.subject).toMatch(SINHALA);
      expect(mail.body.text ?? '').toMatch(SINHALA);
      await page.locator('input[name="digit0"]').click();
      await page.keyboard.type(code);
      await page.getByRole('button', { name: pages.otp.verify }).click();
      await page.waitForURL('**/classes');
      await eventually(() => page.getByText(pages.otp.success).isVisible()).toBe(true);

      // Out and back in, the way a returning student comes.
      const menu = page.getByRole('button', { name: shell.nav.openMenu });
      if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
      await page.getByRole('button', { name: shell.nav.logout }).click();
      await page.waitForURL('**/login');
      await page.getByLabel(pages.login.email, { exact: true }).fill(email);
      await page.getByLabel(pages.login.password, { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: pages.login.submit }).click();
      await eventually(() => page.getByText(pages.login.wrong).isVisible()).toBe(true);
      await page.getByLabel(pages.login.password, { exact: true }).fill(password);
      await page.getByRole('button', { name: pages.login.submit }).click();
      await page.waitForURL('**/classes');
      await eventually(() => page.getByText(pages.login.success).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('si');
    } finally {
      await context.close();
    }
  });

  it('finds the site in Sinhala after logging in on a fresh browser set to English', async () => {
    const context = await browser.newContext({
      viewport: VIEWPORTS.desktop,
      baseURL: stackUrls().baseUrl,
      locale: 'en-GB',
    });
    const page = await context.newPage();
    try {
      await page.goto('/login');
      await eventually(() => page.getByRole('button', { name: pageTexts.login.submit }).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await page.getByLabel(pageTexts.login.email, { exact: true }).fill(email);
      await page.getByLabel(pageTexts.login.password, { exact: true }).fill(password);
      await page.getByRole('button', { name: pageTexts.login.submit }).click();
      await page.waitForURL('**/classes');
      // The account's language (chosen when registering in Sinhala) follows it to this browser.
      await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('si');
      await eventually(() => page.getByRole('link', { name: shell.nav.classes }).first().isVisible()).toBe(true);
      // The login's success notice, raised before the account's language arrived, is in it too.
      await eventually(() => page.getByText(pages.login.success, { exact: true }).isVisible()).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('si');
    } finally {
      await context.close();
    }
  });
});

describe('a Tamil reader', () => {
  it('reads the birthday the NIC holds with the month written out in Tamil', async () => {
    const context = await browser.newContext({
      viewport: VIEWPORTS.mobile,
      baseURL: stackUrls().baseUrl,
      locale: 'ta-LK',
    });
    const page = await context.newPage();
    try {
      await page.goto('/createUser');
      await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('ta');
      await page.getByLabel(taPages.register.idNo, { exact: true }).fill('200562312345');
      await eventually(() => page.getByText('2 மே, 2005', { exact: true }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
