/**
 * Class fees end to end, in Chromium against the local stack: a student on a phone-sized screen
 * pays for this month with a photographed slip, the admin approves it from the keyboard in the
 * Payments queue, the student's Theory lectures open, and once the paid month and its grace days
 * are over (the server's clock moved past the end) they are closed again. The new screens pass axe
 * in English, Sinhala and Tamil with real content on them: the student's history with a waiting
 * and an approved payment, the admin's queue with a slip, and its reject dialog.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import type { MySlipsResponse, PlanCreatedResponse, SlipSubmittedResponse } from '../../functions/shared/schemas';
import { REPO_ROOT } from '../../local/config';
import { SAMPLE_VIDEOS } from '../../local/seed/content';
import { TEST_CLOCK_PATH } from '../../local/server/test-clock';
import { eventually } from '../support/eventually';
import { expectNoBlockingViolations } from './a11y';
import { adminSession, ApiSession, registerStudent, type Student } from './api';
import { launchBrowser, openPage, stackUrls, type OpenedPage } from './harness';
import { OTHER_LANGUAGES, sayIn, type OtherLanguage } from './language-texts';
import { quiet } from './site-routes';

const SLIP_PHOTO = join(REPO_ROOT, 'local', 'seed', 'assets', 'logic-gates-introduction.jpg');
const lecture = SAMPLE_VIDEOS.find((video) => video.category === 'Theory')!;
const HOUR_MS = 60 * 60 * 1000;

let browser: Browser;
let admin: ApiSession;
let student: Student;
let planName: string;
let planId: string;

/** A payment sent the way the pay page sends it: the claim, then the slip PUT to its signed URL. */
async function sendPayment(reference: string): Promise<void> {
  const photo = await readFile(SLIP_PHOTO);
  const { payments, months } = await student.session.expect<MySlipsResponse>(200, 'GET', '/api/fees/mySlips');
  expect(payments.some((payment) => payment.reference === reference)).toBe(false);
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const sent = await student.session.expect<SlipSubmittedResponse>(201, 'POST', '/api/fees/submitSlip', {
    planId,
    month: months[1],
    amount: 2000,
    reference,
    paidOn: today,
    slip: { contentType: 'image/jpeg', size: photo.length },
  });
  const put = await fetch(sent.signedUrl, { method: 'PUT', headers: sent.headers, body: photo });
  expect(put.status).toBe(200);
}

/** Moves the server's clock (local/server/test-clock.ts); 0 puts it back. */
async function moveServerClock(offsetMs: number): Promise<void> {
  const response = await fetch(new URL(TEST_CLOCK_PATH, stackUrls().baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offsetMs }),
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminSession();
  planName = `Theory – monthly ${Date.now().toString(36)}`;
  ({ planId } = await admin.expect<PlanCreatedResponse>(201, 'POST', '/api/fees/createPlan', {
    name: planName,
    price: 2000,
    grants: ['theoryAccess'],
  }));
  student = await registerStudent('Fee Payer');
});

afterAll(async () => {
  await moveServerClock(0);
  await browser?.close();
});

const theoryLectureShown = (page: Page) =>
  page
    .getByRole('button', { name: new RegExp(`^${lecture.title}`) })
    .first()
    .isVisible();

