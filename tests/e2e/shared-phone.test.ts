/**
 * Offline study on a phone students share, in Chromium with the service worker the build ships: a
 * student's saved Theory lecture and revision tute are answered by the worker to that student
 * only, and not once the 14 days since the last check have passed; when a classmate logs in on the
 * same browser without the first logging out, and when a visitor is left after logout, the first
 * student's items are gone and none of their files is answered. A tute saved a moment ago on a
 * device that never opened the offline part opens at once with the network gone.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_TUTES, SAMPLE_VIDEOS } from '../../local/seed/content';
import { adminSession, grantAccess, registerStudent, type Student } from './api';
import { eventually } from '../support/eventually';
import { launchBrowser, openPage } from './harness';
import { savedFiles, savedItems } from './saved-files';
import { underServiceWorker } from './service-worker';
import { waitForStreams } from './stream-lessons';

let browser: Browser;
const lecture = SAMPLE_VIDEOS.find((video) => video.category === 'Theory')!;
const tute = SAMPLE_TUTES.find((file) => file.category === 'RevisionTute')!;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  await waitForStreams(await adminSession(), [{ folder: 'Theory', title: lecture.title }]);
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
});

async function studentWith(name: string, ...fields: Parameters<typeof grantAccess>[2][]): Promise<Student> {
  const student = await registerStudent(name);
  const admin = await adminSession();
  for (const field of fields) await grantAccess(admin, student, field);
  return student;
}

async function saveLecture(page: Page): Promise<void> {
  await page.goto('/videos/theory');
  const card = page.getByRole('button', { name: new RegExp(`^${lecture.title}`) });
  await eventually(() => card.isVisible()).toBe(true);
  await card.click();
  await page.getByRole('button', { name: `Save offline: ${lecture.title}` }).click();
  await page
    .getByRole('dialog', { name: `Save offline: ${lecture.title}` })
    .getByRole('button', { name: 'Save', exact: true })
    .click();
}

async function saveTute(page: Page): Promise<void> {
  await page.goto('/revision-tute');
  const save = page.getByRole('button', { name: `Save offline: ${tute.name}` });
  await eventually(() => save.isEnabled().catch(() => false)).toBe(true);
  await save.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
  await eventually(() => page.getByText('Saved offline').first().isVisible(), 30_000).toBe(true);
}

/** What the page gets for a same-origin path: through the service worker, as the player and viewer ask. */
const statusOf = (page: Page, path: string): Promise<number> =>
  page.evaluate((url) => fetch(url).then((response) => response.status), path);

/**
 * The sha-256 of what the page gets for a path, null for a refusal. A path that is not a file any
 * more may still answer 200 (the site's own page, for a name without a dot): the bytes tell. Past
 * the browser's HTTP cache, which keeps a fetched segment apart from what was saved: this judges
 * the saved files and the worker, then the server's own cookie check.
 */
const digestOf = (page: Page, path: string, cache: RequestCache = 'no-store'): Promise<string | null> =>
  page.evaluate(
    async ({ url, cache }) => {
      const response = await fetch(url, { cache });
      if (!response.ok) return null;
      const digest = await crypto.subtle.digest('SHA-256', await response.arrayBuffer());
      return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
    },
    { url: path, cache },
  );

