/**
 * Study offline in Chromium against the local stack, with the service worker the build ships: a
 * student saves a tute and a Theory lecture at Data saver (the lecture through Background Fetch, which
 * this Chromium has), and with the network off a reload of /saved opens both, the lecture playing and
 * seeking from the cache. Progress made offline reaches the server once back online; access taken
 * away deletes the lecture at the next online start; logout empties the saved files. A save cut off
 * halfway (the page's own download) resumes at the next start and ends with the server's bytes.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_TUTES, SAMPLE_VIDEOS } from '../../local/seed/content';
import type { UsersPage, VideoMetaView } from '../../functions/shared/schemas';
import { expectNoBlockingViolations } from './a11y';
import { adminSession, grantAccess, registerStudent, type Student } from './api';
import { eventually } from '../support/eventually';
import { launchBrowser, openPage } from './harness';
import { isFocused, tabToRole } from './keyboard';
import { savedFiles, savedItems, serverDigests } from './saved-files';
import { backOnline, stillOffline } from './offline';
import { underServiceWorker } from './service-worker';
import { waitForStreams } from './stream-lessons';
import { playbackOf, playerFor, waitForPlayback } from './video';

let browser: Browser;
const lecture = SAMPLE_VIDEOS.find((video) => video.category === 'Theory')!;
const tute = SAMPLE_TUTES.find((file) => file.category === 'PastPaperMarking')!;

beforeAll(async () => {
  await waitForStreams(await adminSession(), [{ folder: 'Theory', title: lecture.title }]);
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
});

async function theoryStudent(name: string): Promise<Student> {
  const student = await registerStudent(name);
  await grantAccess(await adminSession(), student, 'theoryAccess');
  return student;
}

async function saveLecture(page: Page): Promise<void> {
  await page.goto('/videos/theory');
  const card = page.getByRole('button', { name: new RegExp(`^${lecture.title}`) });
  await eventually(() => card.isVisible()).toBe(true);
  await card.click();
  await page.getByRole('button', { name: `Save offline: ${lecture.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Save offline: ${lecture.title}` });
  const dataSaver = dialog.getByRole('radio', { name: /^Data saver \(240p\) · [\d.]+ MB$/ });
  expect(await dataSaver.isChecked()).toBe(true);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
}

async function saveTute(page: Page): Promise<void> {
  await page.goto('/pastpapers');
  const save = page.getByRole('button', { name: `Save offline: ${tute.name}` });
  await eventually(() => save.isVisible()).toBe(true);
  await save.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
  await eventually(() => page.getByText('Saved offline').first().isVisible(), 30_000).toBe(true);
}

const savedList = (page: Page) => page.getByRole('list', { name: 'Saved items' }).getByRole('article');

async function revokeTheory(student: Student): Promise<void> {
  const admin = await adminSession();
  const users = await admin.expect<UsersPage>(
    200,
    'GET',
    `/api/user/getAllUsers?search=${encodeURIComponent(student.fullName)}&limit=100`,
  );
  const id = users.users.find((user) => user.email === student.email)!._id;
  await admin.expect(200, 'PUT', '/api/user/toggleAccess', { id, field: 'theoryAccess' });
}

describe('a tute and a lecture saved, then studied with no network', () => {
  let student: Student;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    student = await theoryStudent('Offline Saver');
    ({ context, page, problems } = await openPage(browser, 'mobile'));
    await student.session.shareWith(context);
  }, 60_000);

  afterAll(async () => {
    await context?.close();
  });

  it('saves both, each file byte for byte what the server holds', async () => {
    await underServiceWorker(page);
    await saveLecture(page);
    await eventually(async () => (await savedItems(page)).map((item) => item.state), 60_000).toEqual(['done']);
    await saveTute(page);
    const items = await savedItems(page);
    expect(items.map((item) => [item.kind, item.state]).sort()).toEqual([
      ['lecture', 'done'],
      ['tute', 'done'],
    ]);
    const saved = await savedFiles(page);
    const saver = items.find((item) => item.kind === 'lecture')!;
    expect(saver.rendition).toBe('240p');
    // This Chromium has Background Fetch: the lecture's download would go on with the tab closed.
    expect(saver.via).toBe('background-fetch');
    expect(Object.keys(saved).sort()).toEqual([...items.flatMap((item) => item.urls)].sort());
    expect(saved).toEqual(await serverDigests(context, items));
    // The lecture's size is what the catalogue told before saving: every byte of its rendition.
    expect(saver.bytesStored).toBe(saver.bytesTotal);
  });

  it('with the network off, a reload of /saved opens the tute and plays and seeks the lecture from the cache', async () => {
    await page.goto('/saved');
    await eventually(() => savedList(page).count()).toBe(2);
    // The online start's calls (who is signed in, the access re-check) must not answer after the
    // network goes: only the offline reload's requests are judged below.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    const answered: { url: string; fromWorker: boolean }[] = [];
    const failed: string[] = [];
    // The browser's own pages (its PDF viewer, whose chrome-extension:// index.html fails offline)
    // and in-memory files are not the site's requests.
    const local = (url: string) => !url.startsWith('http') || url.includes('/assets/icons-');
    page.on('response', (response) => answered.push({ url: response.url(), fromWorker: response.fromServiceWorker() }));
    page.on('requestfailed', (request) => {
      if (!local(request.url())) failed.push(`${new URL(request.url()).pathname} (${request.resourceType()})`);
    });
    await page.reload();
    await stillOffline(page);
    await eventually(() => savedList(page).count(), 20_000).toBe(2);

    await page.getByRole('button', { name: `Open ${tute.name}` }).click();
    const frame = page.getByRole('dialog', { name: tute.name }).locator('iframe');
    await eventually(() => frame.getAttribute('src')).toMatch(/^blob:/);
    // The viewer reads the cached file (its bytes were compared with the server's above).
    await eventually(async () => (await frame.elementHandle())?.contentFrame().then((inner) => inner?.url())).toMatch(
      /^blob:/,
    );
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: `Open ${lecture.title}` }).click();
    const player = playerFor(page, lecture.title);
    await eventually(() => player.getAttribute('data-engine')).toBe('hls.js');
    await waitForPlayback(player, 1.5, 30_000);
    await player.evaluate((video: HTMLVideoElement) => {
      video.currentTime = 0.5;
    });
    await eventually(async () => (await playbackOf(player)).currentTime > 1, 20_000).toBe(true);
    expect((await playbackOf(player)).error).toBeNull();

    // Nothing reached the network: every answer came from the service worker (but the icon sprite,
    // which the page holds in memory, so it is not asked for again), and the only requests
    // that failed are the API's (who is signed in, the access check), which the app expects offline.
    expect(answered.filter((response) => !response.fromWorker && !local(response.url))).toEqual([]);
    // The saved rendition only: every lecture file asked for is one of the files saved.
    const lectureFiles = answered
      .map((response) => new URL(response.url).pathname)
      .filter((path) => path.startsWith('/media/'));
    const savedLecture = (await savedItems(page)).find((item) => item.kind === 'lecture')!;
    expect(lectureFiles.some((path) => path.endsWith('.ts'))).toBe(true);
    expect(lectureFiles.filter((path) => !savedLecture.urls.includes(path))).toEqual([]);
    expect(failed.filter((request) => !request.startsWith('/api/'))).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('progress made offline is sent once back online, keeping the furthest position', async () => {
    const player = playerFor(page, lecture.title);
    await waitForPlayback(player, 2.5, 30_000);
    await player.evaluate((video: HTMLVideoElement) => video.pause());
    const offlineAt = (await playbackOf(player)).currentTime;
    await eventually(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await backOnline(context, page);
    const title = encodeURIComponent(lecture.title);
    await eventually(
      async () =>
        (await student.session.expect<VideoMetaView>(200, 'GET', `/api/videoMeta/getVideoByTitle/${title}`)).position,
      20_000,
    ).toBeGreaterThanOrEqual(Math.floor(offlineAt));
    await page.keyboard.press('Escape');
  });

  it('/saved is keyboard operable and axe finds nothing serious or critical', async () => {
    await page.goto('/saved');
    await eventually(() => savedList(page).count()).toBe(2);
    await expectNoBlockingViolations(page, '/saved with a tute and a lecture', false);
    await tabToRole(page, 'button', `Open ${tute.name}`);
    await page.keyboard.press('Enter');
    await eventually(() => page.getByRole('dialog', { name: tute.name }).isVisible()).toBe(true);
    await expectNoBlockingViolations(page, '/saved with a tute open', false);
    await page.keyboard.press('Escape');
    await eventually(() => isFocused(page.getByRole('button', { name: `Open ${tute.name}` }))).toBe(true);
  });

  it('access taken away deletes the lecture at the next online start; logout empties the rest', async () => {
    await revokeTheory(student);
    await page.reload();
    await eventually(async () => (await savedItems(page)).map((item) => item.kind), 20_000).toEqual(['tute']);
    expect(Object.keys(await savedFiles(page)).some((path) => path.startsWith('/media/'))).toBe(false);
    await eventually(() => savedList(page).count()).toBe(1);

    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await eventually(async () => Object.keys(await savedFiles(page)).length).toBe(0);
    expect(await savedItems(page)).toEqual([]);
  });
});

describe('a save cut off by a lost signal', () => {
  it('resumes at the next start, fetches only what was missing, and ends with the server bytes', async () => {
    const student = await theoryStudent('Offline Resumer');
    const { context, page } = await openPage(browser, 'desktop');
    // The page's own download (browsers without Background Fetch) is the one a closed tab cuts off.
    await context.addInitScript(() => {
      delete (window as unknown as Record<string, unknown>).BackgroundFetchManager;
    });
    await student.session.shareWith(context);
    let signal = false;
    const fetched: string[] = [];
    await context.route('**/media/Theory/**', (route) => {
      const path = new URL(route.request().url()).pathname;
      if (!signal && /_00002\.ts$/.test(path)) return route.abort('internetdisconnected');
      fetched.push(path);
      return route.continue();
    });
    await saveLecture(page);
    await eventually(async () => (await savedItems(page)).map((item) => item.state), 30_000).toEqual(['paused']);
    const [cut] = await savedItems(page);
    expect(cut!.bytesStored).toBeGreaterThan(0);
    expect(cut!.bytesStored).toBeLessThan(cut!.bytesTotal);
    const before = Object.keys(await savedFiles(page));

    signal = true;
    fetched.length = 0;
    await page.reload();
    await eventually(async () => (await savedItems(page)).map((item) => item.state), 30_000).toEqual(['done']);
    const [done] = await savedItems(page);
    expect(done!.via).toBe('page');
    expect(done!.bytesStored).toBe(done!.bytesTotal);
    // The second start asked only for the files the first did not store (and for its media cookie).
    expect(fetched.filter((path) => before.includes(path) && path.endsWith('.ts'))).toEqual([]);
    expect(await savedFiles(page)).toEqual(await serverDigests(context, [done!]));
    await context.close();
  });
});
