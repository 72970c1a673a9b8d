/**
 * Lectures streamed in Chromium through hls.js against the local stack: the transcode twin's ladders,
 * our master playlists, the local media server's cookie checks. A seeded gated lecture plays as HLS
 * and resumes where it was paused; the quality menu switches the rendition and the data saver
 * survives a reload; Auto on a 400 kbit/s link settles on the data saver; an incomplete stream falls back to
 * the MP4 at the same position; a lecture longer than a media cookie (the e2e stack's cookies live
 * 20 s, see global-setup.ts) plays past the first cookie's expiry to the end, renewed out of sight;
 * when access is taken away mid-lecture the buffered part plays out with a message.
 */
import type { Browser, Page, Response } from 'playwright-core';
import type { UsersPage } from '../../functions/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_VIDEOS } from '../../local/seed/content';
import { QUALITY_KEY } from '../../web/src/features/videos/player/quality-preference';
import { adminSession, grantAccess, registerStudent, type Student } from './api';
import { eventually } from '../support/eventually';
import { launchBrowser, openPage } from './harness';
import { LADDER_LESSON, LONG_LESSON, uploadLessons, waitForStreams } from './stream-lessons';
import { playbackOf, playedRanges, playerFor, waitForPlayback } from './video';

let browser: Browser;
const theoryVideo = SAMPLE_VIDEOS.find((video) => video.category === 'Theory')!;

beforeAll(async () => {
  const admin = await adminSession();
  await uploadLessons(admin, [LADDER_LESSON, LONG_LESSON]);
  await waitForStreams(admin, [
    { folder: 'Theory', title: theoryVideo.title },
    { folder: LADDER_LESSON.folder, title: LADDER_LESSON.title },
    { folder: LONG_LESSON.folder, title: LONG_LESSON.title },
  ]);
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
});

/** Every response the page receives from now on. */
function recordResponses(page: Page): Response[] {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  return responses;
}

const pathOf = (response: Response) => new URL(response.url()).pathname;
const mediaResponses = (responses: Response[]) => responses.filter((r) => pathOf(r).startsWith('/media/'));

async function theoryStudent(name: string): Promise<Student> {
  const student = await registerStudent(name);
  await grantAccess(await adminSession(), student, 'theoryAccess');
  return student;
}

/** The admin takes Theory away again (toggleAccess flips the flag). */
async function revokeTheory(student: Student): Promise<void> {
  const admin = await adminSession();
  const page = await admin.expect<UsersPage>(
    200,
    'GET',
    `/api/user/getAllUsers?search=${encodeURIComponent(student.fullName)}&limit=100`,
  );
  const user = page.users.find((candidate) => candidate.email === student.email)!;
  expect(user.theoryAccess).toBe(true);
  const { newValue } = await admin.expect<{ newValue: boolean }>(200, 'PUT', '/api/user/toggleAccess', {
    id: user._id,
    field: 'theoryAccess',
  });
  expect(newValue).toBe(false);
}

async function play(page: Page, path: string, title: string) {
  await page.goto(path);
  // Free video cards also show the short date, which is part of their name.
  const card = page.getByRole('button', { name: new RegExp(`^${title}`) });
  await eventually(() => card.isVisible()).toBe(true);
  await card.click();
  const player = playerFor(page, title);
  await eventually(() => player.getAttribute('data-engine')).toBe('hls.js');
  return player;
}

