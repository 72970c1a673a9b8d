/**
 * The player fits a 375 px phone in every language: the Quality menu's options are long in Sinhala
 * and Tamil ("දත්ත ඉතිරිකරුව (240p) · පැයකට MB … පමණ"), and a select is as wide as its longest
 * option unless its container says otherwise — which once made the page 401 px wide in Sinhala and
 * 525 px in Tamil, with the fullscreen control off the screen.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_VIDEOS } from '../../local/seed/content';
import { adminSession } from './api';
import { eventually } from '../support/eventually';
import { launchBrowser, openPage } from './harness';
import { waitForStreams } from './stream-lessons';
import { expectNoHorizontalOverflow, waitForPlayback } from './video';

const lecture = SAMPLE_VIDEOS.find((video) => video.title === 'Introduction to Logic Gates')!;
let browser: Browser;

beforeAll(async () => {
  await waitForStreams(await adminSession(), [{ folder: 'free', title: lecture.title }]);
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
});

describe.each(['en', 'si', 'ta'])('the player in %s at 375 px', (language) => {
  it('fits the screen with its Quality menu', async () => {
    const { context, page, problems } = await openPage(browser, 'mobile');
    try {
      await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
      await page.goto('/freeVideos');
      const card = page.getByRole('button', { name: new RegExp(`^${lecture.title}`) });
      await eventually(() => card.isVisible()).toBe(true);
      await card.click();
      // Named in the reader's language; the page has one player.
      const player = page.locator('video');
      await eventually(() => player.getAttribute('data-engine'), 30_000).toBe('hls.js');
      await waitForPlayback(player, 0, 30_000);
      const menu = page.locator('.video-quality select');
      await eventually(() => menu.isVisible()).toBe(true);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));

      await expectNoHorizontalOverflow(page);
      for (const element of [player, menu]) {
        const box = (await element.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
