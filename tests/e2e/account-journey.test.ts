/**
 * A student's whole account journey in a real browser against the local stack, at phone and laptop
 * widths: register → read the code from the local SES inbox → verify → log out → log in → profile →
 * log out.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { latestOtp, launchBrowser, openPage, stackUrls, VIEWPORTS, type ViewportName } from './harness';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** On a phone the auth buttons live inside the hamburger menu; open it when it is closed. */
async function openMenuIfCollapsed(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
}

async function logOut(page: Page): Promise<void> {
  await openMenuIfCollapsed(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
}

const students = {
  mobile: {
    fullName: 'Nimali Perera',
    email: 'Nimali.Perera@Example.lk',
    idNo: '200575501234',
    gender: 'Female',
    birthday: '11 September 2005',
  },
  desktop: {
    fullName: 'Kasun Bandara',
    email: 'kasun.bandara@example.lk',
    idNo: '981234567V',
    gender: 'Male',
    birthday: '2 May 1998',
  },
} as const;

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('account journey at %s width', (viewport) => {
  const student = students[viewport];
  const password = 'correct-horse-7';

  it('registers, verifies by mailed code, logs in, sees the profile and logs out', async () => {
    const { context, page, problems } = await openPage(browser, viewport);
    try {
      await page.goto('/createUser');
      await eventually(() => page.getByRole('heading', { name: 'Enter Your Details' }).isVisible()).toBe(true);
      const register = page.getByRole('button', { name: 'Register', exact: true });
      expect(await register.isDisabled()).toBe(true);

      await page.getByLabel('Full name').fill(student.fullName);
      await page.getByLabel('User name').fill(student.fullName.split(' ')[0] ?? 'student');
      await page.getByLabel('Email').fill(student.email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm password').fill(password);
      await page.getByLabel('Address').fill('12 Main Street, Badulla');
      await page.getByLabel('NIC number').fill(student.idNo);
      await page.getByLabel('Phone number').fill('0712345678');
      await page.getByLabel('School').fill('Badulla Central College');
      await page.getByLabel('A/L year').selectOption('2026');

      // The birthday and gender derived from the NIC are shown before submitting.
      await eventually(() => page.getByText(student.birthday).isVisible()).toBe(true);
      await eventually(() => page.getByText(student.gender, { exact: true }).isVisible()).toBe(true);

      await register.click();
      await page.waitForURL('**/otp-verify');
      await eventually(() =>
        page.getByText('A 6-digit code was sent to your registered email address.').isVisible(),
      ).toBe(true);

      const { code } = await latestOtp(stackUrls().sesUrl, student.email);
      const verify = page.getByRole('button', { name: 'Verify' });
      expect(await verify.isDisabled()).toBe(true);
      // Typing digit by digit exercises the focus moving to the next box.
      await page.locator('input[name="digit0"]').click();
      await page.keyboard.type(code);
      for (let i = 0; i < 6; i += 1) expect(await page.locator(`input[name="digit${i}"]`).inputValue()).toBe(code[i]);
      await verify.click();

      await page.waitForURL('**/classes');
      await eventually(() => page.getByText('Succesfully Registered').isVisible()).toBe(true);

      // Verification logs the new student in; log out and back in the way a returning student would.
      await logOut(page);
      await page.getByLabel('Email').fill(student.email.toUpperCase());
      expect(await page.getByLabel('Email').inputValue()).toBe(student.email.toLowerCase());
      await page.getByLabel('Password').fill('wrong-password');
      await page.getByRole('button', { name: 'Submit' }).click();
      await eventually(() => page.getByText('Wrong Username or Password').isVisible()).toBe(true);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL('**/classes');
      await eventually(() => page.getByText('Successfully Logged In').isVisible()).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('user name'))).toBeTruthy();

      await openMenuIfCollapsed(page);
      await page.getByRole('link', { name: 'Profile' }).click();
      await page.waitForURL('**/user-profile');
      await eventually(() => page.getByRole('heading', { name: student.fullName }).isVisible()).toBe(true);
      await eventually(() => page.getByText(student.email.toLowerCase()).isVisible()).toBe(true);
      await eventually(() => page.getByText('0712345678').isVisible()).toBe(true);

      await logOut(page);
      // The session is gone on the server too: the profile now shows the login form in its place.
      await page.goto('/user-profile');
      await eventually(() => page.getByText('This page is for members. Log in to open it.').isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/user-profile');
      const auth = await page.evaluate(async () =>
        (await fetch('/api/user/check-auth', { credentials: 'include' })).json(),
      );
      expect(auth).toEqual({ isLoggedIn: false, user: null });

      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
