/**
 * A student's content journeys in Chromium against the seeded local stack: a gated category opens
 * only after the admin grants it (through the API, as a second actor), the exams list, and likes,
 * comments and the resume position surviving a reload.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_EXAMS, SAMPLE_VIDEOS } from '../../local/seed/content';
import { adminSession, grantAccess, registerStudent } from './api';
import { eventually } from '../support/eventually';
import { launchBrowser, openPage, VIEWPORTS, type ViewportName } from './harness';
import { expectNoHorizontalOverflow, playbackOf, playedRanges, playerFor, waitForPlayback } from './video';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const theoryVideo = SAMPLE_VIDEOS.find((video) => video.category === 'Theory')!;

async function expectUnauthorized(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForURL('**/unauthorized');
  await eventually(() => page.getByText('You do not have access to this page.').isVisible()).toBe(true);
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('student at %s width', (viewport) => {
  it('is sent to /unauthorized from /videos/theory until the admin grants Theory, then watches it', async () => {
    const student = await registerStudent(viewport === 'mobile' ? 'Sachini Herath' : 'Dinuka Jayasinghe');
    const { context, page, problems } = await openPage(browser, viewport);
    try {
      await student.session.shareWith(context);
      await expectUnauthorized(page, '/videos/theory');

      await grantAccess(await adminSession(), student, 'theoryAccess');
      await page.goto('/videos/theory');
      const card = page.getByRole('button', { name: theoryVideo.title, exact: true });
      await eventually(() => card.isVisible()).toBe(true);
      expect(page.url()).toMatch(/\/videos\/theory$/);
      await card.click();
      await waitForPlayback(playerFor(page, theoryVideo.title));
      await eventually(() => page.getByText(theoryVideo.caption).isVisible()).toBe(true);
      await expectNoHorizontalOverflow(page);

      // Only Theory was granted.
      await expectUnauthorized(page, '/videos/revision');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('student at desktop width', () => {
  it('sees the seeded exams on the exams page, each opening its form in a new tab', async () => {
    const student = await registerStudent('Harsha Wickramasinghe');
    const { context, page, problems } = await openPage(browser, 'desktop');
    try {
      await student.session.shareWith(context);
      await page.goto('/google-form');
      await eventually(() => page.getByRole('heading', { name: 'Online Exams' }).isVisible()).toBe(true);
      for (const exam of SAMPLE_EXAMS) {
        const card = page.locator('article').filter({ has: page.getByRole('heading', { name: exam.title }) });
        await eventually(() => card.isVisible()).toBe(true);
        expect(await card.getByText(`${exam.year} A/L`).isVisible()).toBe(true);
        expect(await card.getByText(`${exam.duration} minutes`).isVisible()).toBe(true);
        const start = card.getByRole('link', { name: /Start Exam/ });
        expect(await start.getAttribute('href')).toBe(exam.link);
        expect(await start.getAttribute('target')).toBe('_blank');
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('video engagement at %s width', (viewport) => {
  // Each width uses its own free video, so the counts start from zero.
  const video = SAMPLE_VIDEOS.find(
    (v) => v.title === (viewport === 'mobile' ? 'Reading a Vernier Caliper' : "Ohm's Law Basics"),
  )!;

  it('keeps the like, the comment and the resume position across a reload', async () => {
    const student = await registerStudent(viewport === 'mobile' ? 'Ishara Madushani' : 'Chamath Rajapaksha');
    const { context, page, problems } = await openPage(browser, viewport);
    const likeButton = page.getByRole('button', { name: /^Like/ });
    const select = async () => {
      const card = page.getByRole('button', { name: video.title, exact: true });
      await eventually(() => card.isVisible()).toBe(true);
      await card.click();
      // The details (likes, comments, saved position) have arrived once the caption replaces "Loading caption...".
      await eventually(() => page.getByText(video.caption).isVisible()).toBe(true);
    };
    try {
      await student.session.shareWith(context);
      await page.goto('/videos');
      await select();
      const player = playerFor(page, video.title);

      expect(await likeButton.getAttribute('aria-pressed')).toBe('false');
      await likeButton.click();
      await eventually(() => likeButton.getAttribute('aria-pressed')).toBe('true');
      expect(await likeButton.textContent()).toMatch(/\D1$/);

      const comment = `Clear explanation, thank you! (${viewport})`;
      const post = page.getByRole('button', { name: 'Post' });
      expect(await post.isDisabled()).toBe(true);
      await page.getByLabel('Add a comment').fill('   ');
      expect(await post.isDisabled()).toBe(true);
      await page.getByLabel('Add a comment').fill(comment);
      await post.click();
      const posted = page.locator('li').filter({ hasText: comment });
      await eventually(() => posted.isVisible()).toBe(true);
      expect(await posted.getByText(student.fullName).isVisible()).toBe(true);

      // Watch a few seconds, pause: the player saves the position.
      await waitForPlayback(player, 3);
      const saved = page.waitForResponse(
        (response) => response.request().method() === 'PUT' && response.url().includes('/api/videoMeta/progress/'),
      );
      await player.evaluate((element: HTMLVideoElement) => element.pause());
      expect((await saved).status()).toBe(200);
      const pausedAt = (await playbackOf(player)).currentTime;
      expect(pausedAt).toBeGreaterThan(3);

      await page.reload();
      await select();
      await eventually(() => likeButton.getAttribute('aria-pressed')).toBe('true');
      expect(await likeButton.textContent()).toMatch(/\D1$/);
      const again = page.locator('li').filter({ hasText: comment });
      await eventually(() => again.isVisible()).toBe(true);
      expect(await again.getByText(student.fullName).isVisible()).toBe(true);
      // Resumed where the student left off (the save is whole seconds): playback jumped there rather
      // than playing on from the start, so one played stretch begins at the saved position.
      await waitForPlayback(player, pausedAt - 1);
      const ranges = await playedRanges(player);
      expect(
        ranges.some(([start]) => start >= pausedAt - 1),
        `played ${JSON.stringify(ranges)}`,
      ).toBe(true);
      await expectNoHorizontalOverflow(page);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
