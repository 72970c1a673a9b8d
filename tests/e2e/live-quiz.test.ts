/**
 * A live quiz in real browsers against the local stack: the tutor's host screen on a laptop and three
 * students on phones — one reading Sinhala, one on a slow rural link (300 ms round trip, 400 kbit/s),
 * one using only the keyboard. They join from the Live Quiz page once the lobby opens, answer, see
 * their result and rank at the close and the podium at the end; the host sees the joined count, the
 * answers and the top ten, and the results screen lists everyone. Axe runs on every quiz screen.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuizInput } from '../../functions/shared/schemas';
import { quizAdminTexts } from '../../web/src/texts/en-admin-quizzes';
import { quizTexts } from '../../web/src/texts/en-quiz';
import { quiz as sinhala } from '../../web/src/texts/si/quiz';
import { eventually } from '../support/eventually';
import { adminSession, registerStudent, type ApiSession, type Student } from './api';
import { blockingViolations, describeFindings } from './axe';
import { launchBrowser, openPage, type OpenedPage } from './harness';

const live = quizTexts.live;
const host = quizAdminTexts.hostScreen;

const QUIZ: QuizInput = {
  title: `Ohm's law ${Date.now()}`,
  description: 'Three questions, live.',
  audience: 'all',
  questions: [
    {
      text: 'A 2.2 kΩ resistor carries 1.38 mA. What is the voltage across it?',
      options: ['0.30 V', '3.0 V', '30 V'],
      answer: 1,
      // Long enough for three phones to answer on a busy machine; it then closes on its own.
      seconds: 20,
      explanation: 'V = I × R = 1.38 mA × 2.2 kΩ ≈ 3.0 V.',
    },
    { text: 'ප්‍රතිරෝධයේ ඒකකය කුමක්ද?', options: ['ඕම්', 'වෝල්ට්', 'ඇම්පියර්'], answer: 0, seconds: 60 },
  ],
};

let browser: Browser;
let admin: ApiSession;
let quizId: string;
const students: Record<'sinhala' | 'slow' | 'keyboard', Student> = {} as never;
const pages: Record<'host' | 'sinhala' | 'slow' | 'keyboard', OpenedPage> = {} as never;

async function expectAxeClean(page: Page, place: string): Promise<void> {
  const findings = await blockingViolations(page);
  expect(findings, describeFindings(place, findings)).toEqual([]);
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminSession();
  [students.sinhala, students.slow, students.keyboard] = await Promise.all([
    registerStudent('Sithumi Rathnayake'),
    registerStudent('Kavindu Herath'),
    registerStudent('Fathima Rizna'),
  ]);
  await students.sinhala.session.expect(200, 'POST', '/api/user/language', { language: 'si' });
  ({ quizId } = await admin.expect<{ quizId: string }>(201, 'POST', '/api/quiz/createQuiz', QUIZ));

  pages.host = await openPage(browser, 'desktop');
  await admin.shareWith(pages.host.context);
  for (const name of ['sinhala', 'slow', 'keyboard'] as const) {
    pages[name] = await openPage(browser, 'mobile');
    await students[name].session.shareWith(pages[name].context);
  }
  const cdp = await pages.slow.context.newCDPSession(pages.slow.page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: 400_000 / 8,
    uploadThroughput: 400_000 / 8,
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('a live quiz with a host and three students', () => {
  it('opens the lobby from the host screen, and the students join from the Live Quiz page', async () => {
    const { page } = pages.host;
    await page.goto(`/admin/quiz-management/${quizId}/host`);
    await page.getByRole('button', { name: host.openLobby }).click();
    await eventually(() => page.getByText(host.lobbyText).isVisible()).toBe(true);

    for (const name of ['sinhala', 'slow'] as const) {
      const student = pages[name].page;
      await student.goto('/quiz-viewer');
      const join = (name === 'sinhala' ? sinhala.viewer : quizTexts.viewer).joinLabel(QUIZ.title);
      await student.getByRole('link', { name: join }).click();
      const lobby = name === 'sinhala' ? sinhala.live.lobby : live.lobby;
      await eventually(() => student.getByText(lobby).isVisible(), 30_000).toBe(true);
    }
    // Keyboard only: Tab to Join, Enter.
    const keyboard = pages.keyboard.page;
    await keyboard.goto('/quiz-viewer');
    const join = keyboard.getByRole('link', { name: quizTexts.viewer.joinLabel(QUIZ.title) });
    await eventually(() => join.isVisible()).toBe(true);
    for (let tab = 0; tab < 60 && !(await join.evaluate((el) => el === document.activeElement)); tab += 1)
      await keyboard.keyboard.press('Tab');
    await keyboard.keyboard.press('Enter');
    await eventually(() => keyboard.getByText(live.lobby).isVisible()).toBe(true);
    await expectAxeClean(keyboard, 'the live player lobby');
    await expectAxeClean(pages.sinhala.page, 'the live player lobby in Sinhala');

    await eventually(() => page.getByText(host.joined('3')).isVisible(), 20_000).toBe(true);
    await expectAxeClean(page, 'the host screen lobby');
  });

  it('shows the question on every phone; each answers its own way and is told it was received', async () => {
    await pages.host.page.getByRole('button', { name: host.start }).click();
    const first = QUIZ.questions[0]!;
    for (const name of ['slow', 'keyboard'] as const)
      await eventually(() => pages[name].page.getByText(first.text).isVisible(), 20_000).toBe(true);
    await eventually(() => pages.sinhala.page.getByText(first.text).isVisible(), 20_000).toBe(true);
    await expectAxeClean(pages.slow.page, 'a question on the phone');

    await pages.sinhala.page.getByRole('button', { name: /^2\W*3\.0 V$/ }).click();
    await pages.slow.page.getByRole('button', { name: /^1\W*0\.30 V$/ }).click();
    await pages.keyboard.page.keyboard.press('2');
    await eventually(() => pages.sinhala.page.getByText(sinhala.live.received).isVisible()).toBe(true);
    await eventually(() => pages.slow.page.getByText(live.received).isVisible(), 20_000).toBe(true);
    await eventually(() => pages.keyboard.page.getByText(live.received).isVisible()).toBe(true);
    await expectAxeClean(pages.keyboard.page, 'an answered question');
    await eventually(() => pages.host.page.getByText(host.answered('3', '3')).isVisible(), 20_000).toBe(true);
    await expectAxeClean(pages.host.page, 'the host screen during a question');
  });

  it('closes when time is up: right or wrong, points and rank on each phone, counts and the top ten on the host', async () => {
    await eventually(() => pages.keyboard.page.getByRole('heading', { name: live.correct }).isVisible(), 40_000).toBe(
      true,
    );
    await eventually(() => pages.sinhala.page.getByRole('heading', { name: sinhala.live.correct }).isVisible()).toBe(
      true,
    );
    await eventually(() => pages.slow.page.getByRole('heading', { name: live.wrong }).isVisible(), 20_000).toBe(true);
    expect(await pages.slow.page.getByText(live.rightAnswer(2, '3.0 V')).isVisible()).toBe(true);
    expect(
      await pages.keyboard.page
        .getByText(/ of 3$/)
        .first()
        .isVisible(),
    ).toBe(true);
    await expectAxeClean(pages.slow.page, 'a closed question on the phone');
    await expectAxeClean(pages.sinhala.page, 'a closed question in Sinhala');
    await eventually(() => pages.host.page.getByRole('list', { name: host.countsLabel }).isVisible()).toBe(true);
    expect(await pages.host.page.getByText(host.top, { exact: true }).first().isVisible()).toBe(true);
    await expectAxeClean(pages.host.page, 'the host screen at a close');
    await pages.host.page.getByRole('button', { name: host.next }).click();
  });

  it('ends with the podium on every phone, and the results list everyone', async () => {
    // End closes the second question and shows the podium.
    const first = QUIZ.questions[1]!;
    await eventually(() => pages.keyboard.page.getByText(first.text).isVisible()).toBe(true);
    await pages.host.page.getByRole('button', { name: host.end }).click();
    await pages.host.page.getByRole('alertdialog').getByRole('button', { name: host.confirmEnd }).click();
    for (const name of ['keyboard', 'slow'] as const)
      await eventually(
        () => pages[name].page.getByRole('heading', { name: live.endedHeading }).isVisible(),
        20_000,
      ).toBe(true);
    await eventually(() =>
      pages.sinhala.page.getByRole('heading', { name: sinhala.live.endedHeading }).isVisible(),
    ).toBe(true);
    await expectAxeClean(pages.keyboard.page, 'the end of the quiz on the phone');
    await eventually(() => pages.host.page.getByText(host.players('3')).isVisible()).toBe(true);
    await expectAxeClean(pages.host.page, 'the host screen at the end');

    const { page } = pages.host;
    await page.goto(`/admin/quiz-management/${quizId}/results`);
    for (const student of Object.values(students))
      await eventually(() => page.getByRole('cell', { name: student.fullName }).first().isVisible()).toBe(true);
    await expectAxeClean(page, 'the results screen');

    // Practice is open now, from the Live Quiz page.
    const keyboard = pages.keyboard.page;
    await keyboard.goto('/quiz-viewer');
    await keyboard.getByRole('link', { name: quizTexts.viewer.practiseLabel(QUIZ.title) }).click();
    await eventually(() => keyboard.getByText(QUIZ.questions[0]!.text).isVisible()).toBe(true);
    await expectAxeClean(keyboard, 'practice');
  });
});