describe('streaming lectures', () => {
  it('plays a gated lecture through hls.js: its master playlist, rendition playlist and segments', async () => {
    const student = await theoryStudent('Kasun Perera');
    const { context, page, problems } = await openPage(browser, 'desktop');
    try {
      await student.session.shareWith(context);
      const responses = recordResponses(page);
      const player = await play(page, '/videos/theory', theoryVideo.title);
      await waitForPlayback(player, 1, 30_000);

      const access = responses.filter((r) => pathOf(r) === '/api/aws/streamAccess/Theory');
      expect(access.map((r) => r.status())).toContain(200);
      const media = mediaResponses(responses);
      expect(media.some((r) => /\/media\/Theory\/.+\/master\.m3u8$/.test(pathOf(r)))).toBe(true);
      expect(media.some((r) => /\/media\/Theory\/.+\/stream_240p\.m3u8$/.test(pathOf(r)))).toBe(true);
      expect(media.some((r) => /\/media\/Theory\/.+\.ts$/.test(pathOf(r)))).toBe(true);
      expect(media.filter((r) => r.status() !== 200).map((r) => `${r.status()} ${pathOf(r)}`)).toEqual([]);
      expect(await player.getAttribute('data-level')).toBe('240p');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('resumes a streamed lecture where the student paused it', async () => {
    const student = await theoryStudent('Ruwan Dissanayake');
    const { context, page, problems } = await openPage(browser, 'desktop');
    try {
      await student.session.shareWith(context);
      const player = await play(page, '/videos/theory', theoryVideo.title);
      await waitForPlayback(player, 3, 30_000);
      const saved = page.waitForResponse(
        (response) => response.request().method() === 'PUT' && response.url().includes('/api/videoMeta/progress/'),
      );
      await player.evaluate((video: HTMLVideoElement) => video.pause());
      expect((await saved).status()).toBe(200);
      const pausedAt = (await playbackOf(player)).currentTime;

      await page.reload();
      const again = await play(page, '/videos/theory', theoryVideo.title);
      await waitForPlayback(again, pausedAt - 1, 30_000);
      const ranges = await playedRanges(again);
      expect(
        ranges.some(([start]) => start >= pausedAt - 1),
        `played ${JSON.stringify(ranges)}`,
      ).toBe(true);
      expect(await again.getAttribute('data-engine')).toBe('hls.js');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('switches the rendition from the quality menu and keeps the data saver across a reload', async () => {
    const { context, page, problems } = await openPage(browser, 'desktop');
    try {
      const player = await play(page, '/freeVideos', LADDER_LESSON.title);
      await waitForPlayback(player, 0, 30_000);
      const menu = page.getByLabel('Quality', { exact: true });
      await eventually(() => menu.isVisible()).toBe(true);
      const options = await menu
        .locator('option')
        .evaluateAll((list: HTMLOptionElement[]) => list.map((option) => [option.value, option.text]));
      // Uploaded without a kind, so the slides ladder: its data saver is 540p at 5 fps.
      expect(options.map(([value]) => value)).toEqual(['auto', '360p', '540p', '720p']);
      expect(options[2]?.[1]).toMatch(/^Data saver: slides stay readable \(540p\) · about \d+ MB\/hour$/);
      expect(options[3]?.[1]).toMatch(/^Large screen, finest detail \(720p\) · about \d+ MB\/hour$/);

      await menu.selectOption('720p');
      await eventually(() => player.getAttribute('data-level'), 30_000).toBe('720p');
      await menu.selectOption('540p');
      await eventually(() => player.getAttribute('data-level'), 30_000).toBe('540p');
      expect(await page.evaluate((key) => localStorage.getItem(key), QUALITY_KEY)).toBe('540p');

      // After a reload the data saver applies from the first request: nothing else is fetched.
      await page.reload();
      const responses = recordResponses(page);
      const again = await play(page, '/freeVideos', LADDER_LESSON.title);
      await waitForPlayback(again, 2, 30_000);
      expect(await page.getByLabel('Quality', { exact: true }).inputValue()).toBe('540p');
      expect(await again.getAttribute('data-level')).toBe('540p');
      // What plays is the new rung's picture, 540 lines as the browser decodes it. The test
      // clip's pixels are not square (SAR 27:26, kept as MediaConvert keeps it), so it is shown
      // 997 wide rather than 960.
      const [width, height] = await again.evaluate((video: HTMLVideoElement) => [video.videoWidth, video.videoHeight]);
      expect(height).toBe(540);
      expect(width).toBe(Math.round((960 * 27) / 26));
      const renditions = mediaResponses(responses)
        .map((r) => /stream_(\d+p)[_.]/.exec(pathOf(r))?.[1])
        .filter(Boolean);
      expect(renditions.length).toBeGreaterThan(0);
      expect(new Set(renditions)).toEqual(new Set(['540p']));
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('settles on the data saver with Auto on a 400 kbit/s link', async () => {
    const { context, page, problems } = await openPage(browser, 'desktop');
    try {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 300,
        downloadThroughput: 50_000,
        uploadThroughput: 50_000,
      });
      const responses = recordResponses(page);
      const player = await play(page, '/freeVideos', LADDER_LESSON.title);
      expect(await page.getByLabel('Quality', { exact: true }).inputValue()).toBe('auto');
      await waitForPlayback(player, 8, 90_000);
      expect(await player.getAttribute('data-level')).toBe('540p');
      const fetched = mediaResponses(responses).filter((r) => /stream_720p_\d+\.ts$/.test(pathOf(r)));
      expect(fetched.map(pathOf)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('falls back to the MP4 at the same position when the stream turns out incomplete', async () => {
    const student = await theoryStudent('Tharindu Senanayake');
    const { context, page, problems } = await openPage(browser, 'desktop');
    try {
      await student.session.shareWith(context);
      const player = await play(page, '/videos/theory', LONG_LESSON.title);
      await waitForPlayback(player, 1, 30_000);
      // From now on every segment is missing.
      await page.route('**/media/**/*.ts', (route) => route.fulfill({ status: 404, body: 'gone' }));
      const target = LONG_LESSON.seconds - 10;
      await player.evaluate((video: HTMLVideoElement, at: number) => {
        video.currentTime = at;
      }, target);
      await eventually(() => player.getAttribute('data-engine'), 30_000).toBe('mp4');
      // The MP4 itself, at its safe key (<slug>-<id>.mp4).
      expect(await player.getAttribute('src')).toMatch(/^http[^?]*\.mp4\?/);
      expect(await player.getAttribute('data-level')).toBeNull();
      // Playing on from where the stream stopped, not from the start.
      const state = await waitForPlayback(player, target, 30_000);
      expect(state.currentTime).toBeGreaterThan(target);
      const ranges = await playedRanges(player);
      expect(
        ranges.every(([start]) => start >= target - 1),
        `played ${JSON.stringify(ranges)}`,
      ).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('plays a lecture longer than its media cookie to the end, renewing the cookie on the way', async () => {
    const student = await theoryStudent('Nadeesha Fernando');
    const { context, page, problems } = await openPage(browser, 'desktop');
    try {
      await student.session.shareWith(context);
      const responses = recordResponses(page);
      const segmentsAt: { at: number; status: number }[] = [];
      page.on('response', (response) => {
        if (/\/media\/.+\.ts$/.test(pathOf(response))) segmentsAt.push({ at: Date.now(), status: response.status() });
      });
      const player = await play(page, '/videos/theory', LONG_LESSON.title);
      await waitForPlayback(player, 1, 30_000);
      const access = () => responses.filter((r) => pathOf(r) === '/api/aws/streamAccess/Theory');
      const first = await access()[0]!.json();
      const firstExpiry = Date.parse((first as { expiresAt: string }).expiresAt);

      // Renewed before the first cookie expired, then the first cookie's lifetime runs out.
      await eventually(() => access().length, 60_000).toBeGreaterThanOrEqual(2);
      await eventually(() => Date.now() > firstExpiry + 1000, 60_000).toBe(true);

      // Segments near the end are fetched only now, with the renewed cookie.
      const { duration } = await playbackOf(player);
      expect(duration).toBeGreaterThan(LONG_LESSON.seconds - 2);
      await player.evaluate((video: HTMLVideoElement, at: number) => {
        video.currentTime = at;
        return video.play();
      }, duration - 6);
      await eventually(() => player.evaluate((video: HTMLVideoElement) => video.ended), 60_000).toBe(true);

      // Segments came after the first cookie had expired: the renewed one opened them.
      const late = segmentsAt.filter(({ at }) => at > firstExpiry + 1000);
      expect(late.length).toBeGreaterThan(0);
      expect(late.every(({ status }) => status === 200)).toBe(true);
      expect(access().every((r) => r.status() === 200)).toBe(true);
      const refused = mediaResponses(responses).filter((r) => r.status() !== 200);
      expect(refused.map((r) => `${r.status()} ${pathOf(r)}`)).toEqual([]);
      expect(await player.getAttribute('data-engine')).toBe('hls.js');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lets the buffered part play out, with a message, when Theory is taken away mid-lecture', async () => {
    const student = await theoryStudent('Sanduni Wijesinghe');
    const { context, page, problems } = await openPage(browser, 'desktop');
    try {
      await student.session.shareWith(context);
      const responses = recordResponses(page);
      const player = await play(page, '/videos/theory', LONG_LESSON.title);
      await waitForPlayback(player, 1, 30_000);
      await revokeTheory(student);

      // The next renewal is refused; once the cookie has expired, so is the next segment.
      const message = page.getByText('This video stopped: your access to it has ended', { exact: false });
      await eventually(() => message.isVisible(), 60_000).toBe(true);
      const access = responses.filter((r) => pathOf(r) === '/api/aws/streamAccess/Theory').map((r) => r.status());
      expect(access).toEqual([200, 403]);
      expect(mediaResponses(responses).some((r) => r.status() === 403)).toBe(true);

      // What was already fetched still plays; no MP4 is tried.
      const { currentTime } = await playbackOf(player);
      await waitForPlayback(player, currentTime + 1, 30_000);
      expect(await player.getAttribute('data-engine')).toBe('hls.js');
      // Still hls.js's Media Source, not the MP4.
      expect(await player.getAttribute('src')).toMatch(/^blob:/);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
