/**
 * The resume position in Chromium, through hls.js against the local stack: leaving a lecture inside
 * the app (another lecture, the menu), reloading the page and closing the tab each leave the
 * server holding where the student was — never the 0 of a player already torn down.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_VIDEOS } from '../../local/seed/content';
import type { VideoMetaView } from '../../functions/shared/schemas';
import { adminSession, registerStudent, type Student } from './api';
import { eventually } from '../support/eventually';
import { launchBrowser, openPage } from './harness';
import { underServiceWorker } from './service-worker';
import { waitForStreams } from './stream-lessons';
import { playbackOf, playerFor, waitForPlayback } from './video';

const [first, second] = ['Introduction to Logic Gates', "Ohm's Law Basics"].map((title) =>
  SAMPLE_VIDEOS.find((video) => video.title === title)!,
) as [(typeof SAMPLE_VIDEOS)[number], (typeof SAMPLE_VIDEOS)[number]];

let browser: Browser;

beforeAll(async () => {
  await waitForStreams(await adminSession(), [
    { folder: 'free', title: first.title },
    { folder: 'free', title: second.title },
  ]);
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
});

const positionOf = async (student: Student, title: string): Promise<number> =>
  (
    await student.session.expect<VideoMetaView>(
      200,
      'GET',
      `/api/videoMeta/getVideoByTitle/${encodeURIComponent(title)}`,
    )
  ).position ?? 0;

/** Opens the lecture on /videos and waits until hls.js plays it. */
async function open(page: Page, title: string) {
  const card = page.getByRole('button', { name: title, exact: true });
  await eventually(() => card.isVisible()).toBe(true);
  await card.click();
  const player = playerFor(page, title);
  await eventually(() => player.getAttribute('data-engine'), 30_000).toBe('hls.js');
  return player;
}

/** Plays on from `from` s until the element reports `until` s. */
async function playFromTo(player: ReturnType<typeof playerFor>, from: number, until: number): Promise<number> {
  await waitForPlayback(player, 0.2, 30_000);
  await player.evaluate((video: HTMLVideoElement, at: number) => {
    video.currentTime = at;
    return video.play();
  }, from);
  return (await waitForPlayback(player, until, 30_000)).currentTime;
}

describe('the resume position', () => {
  let student: Student;

  beforeAll(async () => {
    student = await registerStudent('Resume Keeper');
  });

  it('tapping another lecture or leaving by the menu keeps where the student was', async () => {
    const { context, page, problems } = await openPage(browser, 'mobile');
    try {
      await student.session.shareWith(context);
      await page.goto('/videos');
      // What the player last read while its engine ran: timeupdate comes every quarter second or so.
      const at = (await playFromTo(await open(page, first.title), 0, 4)) - 0.5;
      await open(page, second.title);
      await eventually(() => positionOf(student, first.title)).toBeGreaterThanOrEqual(Math.floor(at));

      const atSecond = (await playFromTo(playerFor(page, second.title), 2, 5)) - 0.5;
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('link', { name: 'Contact' }).click();
      await page.waitForURL('**/contact');
      await eventually(() => positionOf(student, second.title)).toBeGreaterThanOrEqual(Math.floor(atSecond));
      // Nothing later wrote 0 over it (a late pause from the torn-down element).
      await page.waitForTimeout(1000);
      expect(await positionOf(student, first.title)).toBeGreaterThanOrEqual(Math.floor(at));
      expect(await positionOf(student, second.title)).toBeGreaterThanOrEqual(Math.floor(atSecond));
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a reload saves the position every time', async () => {
    const { context, page, problems } = await openPage(browser, 'desktop');
    try {
      await student.session.shareWith(context);
      // Under the service worker, as a returning student is: a write sent as the page goes away must
      // not depend on the page's own loader, which the worker would otherwise fall back to.
      await underServiceWorker(page, '/videos');
      for (const from of [2, 3, 4, 5, 2]) {
        const at = await playFromTo(await open(page, first.title), from, from + 1);
        await page.reload();
        // Saved as the page went away: where it was read, or a moment later (it played on meanwhile).
        await eventually(() => positionOf(student, first.title)).toBeGreaterThanOrEqual(Math.floor(at));
        expect(await positionOf(student, first.title)).toBeLessThanOrEqual(at + 2);
        const resumed = await open(page, first.title);
        await eventually(
          async () => Math.floor((await playbackOf(resumed)).currentTime) >= Math.floor(at),
          20_000,
        ).toBe(true);
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('closing the tab saves the position', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    try {
      await student.session.shareWith(context);
      await underServiceWorker(page, '/videos');
      const at = await playFromTo(await open(page, second.title), 5, 6);
      await page.close({ runBeforeUnload: true });
      await eventually(() => positionOf(student, second.title)).toBeGreaterThanOrEqual(Math.floor(at));
    } finally {
      await context.close();
    }
  });
});
