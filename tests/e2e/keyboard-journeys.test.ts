/**
 * The site's main journeys (account, student content, admin console) with the keyboard alone: no
 * clicks, only Tab/Shift+Tab, Enter, Space, arrows and Escape, and typing into whatever has focus.
 * Each step Tabs to the control a user would look for (by its accessible name), checks the focus
 * ring can be seen there, and then checks the step's effect — through the API or the text on
 * screen — not just that keys went down.
 * The custom widgets (skip link, slider, tabs, theme toggle, phone sidebar) are in keyboard-widgets.test.ts.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_TUTES, SAMPLE_VIDEOS } from '../../local/seed/content';
import {
  classSchedule,
  classTitle,
  type CheckAccessResponse,
  type ClassView,
  type MessagesPage,
} from '../../functions/shared/schemas';
import { adminSession, ApiSession, grantAccess, registerStudent, type Student } from './api';
import { eventually } from '../support/eventually';
import { latestOtp, launchBrowser, mailsTo, openPage, stackUrls, type ViewportName } from './harness';
import { focusedDescription, isFocused, tabTo, tabToRole, typeInto } from './keyboard';
import { playbackOf, playerFor, waitForPlayback } from './video';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const tag = () => randomUUID().slice(0, 6);
const textShown = (page: Page, text: string) =>
  eventually(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
const focusInside = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.closest(s) !== null, selector);

/** On a phone the auth buttons are inside the menu: open it from the keyboard first. */
async function logOutByKeyboard(page: Page, viewport: ViewportName): Promise<void> {
  if (viewport === 'mobile') {
    await tabToRole(page, 'button', 'Menu');
    await page.keyboard.press('Enter');
    await eventually(() => page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true');
  }
  await tabToRole(page, 'button', 'Logout');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/login');
}

describe.each(['desktop', 'mobile'] as ViewportName[])('keyboard alone at %s width', (viewport) => {
  it('registers, verifies the mailed code, logs in, opens the profile and logs out', async () => {
    const { context, page, problems } = await openPage(browser, viewport);
    const id = tag();
    const fullName = viewport === 'mobile' ? 'Hasini Karunaratne' : 'Pasindu Wijeratne';
    const email = `keys.${id}@example.lk`;
    const password = 'correct-horse-7';
    try {
      await page.goto('/createUser');
      await eventually(() => page.getByRole('heading', { name: 'Enter Your Details' }).isVisible()).toBe(true);
      const fields: Array<[string, string]> = [
        ['Full name', fullName],
        ['User name', fullName.split(' ')[0]!],
        ['Email', email],
        ['Password', password],
        ['Confirm password', password],
        ['Address', '7 Temple Road, Bandarawela'],
        ['NIC number', `2004${viewport === 'mobile' ? '6' : '1'}${String(Date.now()).slice(-7)}`],
        ['Phone number', '0712345678'],
        ['School', 'Bandarawela Central College'],
      ];
      for (const [label, value] of fields) await typeInto(page, label, value);
      // A closed <select> takes typed text: "2026" picks that year.
      await typeInto(page, 'A/L year', '2026');
      expect(await page.getByLabel('A/L year').inputValue()).toBe('2026');
      await tabToRole(page, 'button', 'Register');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/otp-verify');

      const { code } = await latestOtp(stackUrls().sesUrl, email);
      await tabToRole(page, 'textbox', 'Digit 1 of 6');
      // Each digit moves the focus to the next box.
      await page.keyboard.type(code);
      expect(await focusedDescription(page)).toMatch(/Digit 6 of 6/);
      await tabToRole(page, 'button', 'Verify');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/classes');
      await textShown(page, 'Succesfully Registered');

      await logOutByKeyboard(page, viewport);
      // The login page opens with nothing focused yet; Tab reaches Email first.
      await typeInto(page, 'Email', email);
      await typeInto(page, 'Password', password);
      // Enter in a field submits its form.
      await page.keyboard.press('Enter');
      await page.waitForURL('**/classes');
      await textShown(page, 'Successfully Logged In');

      if (viewport === 'mobile') {
        await tabToRole(page, 'button', 'Menu');
        await page.keyboard.press('Enter');
      }
      await tabToRole(page, 'link', 'Profile');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/user-profile');
      await eventually(() => page.getByRole('heading', { name: fullName }).isVisible()).toBe(true);
      // After a route change focus is on the new page's main region, so reading and Tab start there.
      await eventually(() => focusInside(page, 'main')).toBe(true);
      await textShown(page, email);

      await logOutByKeyboard(page, viewport);
      const auth = await page.evaluate(async () => (await fetch('/api/user/check-auth')).json());
      expect(auth).toEqual({ isLoggedIn: false, user: null });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('keyboard alone as a student with access (desktop)', () => {
  let student: Student;

  beforeAll(async () => {
    student = await registerStudent('Keshani Abeysekara');
    const admin = await adminSession();
    await grantAccess(admin, student, 'theoryAccess');
  });

  it('opens a category, plays and pauses a video, reads a tute and sends a message', async () => {
    const { context, page, problems } = await openPage(browser, 'desktop');
    const video = SAMPLE_VIDEOS.find((v) => v.category === 'Theory')!;
    const tute = SAMPLE_TUTES.find((p) => p.category === 'PastPaperMarking')!;
    try {
      await student.session.shareWith(context);
      await page.goto('/home');
      await tabToRole(page, 'link', 'Videos');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/videos');
      await tabToRole(page, 'link', /^Theory/);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/videos/theory');

      await tabToRole(page, 'button', video.title);
      await page.keyboard.press('Enter');
      const player = playerFor(page, video.title);
      await waitForPlayback(player);
      // The player's own controls: focus the video and Space pauses, Space plays again.
      await tabTo(page, player);
      await page.keyboard.press('Space');
      await eventually(async () => (await playbackOf(player)).paused).toBe(true);
      const pausedAt = (await playbackOf(player)).currentTime;
      await page.keyboard.press('Space');
      await eventually(async () => (await playbackOf(player)).paused).toBe(false);
      await waitForPlayback(player, pausedAt);
      await page.keyboard.press('Space');

      await tabToRole(page, 'link', 'Past Paper Markings', { backwards: true, max: 80 });
      await page.keyboard.press('Enter');
      await page.waitForURL('**/pastpapers');
      const download = page.getByRole('button', { name: `Download ${tute.name}` });
      await tabTo(page, download);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: tute.name });
      await eventually(() => dialog.isVisible()).toBe(true);
      // Focus moved into the dialog, onto its first control; Tab wraps around inside it both ways
      // (the PDF frame between them is the browser's own viewer, so the wrap is checked at the ends).
      const close = dialog.getByRole('button', { name: 'Close the PDF viewer' });
      const openInTab = dialog.getByRole('link', { name: /Open in a new tab/ });
      await eventually(() => isFocused(close)).toBe(true);
      await page.keyboard.press('Shift+Tab');
      expect(await isFocused(openInTab), `after Shift+Tab: ${await focusedDescription(page)}`).toBe(true);
      await page.keyboard.press('Tab');
      expect(await isFocused(close), `after Tab: ${await focusedDescription(page)}`).toBe(true);
      await page.keyboard.press('Escape');
      await eventually(() => dialog.count()).toBe(0);
      // Back on the button that opened it.
      expect(await isFocused(download)).toBe(true);
      // And the close button closes it too.
      await page.keyboard.press('Enter');
      await eventually(() => dialog.isVisible()).toBe(true);
      await tabToRole(page, 'button', 'Close the PDF viewer', { within: dialog });
      await page.keyboard.press('Enter');
      await eventually(() => dialog.count()).toBe(0);
      expect(await isFocused(download)).toBe(true);

      await tabToRole(page, 'link', 'Contact');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/contact');
      const text = `Can I join the practical class late? (${tag()})`;
      await typeInto(page, 'Name', student.fullName);
      await typeInto(page, 'Email', student.email);
      await typeInto(page, 'Phone', '0712345678');
      await typeInto(page, 'Message', text);
      await tabToRole(page, 'button', 'Send Message');
      await page.keyboard.press('Enter');
      await textShown(page, 'Successfully Sent');
      const admin = await adminSession();
      const { messages } = await admin.expect<MessagesPage>(
        200,
        'GET',
        `/api/contact/getAllMessages?search=${encodeURIComponent(student.fullName)}`,
      );
      expect(messages.map((m) => m.message)).toContain(text);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('keyboard alone as the admin (desktop)', () => {
  it('grants access, creates a class and an exam, reads, answers and deletes a message', async () => {
    const id = tag();
    const student = await registerStudent(`Nadeesha Keys${id.replace(/\d/g, '')}`);
    const sender = `Ravindu Sender${id.replace(/\d/g, '')}`;
    const senderEmail = `sender.${id}@example.lk`;
    const question = `Is the ${id} paper class on Sunday?`;
    await new ApiSession().expect(201, 'POST', '/api/contact/createMessage', {
      name: sender,
      email: senderEmail,
      phone: '0771234567',
      message: question,
    });
    const admin = await adminSession();
    const { context, page, problems } = await openPage(browser, 'desktop');
    const openSection = async (name: string, path: string, heading: string) => {
      await tabToRole(page, 'link', name, { within: page.getByRole('navigation', { name: 'Admin' }), max: 80 });
      await page.keyboard.press('Enter');
      await page.waitForURL(`**/admin/${path}`);
      // The section is a lazy chunk: wait for it, not only the address. Focus went to the main region.
      await eventually(() => page.getByRole('heading', { name: heading, level: 1 }).isVisible()).toBe(true);
      await eventually(() => focusInside(page, 'main')).toBe(true);
    };
    try {
      await admin.shareWith(context);
      await page.goto('/admin/overview');
      await eventually(() => page.getByRole('heading', { name: 'Overview', level: 1 }).isVisible()).toBe(true);

      // Users: search, then the Theory toggle with Space.
      await openSection('Users', 'user-management', 'User Management');
      await typeInto(page, 'Search by full name', student.fullName);
      const access = page.getByRole('group', { name: `Access for ${student.fullName}` });
      await eventually(() => access.isVisible()).toBe(true);
      const theory = access.getByRole('button', { name: 'Theory', exact: true });
      await tabTo(page, theory);
      await page.keyboard.press('Space');
      await eventually(() => theory.getAttribute('aria-pressed')).toBe('true');
      const { access: flags } = await student.session.expect<CheckAccessResponse>(200, 'GET', '/api/user/check-access');
      expect(flags.theory).toBe(true);

      // Classes: every field by keyboard, including the selects and time inputs.
      await openSection('Classes', 'class-management', 'Class Management');
      const title = `keyboard class ${id}`;
      await typeInto(page, 'Title', title);
      await typeInto(page, 'Type', 'Practical');
      await typeInto(page, 'Location', 'Monaragala hall');
      await typeInto(page, 'Fee (Rs. per month)', '1800');
      await typeInto(page, 'Day', 'Sunday');
      await typeInto(page, 'Start time', '0800A');
      await typeInto(page, 'End time', '1000A');
      await tabToRole(page, 'button', 'Create Class');
      await page.keyboard.press('Enter');
      await textShown(page, 'Successfully created');
      const classes = await admin.expect<ClassView[]>(200, 'GET', '/api/class/getAllClassDetails');
      const created = classes.find((c) => c.title === classTitle(title.toUpperCase()));
      expect(created).toMatchObject({
        type: 'Practical',
        location: 'Monaragala hall',
        fee: 1800,
        schedule: classSchedule('Sunday', '08:00', '10:00'),
      });

      // Forms Create: an exam.
      await openSection('Forms Create', 'form-management', 'Forms Create');
      const examTitle = `Keyboard Exam ${id}`;
      await typeInto(page, 'Title', examTitle);
      await typeInto(page, 'Year', '2026');
      await typeInto(page, 'Duration (minutes)', '30');
      await typeInto(page, 'Google Form link', `https://forms.gle/keyboard${id}`);
      await tabToRole(page, 'button', 'Create Exam');
      await page.keyboard.press('Enter');
      await textShown(page, 'Exam created successfully!');
      expect(JSON.stringify(await admin.expect<unknown>(200, 'GET', '/api/exam/all'))).toContain(examTitle);

      // Messages: mark read, reply (focus into the box and back), delete through the confirmation.
      await openSection('Messages', 'message-list', 'Received Messages');
      await typeInto(page, 'Search by sender name', sender);
      const card = page.locator('article').filter({ hasText: question });
      await eventually(() => card.count()).toBe(1);
      await tabToRole(page, 'button', 'Mark Read', { within: card });
      await page.keyboard.press('Enter');
      await eventually(() => card.getByRole('button', { name: 'Read', exact: true }).isVisible()).toBe(true);
      const stored = async () =>
        (
          await admin.expect<MessagesPage>(
            200,
            'GET',
            `/api/contact/getAllMessages?search=${encodeURIComponent(sender)}`,
          )
        ).messages.find((m) => m.message === question);
      expect((await stored())?.isRead).toBe(true);

      const reply = card.getByRole('button', { name: 'Reply' });
      await tabTo(page, reply);
      await page.keyboard.press('Enter');
      const box = card.getByLabel(`Your reply to ${sender}`);
      await eventually(() => isFocused(box)).toBe(true);
      const answer = `Yes, 9 am at Badulla (${id}).`;
      await page.keyboard.type(answer);
      await tabToRole(page, 'button', 'Send Reply', { within: card });
      await page.keyboard.press('Enter');
      await textShown(page, 'Reply Send Successfully');
      await eventually(() => isFocused(reply)).toBe(true);
      const mails = await mailsTo(stackUrls().sesUrl, senderEmail);
      expect(mails.some((mail) => (mail.body.text ?? '').includes(answer))).toBe(true);

      const remove = card.getByRole('button', { name: `Delete the message from ${sender}` });
      await tabTo(page, remove);
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('alertdialog');
      await eventually(() => confirm.isVisible()).toBe(true);
      // Focus starts on Cancel, so a reflex Enter deletes nothing; Tab moves to Delete.
      expect(await isFocused(confirm.getByRole('button', { name: 'Cancel' }))).toBe(true);
      await tabToRole(page, 'button', 'Delete', { within: confirm });
      await page.keyboard.press('Enter');
      await eventually(() => confirm.count()).toBe(0);
      await eventually(() => card.count()).toBe(0);
      expect(await stored()).toBeUndefined();
      // Focus did not fall back to the top of the page.
      expect(await focusedDescription(page)).not.toMatch(/nothing/);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
