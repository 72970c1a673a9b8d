/**
 * One viewing in Chromium under an emulated network: the lecture page is loaded at full speed, then
 * CDP's Network.emulateNetworkConditions throttles it, the lecture's card is clicked (the player
 * autoplays the selection), and the page records — with capture listeners installed before any of
 * its scripts run — when the click happened, the first presented frame (requestVideoFrameCallback),
 * the first `playing`, every `waiting` after it with how long it lasted, and each change of the
 * player's data-level (and its data-engine).
 */
import type { Browser } from 'playwright-core';

export interface NetworkProfile {
  label: string;
  kbitPerSecond: number;
  rttMs: number;
}

export interface Viewing {
  firstFrameMs: number;
  firstPlayingMs: number;
  stalls: number;
  stalledMs: number;
  /** Seconds of media played during the watch. */
  playedSeconds: number;
  engine: string | null;
  /** data-level values in the order they appeared, with ms after the click. */
  levels: { atMs: number; level: string }[];
  quality: string | null;
  /** Requests from the click until the first frame: path, start and end (ms after the click), bytes. */
  requests: { path: string; startMs: number; endMs: number; bytes: number }[];
}

interface PageRecord {
  clickAt: number | null;
  firstFrameAt: number | null;
  firstPlayingAt: number | null;
  waitingAt: number | null;
  stalls: number;
  stalledMs: number;
  levels: { at: number; level: string }[];
  engine: string | null;
}

declare global {
  interface Window {
    __benchPlayback: PageRecord;
  }
}

/** Runs in the page before its own scripts. */
function instrument(): void {
  const record: PageRecord = {
    clickAt: null,
    firstFrameAt: null,
    firstPlayingAt: null,
    waitingAt: null,
    stalls: 0,
    stalledMs: 0,
    levels: [],
    engine: null,
  };
  window.__benchPlayback = record;
  const now = () => performance.now();
  document.addEventListener('click', () => (record.clickAt ??= now()), true);
  document.addEventListener(
    'loadstart',
    (event) => {
      const video = event.target as HTMLVideoElement;
      video.requestVideoFrameCallback?.(() => (record.firstFrameAt ??= now()));
    },
    true,
  );
  document.addEventListener(
    'playing',
    () => {
      record.firstPlayingAt ??= now();
      if (record.waitingAt !== null) record.stalledMs += now() - record.waitingAt;
      record.waitingAt = null;
    },
    true,
  );
  document.addEventListener(
    'waiting',
    () => {
      if (record.firstPlayingAt === null || record.waitingAt !== null) return;
      record.stalls += 1;
      record.waitingAt = now();
    },
    true,
  );
  // Polled rather than observed: the player may be created with its attributes already set.
  setInterval(() => {
    const video = document.querySelector('video');
    if (!video) return;
    record.engine = video.dataset.engine ?? record.engine;
    const level = video.dataset.level;
    if (level && record.levels.at(-1)?.level !== level) record.levels.push({ at: now(), level });
  }, 200);
}

/**
 * Opens `pageUrl` in a fresh context (empty cache and storage: Auto quality), throttles it to
 * `network`, clicks the card named `title` and watches for `watchSeconds` after the first frame.
 */
export async function watch(options: {
  browser: Browser;
  pageUrl: string;
  title: string;
  network: NetworkProfile;
  watchSeconds: number;
}): Promise<Viewing> {
  const { browser, title, network } = options;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    // tsx compiles with esbuild's keepNames, which wraps named functions in a `__name` helper that
    // does not exist in the page the function is sent to.
    await page.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
    await page.addInitScript(instrument);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text().slice(0, 300));
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(options.pageUrl);
    // The card's name is its title, followed by the upload date on the free lectures page.
    const card = page.getByRole('button', { name: title }).first();
    await card.waitFor({ state: 'visible', timeout: 30_000 });
    // Loaded at full speed means all of it, what a page fetches once idle too (the videos
    // dashboard's player): a student reads the list for a moment before choosing.
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const bytesPerSecond = (network.kbitPerSecond * 1000) / 8;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.rttMs,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    });
    await card.click();
    const player = page.locator('video').and(page.getByLabel(`Video: ${title}`, { exact: true }));
    try {
      await page.waitForFunction(() => window.__benchPlayback.firstFrameAt !== null, null, { timeout: 60_000 });
    } catch (error) {
      const state = await page.evaluate(() => {
        const video = document.querySelector('video');
        return {
          record: window.__benchPlayback,
          video: video && {
            src: video.currentSrc,
            readyState: video.readyState,
            networkState: video.networkState,
            paused: video.paused,
            currentTime: video.currentTime,
            error: video.error?.code ?? null,
            engine: video.dataset.engine ?? null,
          },
        };
      });
      throw new Error(
        `no first frame at ${network.label}: ${JSON.stringify(state)}; console: ${problems.join(' | ')}`,
        {
          cause: error,
        },
      );
    }
    const startTime = await player.evaluate((video: HTMLVideoElement) => video.currentTime);
    await page.waitForTimeout(options.watchSeconds * 1000);
    const endTime = await player.evaluate((video: HTMLVideoElement) => video.currentTime);
    const { record, now, resources } = await page.evaluate(() => ({
      record: window.__benchPlayback,
      now: performance.now(),
      resources: performance.getEntriesByType('resource').map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return { url: timing.name, start: timing.startTime, end: timing.responseEnd, bytes: timing.transferSize };
      }),
    }));
    const quality = await page
      .getByRole('combobox', { name: 'Quality' })
      .inputValue({ timeout: 1000 })
      .catch(() => null);
    const since = (at: number | null): number => (at === null || record.clickAt === null ? NaN : at - record.clickAt);
    return {
      firstFrameMs: since(record.firstFrameAt),
      firstPlayingMs: since(record.firstPlayingAt),
      stalls: record.stalls,
      stalledMs: record.stalledMs + (record.waitingAt === null ? 0 : now - record.waitingAt),
      playedSeconds: endTime - startTime,
      engine: record.engine,
      levels: record.levels.map(({ at, level }) => ({ atMs: since(at), level })),
      quality,
      requests: resources
        .filter(
          ({ start }) =>
            record.clickAt !== null &&
            record.firstFrameAt !== null &&
            start >= record.clickAt &&
            start <= record.firstFrameAt,
        )
        .map(({ url, start, end, bytes }) => ({
          path: new URL(url).pathname,
          startMs: since(start),
          endMs: since(end),
          bytes,
        })),
    };
  } finally {
    await context.close();
  }
}
