/**
 * axe-core on the states users meet on the site's pages, not only their first paint: the open phone
 * menus, the PDF viewer and a delete confirmation (modal dialogs), forms showing their validation
 * messages, an error and a success toast, a selected video with its comments, a caption shown, a
 * message's reply box, each Settings tab and the home page with the tutor's slides. Each state is
 * checked at 375 px in the dark theme and at 1280 px in the light one, so both widths and both
 * themes meet every state. Zero serious or critical violations, as on the routes themselves.
 * Each role's page loads the site once and reaches each route through the router (visit in
 * ./site-routes.ts), so axe is injected once per page rather than parsed again for every route.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFromEnv, REPO_ROOT } from '../../local/config';
import { SAMPLE_TUTES, SAMPLE_VIDEOS } from '../../local/seed/content';
import { expectNoBlockingViolations, leaveMessage, openAs, roleSessions, where, type RoleSessions } from './a11y';
import { eventually } from '../support/eventually';
import { launchBrowser, type OpenedPage, type ViewportName } from './harness';
import { visit, type Role } from './site-routes';

const SLIDE_FILE = join(REPO_ROOT, 'local', 'seed', 'assets', 'logic-gates-introduction.jpg');

let browser: Browser;
let sessions: RoleSessions;

beforeAll(async () => {
  browser = await launchBrowser();
  sessions = await roleSessions('State Checker');
  for (const n of [1, 2])
    await leaveMessage(`State Visitor ${n}`, `Question ${n} about the practical class timetable.`);
});

afterAll(async () => {
  await browser?.close();
});

const visible = (page: Page, role: Parameters<Page['getByRole']>[0], name: string | RegExp) =>
  eventually(() =>
    page
      .getByRole(role, { name, exact: typeof name === 'string' })
      .first()
      .isVisible(),
  ).toBe(true);

describe.each([
  { viewport: 'mobile' as ViewportName, dark: true },
  { viewport: 'desktop' as ViewportName, dark: false },
])('states at $viewport width (dark: $dark)', ({ viewport, dark }) => {
  const opened: Partial<Record<Role, OpenedPage>> = {};
  const pageOf = (role: Role) => opened[role]!.page;
  const check = (role: Role, what: string) =>
    expectNoBlockingViolations(pageOf(role), where(what, role, viewport, dark), dark);

  beforeAll(async () => {
    for (const role of ['visitor', 'student', 'admin'] as const)
      opened[role] = await openAs(browser, sessions, role, viewport, dark);
  });

  afterAll(async () => {
    for (const page of Object.values(opened)) {
      expect(page.problems).toEqual([]);
      await page.context.close();
    }
  });

  // The menus fold behind a button only on a phone (768 px wide or less).
  if (viewport === 'mobile') {
    it('the open site menu on a phone', async () => {
      const page = pageOf('visitor');
      await visit(page, '/home');
      const toggle = page.getByRole('button', { name: 'Menu' });
      await toggle.click();
      await eventually(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await visible(page, 'link', 'Register');
      await check('visitor', '/home with the menu open');
    });

    it('the open admin menu on a phone', async () => {
      const page = pageOf('admin');
      await visit(page, '/admin/overview');
      const toggle = page.getByRole('button', { name: 'Admin menu' });
      await toggle.click();
      await visible(page, 'link', 'Settings');
      await check('admin', '/admin/overview with the menu open');
    });
  }

  it('the registration form showing its validation messages', async () => {
    const page = pageOf('visitor');
    await visit(page, '/createUser');
    const bad: Record<string, string> = {
      'Full name': 'A',
      Email: 'not-an-email',
      Password: 'short',
      'Confirm password': 'different',
      'NIC number': '123',
      'Phone number': '12',
    };
    for (const [label, value] of Object.entries(bad)) {
      await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByLabel(label, { exact: true }).blur();
    }
    await eventually(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThanOrEqual(5);
    await check('visitor', '/createUser with validation messages');
  });

  it('the contact form showing its validation messages, then the success toast', async () => {
    const page = pageOf('visitor');
    await visit(page, '/contact');
    for (const label of ['Name', 'Email', 'Phone', 'Message']) await page.getByLabel(label, { exact: true }).focus();
    await page.getByLabel('Email', { exact: true }).fill('nobody@');
    await page.getByLabel('Phone', { exact: true }).fill('07');
    await page.getByLabel('Message', { exact: true }).blur();
    await eventually(() => page.locator('.field__error:not(:empty)').count()).toBeGreaterThanOrEqual(3);
    await check('visitor', '/contact with validation messages');

    await page.getByLabel('Name', { exact: true }).fill('Sahan Kumara');
    await page.getByLabel('Email', { exact: true }).fill('sahan.kumara@example.lk');
    await page.getByLabel('Phone', { exact: true }).fill('0771234567');
    await page.getByLabel('Message', { exact: true }).fill(`Checking the contact form at ${viewport} width.`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await eventually(() => page.getByText('Successfully Sent', { exact: true }).isVisible()).toBe(true);
    await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe('contact-heading');
    await check('visitor', '/contact with the success toast');
  });

  it('the login page showing a wrong-password error', async () => {
    const page = pageOf('visitor');
    await visit(page, '/login');
    await page.getByLabel('Email').fill(adminFromEnv().email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Submit' }).click();
    await eventually(() => page.getByText('Wrong Username or Password').isVisible()).toBe(true);
    await check('visitor', '/login with an error toast');
  });

  it('the PDF viewer open over the past papers', async () => {
    const page = pageOf('student');
    const tute = SAMPLE_TUTES.find((p) => p.category === 'PastPaperMarking')!;
    await visit(page, '/pastpapers');
    await page.getByRole('button', { name: `Download ${tute.name}` }).click();
    await visible(page, 'dialog', tute.name);
    await check('student', '/pastpapers with the PDF viewer open');
    await page.keyboard.press('Escape');
    await eventually(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('a selected video with its likes and comments, and a free video with its caption shown', async () => {
    const page = pageOf('student');
    const video = SAMPLE_VIDEOS.find((v) => v.category === 'free')!;
    await visit(page, '/videos');
    await page.getByRole('button', { name: video.title, exact: true }).click();
    await eventually(() => page.getByText(video.caption).isVisible()).toBe(true);
    await visible(page, 'button', /^Like/);
    await check('student', '/videos with a video selected');

    await visit(page, '/freeVideos');
    // Free video cards also show the short date, which is part of their name.
    await page.getByRole('button', { name: new RegExp(`^${video.title}`) }).click();
    await page.getByRole('button', { name: 'Show Caption' }).click();
    await eventually(() => page.getByText(video.caption).isVisible()).toBe(true);
    await check('student', '/freeVideos with a caption shown');
  });

  it("a message's reply box and the delete confirmation", async () => {
    const page = pageOf('admin');
    await visit(page, '/admin/message-list');
    const card = page.locator('main article').first();
    await eventually(() => card.isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Reply' }).click();
    await eventually(() => card.locator('textarea').isVisible()).toBe(true);
    await check('admin', '/admin/message-list with a reply box open');

    await card.getByRole('button', { name: /^Delete/ }).click();
    await visible(page, 'alertdialog', /Delete/);
    await check('admin', '/admin/message-list with the delete confirmation');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => page.getByRole('alertdialog').count()).toBe(0);
  });

  it('the exam form showing its validation messages', async () => {
    const page = pageOf('admin');
    await visit(page, '/admin/form-management');
    await page.getByLabel('Duration (minutes)').fill('0');
    await page.getByLabel('Google Form link').fill('not a link');
    await page.getByLabel('Title').fill('x');
    await page.getByLabel('Title').fill('');
    await page.getByLabel('Description (optional)').focus();
    await eventually(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThanOrEqual(2);
    await check('admin', '/admin/form-management with validation messages');
  });

  it('every Settings tab, and the home page showing an uploaded slide', async () => {
    const page = pageOf('admin');
    await visit(page, '/admin/settings');
    for (const tab of ['Videos', 'Exams', 'Slides']) {
      await page.getByRole('tab', { name: tab }).click();
      await eventually(() => page.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
      await eventually(() => page.getByRole('tabpanel').locator('[aria-busy="true"]').count()).toBe(0);
      await check('admin', `/admin/settings, ${tab} tab`);
    }
    const caption = `Open day (${viewport})`;
    await page.getByLabel('Caption').fill(caption);
    await page.getByLabel('Image', { exact: true }).setInputFiles(SLIDE_FILE);
    await page.getByRole('button', { name: 'Upload slide' }).click();
    await eventually(() => page.getByRole('tabpanel').getByText(caption, { exact: true }).isVisible()).toBe(true);

    const visitor = pageOf('visitor');
    await visit(visitor, '/home');
    await eventually(() => visitor.getByText(caption, { exact: true }).isVisible()).toBe(true);
    await check('visitor', '/home with the slide carousel');
  });
});
