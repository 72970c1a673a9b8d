/**
 * A new version of the site reaching an installed app: the new service worker installs in the
 * background and waits while the old version's page stays open (no reload under the student), takes
 * over at the next start, keeps the new build of the files the student had used, and drops the old
 * build's. Two builds of the site (the brand name differs, so every file that shows it changes) are
 * served in turn by the local static server on a port of its own; no API is needed.
 */
import { createServer, type Server } from 'node:http';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-ports';
import { REPO_ROOT } from '../../local/config';
import { createStaticSite, type StaticSite } from '../../local/server/static-site';
import { buildSite } from './build-site';
import { eventually } from '../support/eventually';
import { launchBrowser } from './harness';

const dirs = { old: join(REPO_ROOT, '.test-data', `update-old-${process.pid}`), next: '' };
dirs.next = join(REPO_ROOT, '.test-data', `update-next-${process.pid}`);
let browser: Browser;
let server: Server;
let site: StaticSite;
let baseUrl: string;

beforeAll(async () => {
  await buildSite(dirs.old, { VITE_BRAND_NAME: 'EngTech Academy' });
  await buildSite(dirs.next, { VITE_BRAND_NAME: 'EngTech Academy Next' });
  site = createStaticSite(dirs.old);
  const port = await freePort(3190);
  server = createServer((req, res) => void site.handle(req, res));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  baseUrl = `http://localhost:${port}`;
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  await Promise.all([dirs.old, dirs.next].map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Every cache of the page's origin, by name, with the paths (and query) it holds. */
const cachesOf = (page: Page) =>
  page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      all[name] = requests.map((request) => new URL(request.url).pathname + new URL(request.url).search);
    }
    return all;
  });

const hasWaiting = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);

describe('a new version of the site', () => {
  it('waits while the old page is open, takes over at the next start, and keeps the new build of used files', async () => {
    const context = await browser.newContext({ baseURL: baseUrl });
    try {
      let page = await context.newPage();
      await page.goto('/home');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await page.goto('/videos');
      const usedVideos = () =>
        cachesOf(page).then((all) =>
          (all['engtech-assets-v1'] ?? []).filter((path) => /^\/assets\/videos-/.test(path)),
        );
      await eventually(usedVideos).toHaveLength(2); // the screen's script and its stylesheet
      const before = await cachesOf(page);
      const oldVideos = await usedVideos();

      // The new version is deployed; the student's open page looks again.
      site = createStaticSite(dirs.next);
      let navigations = 0;
      page.on('framenavigated', (frame) => frame === page.mainFrame() && (navigations += 1));
      await page.reload();
      navigations = 0;
      await eventually(() => hasWaiting(page)).toBe(true);
      expect(navigations, 'the page was not reloaded by the update').toBe(0);
      // The new shell is stored beside the old one, which the open version still needs offline.
      expect((await cachesOf(page))['engtech-shell-v1']).toEqual(expect.arrayContaining(before['engtech-shell-v1']!));

      // The next start of the app: the old page is gone, the new worker has taken over.
      await page.close();
      page = await context.newPage();
      await page.goto('/home');
      await eventually(() => hasWaiting(page)).toBe(false);
      const after = await cachesOf(page);
      const shell = after['engtech-shell-v1']!;
      const assets = after['engtech-assets-v1']!;
      const oldShell = before['engtech-shell-v1']!;
      expect(shell.filter((path) => path.startsWith('/index.html?'))).toHaveLength(1);
      // The brand is in the old index.html and entry script, and the boot script names the entry's
      // files: all three replaced, not kept beside the new.
      const replaced = oldShell.filter((path) => path.startsWith('/index.html?') || path.endsWith('.js'));
      expect(replaced).toHaveLength(3);
      expect(replaced.filter((path) => /^\/assets\/boot-[\w-]+\.js$/.test(path))).toHaveLength(1);
      for (const path of replaced) expect(shell).not.toContain(path);
      // The old build's changed files are gone; the new build of each is there.
      const newVideos = assets.filter((path) => /^\/assets\/videos-/.test(path));
      // At least the screen's script and stylesheet; the new build's pages may also have fetched the
      // videos chunk they share (the dashboard prefetches the player once idle).
      expect(newVideos.length).toBeGreaterThanOrEqual(oldVideos.length);
      const changed = oldVideos.filter((path) => !newVideos.includes(path));
      expect(changed.length, 'the brand change reaches the videos screen').toBeGreaterThan(0);
      for (const path of changed) expect(assets).not.toContain(path);
      // Nothing the shell holds is kept twice.
      expect(assets.filter((path) => shell.includes(path))).toEqual([]);
      expect(Object.keys(after).sort()).toEqual(['engtech-assets-v1', 'engtech-shell-v1']);
    } finally {
      await context.close();
    }
  });
});
