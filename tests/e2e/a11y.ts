/**
 * What the accessibility suites share: a logged-in session per role (the student holds every access
 * flag, so no page turns them away), a browser context opened as a role at a width and theme, and
 * the assertion that axe finds nothing serious or critical.
 */
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ACCESS_FIELDS } from '../../functions/shared/schemas';
import { adminSession, ApiSession, grantAccess, registerStudent } from './api';
import { blockingViolations, describeFindings } from './axe';
import { openPage, VIEWPORTS, type OpenedPage, type ViewportName } from './harness';
import { quiet, type Role } from './site-routes';

export type RoleSessions = Partial<Record<Role, ApiSession>>;

export async function roleSessions(studentName: string): Promise<RoleSessions> {
  const admin = await adminSession();
  const student = await registerStudent(studentName);
  for (const flag of ACCESS_FIELDS) await grantAccess(admin, student, flag);
  return { admin, student: student.session };
}

/** A context as the role at the width; for the dark theme the page's own toggle switches it (and stores it). */
export async function openAs(
  browser: Browser,
  sessions: RoleSessions,
  role: Role,
  viewport: ViewportName,
  dark: boolean,
): Promise<OpenedPage> {
  const opened = await openPage(browser, viewport);
  await sessions[role]?.shareWith(opened.context);
  if (dark) {
    await opened.page.goto('/about');
    // On a phone the toggle is in the menu.
    await opened.page.locator('.menu-toggle, .theme-toggle').first().waitFor();
    const menu = opened.page.locator('.menu-toggle');
    if (await menu.isVisible()) await menu.click();
    await opened.page.getByRole('button', { name: 'Dark Mode' }).click();
    // In a hook, so no expect.poll: the stored choice is what every later page load starts from.
    await opened.page.waitForFunction(() => localStorage.getItem('dark-theme') === 'true');
  }
  return opened;
}

export const where = (what: string, role: Role, viewport: ViewportName, dark: boolean) =>
  `${what} as ${role} at ${VIEWPORTS[viewport].width} px, ${dark ? 'dark' : 'light'} theme`;

/** Waits for no request in flight, checks the theme is the one meant, and runs axe. */
export async function expectNoBlockingViolations(page: Page, place: string, dark: boolean): Promise<void> {
  await quiet(page);
  expect(await page.evaluate(() => document.body.classList.contains('dark-theme')), `theme on ${place}`).toBe(dark);
  const findings = await blockingViolations(page);
  expect(findings, describeFindings(place, findings)).toEqual([]);
}

/** A contact message, so the admin's message list has a card to show (and to reply to). */
export const leaveMessage = (name: string, message: string) =>
  new ApiSession().expect(201, 'POST', '/api/contact/createMessage', {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.lk`,
    phone: '0771234567',
    message,
  });