describe('a student pays for the month and the admin approves by keyboard', () => {
  let phone: OpenedPage;
  let desk: OpenedPage;
  const reference = `JRN-${Date.now().toString(36).toUpperCase()}`;

  beforeAll(async () => {
    phone = await openPage(browser, 'mobile');
    await student.session.shareWith(phone.context);
    desk = await openPage(browser, 'desktop');
    await admin.shareWith(desk.context);
  });

  afterAll(async () => {
    expect(phone.problems).toEqual([]);
    expect(desk.problems).toEqual([]);
    await phone?.context.close();
    await desk?.context.close();
  });

  it('the Theory lectures are closed before paying', async () => {
    await phone.page.goto('/videos/theory');
    await quiet(phone.page);
    expect(await theoryLectureShown(phone.page)).toBe(false);
  });

  it('pays from the profile with a photo of the slip', async () => {
    const page = phone.page;
    await page.goto('/user-profile');
    await page.getByRole('link', { name: /^Pay for / }).click();
    await page.getByRole('radio', { name: new RegExp(planName) }).check();
    await page.getByLabel('Bank reference number').fill(reference);
    await page.getByLabel('Choose a file').setInputFiles(SLIP_PHOTO);
    await eventually(() => page.getByRole('img', { name: 'The slip that will be sent' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Send payment' }).click();
    await eventually(() => page.getByText('Payment sent. The class will check your slip.').isVisible()).toBe(true);
    await eventually(() => page.getByText('Waiting to be checked').first().isVisible()).toBe(true);
  });

  it('the admin approves it from the queue with the keyboard', async () => {
    const page = desk.page;
    await page.goto('/admin/payments');
    await eventually(() => page.getByText(reference).isVisible()).toBe(true);
    // The oldest first: step to this student's slip by keyboard.
    for (let i = 0; i < 50 && !(await page.getByText('Fee Payer', { exact: false }).first().isVisible()); i++)
      await page.keyboard.press('j');
    await page.keyboard.press('a');
    await eventually(() => page.getByText(/^Approved: Fee Payer/).isVisible()).toBe(true);
  });

  it("the student's Theory lectures open, and close when the month and its grace are over", async () => {
    const page = phone.page;
    await page.goto('/fees');
    await eventually(() =>
      page
        .getByText(/^Approved — access until /)
        .first()
        .isVisible(),
    ).toBe(true);
    await page.goto('/videos/theory');
    await eventually(() => theoryLectureShown(page)).toBe(true);

    const { payments } = await student.session.expect<MySlipsResponse>(200, 'GET', '/api/fees/mySlips');
    const paid = payments.find((payment) => payment.reference === reference)!;
    expect(paid.state).toBe('approved');
    await moveServerClock(Date.parse(paid.accessUntil!) - Date.now() + HOUR_MS);
    // A fresh login on the moved clock, so what closes the lectures is the paid month's end and not
    // the first session's own end.
    const later = new ApiSession();
    await later.expect(200, 'POST', '/api/user/login', { email: student.email, password: student.password });
    await phone.context.clearCookies();
    await later.shareWith(phone.context);
    const access = await later.expect<{ access: { theory: boolean } }>(200, 'GET', '/api/user/check-access');
    expect(access.access.theory).toBe(false);
    await page.goto('/videos/theory');
    await quiet(page);
    await eventually(() => theoryLectureShown(page)).toBe(false);
  });
});

describe.each(['en', ...OTHER_LANGUAGES] as const)('axe on the fee screens in %s', (language) => {
  const say = language === 'en' ? (text: string) => text : sayIn(language as OtherLanguage);
  let phone: OpenedPage;
  let desk: OpenedPage;

  beforeAll(async () => {
    await moveServerClock(0);
    // A payment waiting in the queue, so the screens are checked with their content on.
    if (language === 'en') await sendPayment(`AXE-${Date.now().toString(36).toUpperCase()}`);
    phone = await openPage(browser, 'mobile');
    desk = await openPage(browser, 'desktop');
    for (const opened of [phone, desk])
      await opened.context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
    await student.session.expect(200, 'POST', '/api/user/language', { language });
    await admin.expect(200, 'POST', '/api/user/language', { language });
    await student.session.shareWith(phone.context);
    await admin.shareWith(desk.context);
  });

  afterAll(async () => {
    await admin.expect(200, 'POST', '/api/user/language', { language: 'en' });
    await phone?.context.close();
    await desk?.context.close();
  });

  it('the student pay page with its history', async () => {
    await phone.page.goto('/fees');
    await eventually(() => phone.page.getByText(say('Waiting to be checked')).first().isVisible()).toBe(true);
    await expectNoBlockingViolations(phone.page, `/fees in ${language}`, false);
  });

  it('the admin queue with a slip, and the reject dialog', async () => {
    await desk.page.goto('/admin/payments');
    await eventually(() =>
      desk.page
        .getByRole('button', { name: say('Reject') })
        .first()
        .isVisible(),
    ).toBe(true);
    await expectNoBlockingViolations(desk.page, `/admin/payments in ${language}`, false);
    await desk.page.keyboard.press('r');
    await eventually(() => desk.page.getByRole('dialog').isVisible()).toBe(true);
    await expectNoBlockingViolations(desk.page, `the reject dialog in ${language}`, false);
  });
});