/** Sets the owner's last access check in the offline database, as the app stores it. */
const setLastCheck = (page: Page, owner: string, at: number): Promise<void> =>
  page.evaluate(
    ({ owner, at }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('engtech-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('meta', 'readwrite');
          tx.objectStore('meta').put(at, `lastAccessCheck:${owner}`);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    { owner, at },
  );

async function logIn(page: Page, student: Student): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password').fill(student.password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await eventually(() => page.getByText('Successfully Logged In').isVisible(), 20_000).toBe(true);
}

async function logOut(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
}

const savedList = (page: Page) => page.getByRole('list', { name: 'Saved items' }).getByRole('article');

describe('a saved lecture and tute on a shared phone', () => {
  let owner: Student;
  let page: Page;
  let files: { segment: string; tute: string };
  let digests: Record<string, string>;

  beforeAll(async () => {
    owner = await studentWith('Shared Phone Owner', 'theoryAccess', 'revisionTuteAccess');
    ({ page } = await openPage(browser, 'mobile'));
    await owner.session.shareWith(page.context());
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it("are answered by the worker to their owner, and not once the owner's check is over 14 days old", async () => {
    await underServiceWorker(page);
    await saveLecture(page);
    // Leaving the page before the save is recorded would cut it off.
    await eventually(async () => (await savedItems(page)).map((item) => item.state), 60_000).toEqual(['done']);
    await saveTute(page);
    await eventually(async () => (await savedItems(page)).map((item) => item.state), 30_000).toEqual(['done', 'done']);
    const items = await savedItems(page);
    files = {
      segment: items.find((item) => item.kind === 'lecture')!.urls.find((url) => url.endsWith('.ts'))!,
      tute: items.find((item) => item.kind === 'tute')!.urls[0]!,
    };
    digests = await savedFiles(page);
    expect(await digestOf(page, files.segment)).toBe(digests[files.segment]);
    expect(await digestOf(page, files.tute)).toBe(digests[files.tute]);
    expect(await statusOf(page, files.tute)).toBe(200);
    // Offline, so no new check replaces the old one: the worker itself must refuse.
    await page.waitForLoadState('networkidle');
    await page.context().setOffline(true);
    await setLastCheck(page, owner.email, Date.now() - 15 * DAY_MS);
    expect(await statusOf(page, files.segment)).toBe(403);
    expect(await statusOf(page, files.tute)).toBe(403);
    await setLastCheck(page, owner.email, Date.now());
    expect(await statusOf(page, files.segment)).toBe(200);
    await page.context().setOffline(false);
  });

  it('are gone, and none of their files answered, once a classmate logs in on the same browser', async () => {
    const classmate = await studentWith('Shared Phone Classmate');
    await logIn(page, classmate);
    await eventually(async () => (await savedItems(page)).length, 20_000).toBe(0);
    await page.goto('/saved');
    await eventually(() => page.getByText('Nothing is saved yet.', { exact: false }).isVisible()).toBe(true);
    expect(await savedList(page).count()).toBe(0);
    // Nor from the browser's HTTP cache, where the segments fetched for the save are kept for replay.
    for (const path of [files.segment, files.tute]) {
      expect(await digestOf(page, path), path).not.toBe(digests[path]);
      expect(await digestOf(page, path, 'default'), path).not.toBe(digests[path]);
    }

    await logOut(page);
    for (const path of [files.segment, files.tute]) {
      expect(await digestOf(page, path), path).not.toBe(digests[path]);
      expect(await digestOf(page, path, 'default'), path).not.toBe(digests[path]);
    }
  });
});

describe('a visitor left after the owner logs out', () => {
  it('gets none of the owner’s saved files', async () => {
    const owner = await studentWith('Shared Phone Leaver', 'revisionTuteAccess');
    const { page, context } = await openPage(browser, 'desktop');
    await owner.session.shareWith(context);
    await underServiceWorker(page);
    await saveTute(page);
    const [saved] = await savedItems(page);
    const path = saved!.urls[0]!;
    const digest = (await savedFiles(page))[path];
    expect(await digestOf(page, path)).toBe(digest);
    await logOut(page);
    await eventually(async () => (await savedItems(page)).length).toBe(0);
    expect(await digestOf(page, path)).not.toBe(digest);
    await context.close();
  });
});

describe('a revision tute saved a moment ago', () => {
  it('opens with the network gone at once, on a device that never opened the offline part; gated pages ask for a connection', async () => {
    const student = await studentWith('Bus Rider', 'revisionTuteAccess');
    const { page, context, problems } = await openPage(browser, 'mobile');
    await student.session.shareWith(context);
    await underServiceWorker(page);
    await page.goto('/user-profile');
    await eventually(() => page.getByRole('heading', { level: 1, name: student.fullName }).isVisible()).toBe(true);
    await saveTute(page);
    await eventually(async () => (await savedItems(page)).map((item) => item.state), 30_000).toEqual(['done']);
    await context.setOffline(true);
    await page.goto('/saved');
    await page.getByRole('button', { name: `Open ${tute.name}` }).click();
    const frame = page.getByRole('dialog', { name: tute.name }).locator('iframe');
    await eventually(() => frame.getAttribute('src')).toMatch(/^blob:/);
    expect(await page.getByText('has not been able to check your access', { exact: false }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // A page opened online that needs the server: the student stays signed in, and is told so.
    await page.goto('/user-profile');
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: 'This page needs a connection.' }).isVisible(),
    ).toBe(true);
    expect(await page.getByRole('link', { name: 'Open saved items' }).getAttribute('href')).toBe('/saved');
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Register', exact: true }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
