/**
 * The admin console in Chromium against the seeded local stack, at laptop and phone widths (on a
 * phone the sidebar folds behind "Admin menu"): log in through the login page, the Overview counts,
 * granting a student Theory access, a video + thumbnail upload with visible progress, a class, an
 * exam, a home-page slide, and reading and replying to a contact message (the reply lands in the
 * local SES inbox). Each step checks the result through the API or the public pages, not only the
 * admin screen's own toast. The steps of one width share one logged-in page and run in order.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFromEnv, REPO_ROOT } from '../../local/config';
import type { CheckAccessResponse, VideoPage } from '../../functions/shared/schemas';
import { adminSession, ApiSession, registerStudent, type Student } from './api';
import { eventually } from '../support/eventually';
import { launchBrowser, mailsTo, openPage, stackUrls, VIEWPORTS, type OpenedPage, type ViewportName } from './harness';
import { expectNoHorizontalOverflow } from './video';

const ASSETS = join(REPO_ROOT, 'local', 'seed', 'assets');
const VIDEO_FILE = join(ASSETS, 'ohms-law-basics.mp4');
const THUMBNAIL_FILE = join(ASSETS, 'ohms-law-basics.jpg');
const SLIDE_FILE = join(ASSETS, 'logic-gates-introduction.jpg');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Everything one width creates: names unique to the run, so the two widths never meet. */
const fixturesFor = (viewport: ViewportName) => {
  const tag = `${viewport === 'mobile' ? 'M' : 'D'}${randomUUID().slice(0, 6)}`;
  return {
    studentName: viewport === 'mobile' ? 'Ruwani Gunasekara' : 'Tharindu Senanayake',
    videoTitle: `Admin Upload ${tag}`,
    videoCaption: `Uploaded from the admin console at ${viewport} width.`,
    classTitle: `electronics workshop ${tag}`,
    examTitle: `Admin Exam ${tag}`,
    slideCaption: `Open day ${tag}`,
    sender:
      viewport === 'mobile'
        ? { name: 'Dilini Wijesinghe', first: 'dilini' }
        : { name: 'Kavindu Fernando', first: 'kavindu' },
    senderEmail: `sender.${tag.toLowerCase()}@example.lk`,
    messageText: `When does the ${tag} revision class start?`,
    replyText: `It starts next Sunday at 8 am (${tag}).`,
  };
};

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('admin console at %s width', (viewport) => {
  const f = fixturesFor(viewport);
  const { sesUrl } = stackUrls();
  let opened: OpenedPage;
  let page: Page;
  let student: Student;

  /** Opens a sidebar section the way the admin would: on a phone through the "Admin menu" button. */
  async function openSection(name: string, path: string): Promise<void> {
    const toggle = page.getByRole('button', { name: 'Admin menu' });
    if (viewport === 'mobile') {
      await eventually(() => toggle.isVisible()).toBe(true);
      expect(await page.getByRole('navigation', { name: 'Admin' }).isVisible()).toBe(false);
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    } else {
      expect(await toggle.count()).toBe(0);
    }
    const heading = page.locator('#admin-page-heading');
    const before = (await heading.count()) > 0 ? await heading.textContent() : null;
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name, exact: true }).click();
    await page.waitForURL(`**/admin/${path}`);
    // The URL changes at once, but the section is a lazy chunk: until it renders, the previous
    // section (with its own "Title" field) is still on screen.
    await eventually(async () => (await heading.count()) > 0 && (await heading.textContent()) !== before).toBe(true);
    // The link folded the phone menu again.
    if (viewport === 'mobile') await eventually(() => toggle.getAttribute('aria-expanded')).toBe('false');
  }

  /** A toast with exactly this text is on screen. */
  const toastShown = (text: string) => eventually(() => page.getByText(text, { exact: true }).isVisible()).toBe(true);

  beforeAll(async () => {
    student = await registerStudent(f.studentName);
    opened = await openPage(browser, viewport);
    page = opened.page;
  });

  afterAll(async () => {
    expect(opened.problems).toEqual([]);
    await opened?.context.close();
  });

  it('logs in through the login page and sees the Overview counts', async () => {
    const { email, password } = adminFromEnv();
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/classes');

    await page.goto('/admin');
    await page.waitForURL('**/admin/overview');
    const cards = page.getByRole('list', { name: 'Site counts' });
    for (const label of ['Total Students', 'Total Classes', 'Active Users', 'Messages']) {
      const card = cards.getByRole('listitem').filter({ hasText: label });
      await eventually(() => card.isVisible()).toBe(true);
      // A number, not the placeholder dash shown while loading; at least the student registered above.
      await eventually(() => card.locator('.stat-card__value').textContent()).toMatch(/^\d[\d,]*$/);
    }
    const students = Number(
      (
        await cards
          .getByRole('listitem')
          .filter({ hasText: 'Total Students' })
          .locator('.stat-card__value')
          .textContent()
      )?.replace(/,/g, ''),
    );
    expect(students).toBeGreaterThanOrEqual(1);
    // No site nav or footer inside the console.
    expect(await page.locator('footer').count()).toBe(0);
  });

  it('grants a registered student Theory access from Users', async () => {
    await openSection('Users', 'user-management');
    await page.getByLabel('Search by full name').fill(f.studentName.split(' ')[1]!.toLowerCase());
    const card = page.locator('article').filter({ hasText: student.email });
    await eventually(() => card.isVisible()).toBe(true);
    const theory = card
      .getByRole('group', { name: `Access for ${f.studentName}` })
      .getByRole('button', { name: 'Theory', exact: true });
    expect(await theory.getAttribute('aria-pressed')).toBe('false');

    const answered = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/api/user/toggleAccess'),
    );
    await theory.click();
    expect((await answered).status()).toBe(200);
    await eventually(() => theory.getAttribute('aria-pressed')).toBe('true');

    const { access } = await student.session.expect<CheckAccessResponse>(200, 'GET', '/api/user/check-access');
    expect(access.theory).toBe(true);
    expect(access.revision).toBe(false);
  });

  it('uploads a video and its thumbnail with visible progress, and the video is listed', async () => {
    await openSection('Videos', 'video-management');
    await page.getByLabel('Folder').selectOption('Theory');
    await page.getByLabel('Year').selectOption('2026');
    await page.getByLabel('Title').fill(f.videoTitle);
    await page.getByLabel('Caption').fill(f.videoCaption);
    const upload = page.getByRole('button', { name: 'Upload', exact: true });
    await page.getByLabel('Video file (MP4)').setInputFiles(VIDEO_FILE);
    await page.getByLabel('Thumbnail image').setInputFiles(THUMBNAIL_FILE);
    expect(await upload.isEnabled()).toBe(true);
    await expectNoHorizontalOverflow(page);

    // Every progress text the page shows is recorded, however briefly it is on screen.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const text = document.querySelector('.upload-progress__text')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    // A slow uplink, so the small file's progress is reported on the way rather than only at the end.
    const cdp = await opened.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 16 * 1024,
    });
    try {
      await upload.click();
      await eventually(() => page.getByText(/^Uploading: \d+%$/).isVisible()).toBe(true);
      await toastShown('Both video and thumbnail uploaded successfully!');
    } finally {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await cdp.detach();
    }
    const progressText = page.locator('.upload-progress__text');
    expect(await progressText.textContent()).toBe('Upload complete');
    expect(await progressText.isVisible()).toBe(true);
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    expect(
      seen.some((text) => /^Uploading: \d+%$/.test(text)),
      seen.join(' | '),
    ).toBe(true);
    expect(seen.at(-1)).toBe('Upload complete');
    // Ready for the next lecture: title and caption cleared.
    expect(await page.getByLabel('Title').inputValue()).toBe('');

    // The streaming version's state follows the server on this page: Processing, then Ready.
    const stream = page.getByText(`Streaming version of "${f.videoTitle}":`);
    expect(await stream.textContent()).toMatch(/: (Processing|Ready)$/);
    await eventually(() => stream.textContent(), 120_000).toBe(`Streaming version of "${f.videoTitle}": Ready`);

    const admin = await adminSession();
    const { list } = await admin.expect<VideoPage>(200, 'GET', '/api/aws/getVideos/Theory');
    const listed = list.find((video) => video.title === f.videoTitle);
    expect(listed).toMatchObject({ caption: f.videoCaption, year: '2026' });
  });

  it('creates a class that then appears on /classes', async () => {
    await openSection('Classes', 'class-management');
    const title = page.getByLabel('Title');
    await title.pressSequentially(f.classTitle);
    expect(await title.inputValue()).toBe(f.classTitle.toUpperCase());
    await page.getByLabel('Type').selectOption('Practical');
    await page.getByLabel('Location').fill('Badulla lab');
    await page.getByLabel('Fee (Rs. per month)').fill('2500');
    await page.getByLabel('Day').selectOption('Saturday');
    await page.getByLabel('Start time').fill('09:00');
    await page.getByLabel('End time').fill('11:30');
    await page.getByRole('button', { name: 'Create Class' }).click();
    await toastShown('Successfully created');
    expect(await title.inputValue()).toBe('');

    await page.goto('/classes');
    const heading = page.getByRole('heading', {
      name: `${f.classTitle.toUpperCase()} | Engineering Technology`,
      exact: true,
    });
    await eventually(() => heading.isVisible()).toBe(true);
    await page.goto('/admin');
    await page.waitForURL('**/admin/overview');
  });

  it('creates an exam from Forms Create', async () => {
    await openSection('Forms Create', 'form-management');
    const create = page.getByRole('button', { name: 'Create Exam' });
    expect(await create.isDisabled()).toBe(true);
    await page.getByLabel('Title').fill(f.examTitle);
    await page.getByLabel('Year').selectOption('2026');
    await page.getByLabel('Duration (minutes)').fill('45');
    await page.getByLabel('Google Form link').fill(`https://forms.gle/${f.examTitle.replace(/\W/g, '')}`);
    await page.getByLabel('Description (optional)').fill('Units 1 to 3.');
    await create.click();
    await toastShown('Exam created successfully!');

    const exams = await (await adminSession()).expect<unknown>(200, 'GET', '/api/exam/all');
    expect(JSON.stringify(exams)).toContain(f.examTitle);
  });

  it('uploads a slide in Settings and the home page shows its caption', async () => {
    await openSection('Settings', 'settings');
    await page.getByRole('tab', { name: 'Slides' }).click();
    await eventually(() => page.getByRole('tab', { name: 'Slides' }).getAttribute('aria-selected')).toBe('true');
    const submit = page.getByRole('button', { name: 'Upload slide' });
    await page.getByLabel('Caption').fill(f.slideCaption);
    await page.getByLabel('Image', { exact: true }).setInputFiles(SLIDE_FILE);
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();
    await toastShown('Slide uploaded successfully!');
    // The list below the form has it too.
    await eventually(() => page.getByRole('tabpanel').getByText(f.slideCaption, { exact: true }).isVisible()).toBe(
      true,
    );

    await page.goto('/');
    const slides = page.locator('section').filter({ has: page.locator('#slides-heading') });
    await eventually(() => slides.getByText(f.slideCaption, { exact: true }).isVisible()).toBe(true);
    await page.goto('/admin');
    await page.waitForURL('**/admin/overview');
  });

  it('finds a contact message by sender name, marks it read and replies by email', async () => {
    const visitor = new ApiSession();
    await visitor.expect(201, 'POST', '/api/contact/createMessage', {
      name: f.sender.name,
      email: f.senderEmail,
      phone: '0771234567',
      message: f.messageText,
    });

    await openSection('Messages', 'message-list');
    // Part of the name, in another case: the search is a case-insensitive substring.
    await page.getByLabel('Search by sender name').fill(f.sender.first.slice(1).toUpperCase());
    const card = page.locator('article').filter({ hasText: f.messageText });
    // The search settles first: acting on a card of the unfiltered list while the filtered answer
    // is on its way races that answer's re-render of the list.
    const list = page.getByRole('list', { name: 'Messages' });
    const others = list.locator('article').filter({ hasNotText: f.sender.name });
    await eventually(
      async () => (await list.getAttribute('aria-busy')) === 'false' && (await others.count()) === 0,
    ).toBe(true);
    await eventually(() => card.isVisible()).toBe(true);
    expect(await card.getByRole('heading', { name: f.sender.name }).isVisible()).toBe(true);

    await card.getByRole('button', { name: 'Mark Read' }).click();
    await eventually(() => card.getByRole('button', { name: 'Read', exact: true }).isVisible()).toBe(true);

    await card.getByRole('button', { name: 'Reply' }).click();
    await card.getByLabel(`Your reply to ${f.sender.name}`).fill(f.replyText);
    await card.getByRole('button', { name: 'Send Reply' }).click();
    await toastShown('Reply Send Successfully');
    expect(new URL(page.url()).pathname).toMatch(/\/admin\/message-list$/);

    const mails = await mailsTo(sesUrl, f.senderEmail);
    const reply = mails.find((mail) => (mail.body.text ?? '').includes(f.replyText));
    expect(reply, `${mails.length} mail(s) to ${f.senderEmail}`).toBeDefined();
    expect(reply?.body.text).toContain(f.messageText);
  });
});
