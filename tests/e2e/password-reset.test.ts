/**
 * A forgotten password in a real browser against the local stack: /login → "Forgot password?" →
 * the email → the code from the local SES inbox → a new password → log in with it.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { registerStudent } from './api';
import { latestOtp, launchBrowser, mailsTo, openPage, stackUrls } from './harness';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('forgotten password', () => {
  it('mails a code, sets the new password with it, and the student logs in with the new one', async () => {
    const student = await registerStudent('Tharushi Reset');
    const { sesUrl } = stackUrls();
    const before = (await mailsTo(sesUrl, student.email)).at(-1);
    const { context, page, problems } = await openPage(browser, 'mobile');
    try {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL('**/forgot-password');
      await page.getByLabel('Email').fill(student.email);
      await page.getByRole('button', { name: 'Send code' }).click();
      await eventually(() => page.getByText(`If an account uses ${student.email}`).isVisible()).toBe(true);

      const { code, mail } = await latestOtp(sesUrl, student.email, { after: before });
      expect(mail.subject).toBe('Your EngTech Academy password reset code');
      await page.locator('input[name="digit0"]').click();
      await page.keyboard.type(code);
      const newPassword = 'battery-staple-9';
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm new password').fill(newPassword);
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.waitForURL('**/login');
      await eventually(() =>
        page.getByText('Your password has been changed. Please log in with the new one.').isVisible(),
      ).toBe(true);

      await page.getByLabel('Email').fill(student.email);
      await page.getByLabel('Password').fill(student.password);
      await page.getByRole('button', { name: 'Submit' }).click();
      await eventually(() => page.getByText('Wrong Username or Password').isVisible()).toBe(true);
      await page.getByLabel('Password').fill(newPassword);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL('**/classes');
      // The session the student held before the reset has ended.
      const auth = await student.session.expect<{ isLoggedIn: boolean }>(200, 'GET', '/api/user/check-auth');
      expect(auth.isLoggedIn).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
