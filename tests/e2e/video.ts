/**
 * Helpers for pages that play video: find the player of a title and wait until Chromium is really
 * decoding it (a frame is available and the clock has moved), not merely showing the element.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { eventually } from '../support/eventually';

/** The player the video pages render for `title` (its accessible name is "Video: <title>"). */
export const playerFor = (page: Page, title: string): Locator =>
  page.locator('video').and(page.getByLabel(`Video: ${title}`, { exact: true }));

export interface PlaybackState {
  currentTime: number;
  readyState: number;
  paused: boolean;
  error: number | null;
  duration: number;
}

export const playbackOf = (player: Locator): Promise<PlaybackState> =>
  player.evaluate((video: HTMLVideoElement) => ({
    currentTime: video.currentTime,
    readyState: video.readyState,
    paused: video.paused,
    error: video.error?.code ?? null,
    duration: video.duration,
  }));

/** The stretches of the video played so far, as [start, end] seconds: a resume shows as a jump. */
export const playedRanges = (player: Locator): Promise<[number, number][]> =>
  player.evaluate((video: HTMLVideoElement) =>
    Array.from({ length: video.played.length }, (_, i): [number, number] => [
      video.played.start(i),
      video.played.end(i),
    ]),
  );

/** Waits until the video has a decoded frame (readyState ≥ 2) and has played past `seconds`. */
export async function waitForPlayback(player: Locator, seconds = 0, timeout = 20_000): Promise<PlaybackState> {
  await eventually(async () => {
    const state = await playbackOf(player);
    if (state.error !== null) throw new Error(`The video failed to load (MediaError ${state.error})`);
    return state.readyState >= 2 && state.currentTime > seconds;
  }, timeout).toBe(true);
  return playbackOf(player);
}

/** The page fits the viewport: no sideways scrolling on a phone. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}
