/**
 * The installable app in Chromium: the manifest is linked, parses and its icons load; the service
 * worker is registered only after the page has loaded, controls the page from the next load on,
 * and with the network gone a reload of /home or /saved still shows the app (the stored shell and
 * the screens' code the worker kept), not the browser's offline page. While offline nothing is
 * answered by the server: every request is answered by the worker or the browser's cache, or refused.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { launchBrowser, openPage, stackUrls } from './harness';
import { recordSavedItems } from './saved-files';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Width and height from a PNG's header (IHDR). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the web app manifest', () => {
  it('is linked from the page, served revalidated as application/manifest+json, and its icons load', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    try {
      await page.goto('/');
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe('/manifest.webmanifest');
      const response = await context.request.get(href!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/manifest+json');
      expect(response.headers()['cache-control']).toBe('no-cache');

      const manifest = (await response.json()) as {
        name: string;
        short_name: string;
        start_url: string;
        scope: string;
        display: string;
        theme_color: string;
        background_color: string;
        icons: { src: string; sizes: string; type: string; purpose: string }[];
      };
      expect(manifest).toMatchObject({
        name: 'EngTech Academy',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        theme_color: '#1d3557',
      });
      expect(manifest.short_name.length).toBeGreaterThan(0);
      expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);

      const sizes = new Set(manifest.icons.map((icon) => icon.sizes));
      expect(sizes).toEqual(new Set(['192x192', '512x512']));
      expect(manifest.icons.some((icon) => icon.purpose.split(' ').includes('maskable'))).toBe(true);
      const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
      const icons = [...manifest.icons, { src: appleIcon!, sizes: '180x180', type: 'image/png' }];
      for (const icon of icons) {
        const file = await context.request.get(icon.src);
        expect(file.status(), icon.src).toBe(200);
        expect(file.headers()['content-type']).toBe(icon.type);
        const [width, height] = icon.sizes.split('x').map(Number);
        expect(pngSize(await file.body())).toEqual({ width, height });
      }
    } finally {
      await context.close();
    }
  });
});

describe('the service worker', () => {
  it('is served unhashed at /sw.js, revalidated every time, allowed by the CSP', async () => {
    const response = await fetch(`${stackUrls().baseUrl}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("worker-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("manifest-src 'self'");
    expect(await response.text()).toContain('engtech-saved-v1');
  });

  it('registers after load, controls the next load, and keeps the app opening with no network', async () => {
    const { context, page, problems } = await openPage(browser, 'mobile');
    try {
      // Records the document's state when the page asks for the worker.
      await page.addInitScript(() => {
        const register = ServiceWorkerContainer.prototype.register;
        ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args) {
          (window as unknown as { registeredAt: unknown }).registeredAt = {
            readyState: document.readyState,
            loaded: performance
              .getEntriesByType('navigation')
              .every((n) => (n as PerformanceNavigationTiming).loadEventStart > 0),
            url: String(args[0]),
          };
          return register.apply(this, args);
        };
      });
      await page.goto('/');
      await eventually(() => page.getByRole('link', { name: 'Join Now' }).isVisible()).toBe(true);
      await eventually(() =>
        page.evaluate(() => (window as unknown as { registeredAt?: unknown }).registeredAt ?? null),
      ).toEqual({
        readyState: 'complete',
        loaded: true,
        url: '/sw.js',
      });
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      // This first page loaded before any worker: the files it used are handed to the worker and kept.
      const homeCode = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => /^\/assets\/Home-.*\.js$/.test(path)),
      );
      expect(homeCode).toHaveLength(1);
      await eventually(() =>
        page.evaluate(async () =>
          (await (await caches.open('engtech-assets-v1')).keys()).map((request) => new URL(request.url).pathname),
        ),
      ).toContain(homeCode[0]);

      await page.reload();
      await eventually(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(
        `${stackUrls().baseUrl}/sw.js`,
      );
      await eventually(() => page.getByRole('link', { name: 'Join Now' }).isVisible()).toBe(true);
      // A screen this page had not opened yet, opened once online: the worker keeps its code as it passes.
      await page.goto('/saved');
      await expectAppShell(page);
      await page.goto('/home');
      await expectAppShell(page);

      // What the page asked for while offline, as Chromium saw it: answered by the worker or the
      // browser's own cache, or refused; never answered from the server.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const answered = new Map<string, { url: string; fromWorker: boolean; fromCache: boolean }>();
      const servedFromCache = new Set<string>();
      const refused = new Set<string>();
      cdp.on('Network.responseReceived', ({ requestId, response }) =>
        answered.set(requestId, {
          url: response.url,
          fromWorker: response.fromServiceWorker === true,
          fromCache: response.fromDiskCache === true,
        }),
      );
      cdp.on('Network.requestServedFromCache', ({ requestId }) => servedFromCache.add(requestId));
      cdp.on('Network.loadingFailed', ({ requestId }) => refused.add(requestId));
      // The home page's own calls (the API bypasses the worker) must have been answered before the
      // network goes, or one in flight would be counted as answered offline.
      await page.waitForLoadState('networkidle');
      answered.clear();
      servedFromCache.clear();
      refused.clear();
      await context.setOffline(true);

      await page.reload();
      await expectAppShell(page);
      await eventually(() => page.getByRole('link', { name: 'Join Now' }).isVisible()).toBe(true);
      await page.goto('/saved');
      await page.reload();
      await expectAppShell(page);

      // A screen never opened online has no code on the device: the page says so inside the app,
      // navigation still there, and points at what opens offline.
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('link', { name: 'Contact' }).click();
      await eventually(() =>
        page.getByRole('heading', { level: 1, name: 'This page needs a connection.' }).isVisible(),
      ).toBe(true);
      expect(await page.getByRole('navigation').first().isVisible()).toBe(true);
      await page.getByRole('link', { name: 'Open saved items' }).click();
      await eventually(() => new URL(page.url()).pathname).toBe('/saved');
      await expectAppShell(page);

      await cdp.detach();
      await context.setOffline(false);
      const fromWorker = [...answered.values()].filter((a) => a.fromWorker).map((a) => new URL(a.url).pathname);
      expect(fromWorker).toEqual(expect.arrayContaining(['/home', '/saved']));
      expect(fromWorker.some((path) => path.startsWith('/assets/'))).toBe(true);
      const fromServer = [...answered.entries()]
        .filter(([id, a]) => !a.fromWorker && !a.fromCache && !servedFromCache.has(id))
        .map(([, a]) => a.url);
      expect(fromServer).toEqual([]);
      expect(refused.size, 'the API calls the app makes at start are refused').toBeGreaterThan(0);
      expect(problems.filter((problem) => problem.startsWith('CSP'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the student's saved files", () => {
  it('are answered from the saved cache, online or not, ranges included; the worker never creates that cache', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    try {
      await page.goto('/');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await eventually(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.evaluate(() => caches.has('engtech-saved-v1'))).toBe(false);

      // What the page stores when a student saves: same-origin keys without a query.
      await page.evaluate(async () => {
        const saved = await caches.open('engtech-saved-v1');
        await saved.put(
          '/media/free/stream-id/stream_240p_00001.ts',
          new Response(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), { headers: { 'content-type': 'video/mp2t' } }),
        );
        await saved.put(
          '/saved-files/tute/SampathBook/Unit%201',
          new Response('%PDF-saved', { headers: { 'content-type': 'application/pdf' } }),
        );
      });
      // Public items, so this is about the worker's routing; who may open a gated one is shared-phone's.
      const item = {
        owner: 'visitor',
        access: null,
        bytesStored: 10,
        bytesTotal: 10,
        state: 'done',
        savedAt: Date.now(),
      } as const;
      await recordSavedItems(page, [
        {
          ...item,
          key: 'lecture:free/Stream',
          kind: 'lecture',
          title: 'Stream',
          folder: 'free',
          urls: ['/media/free/stream-id/stream_240p_00001.ts'],
        },
        {
          ...item,
          key: 'tute:SampathBook/Unit 1',
          kind: 'tute',
          title: 'Unit 1',
          folder: 'SampathBook',
          urls: ['/saved-files/tute/SampathBook/Unit%201'],
        },
      ]);
      const read = (path: string, range?: string) =>
        page.evaluate(
          async ({ path, range }) => {
            try {
              const response = await fetch(path, range ? { headers: { range } } : {});
              return {
                status: response.status,
                type: response.headers.get('content-type'),
                body: [...new Uint8Array(await response.arrayBuffer())],
              };
            } catch {
              return 'refused';
            }
          },
          { path, range },
        );

      // Online: the server would answer this path with the app's page; the saved copy answers instead.
      expect(await read('/saved-files/tute/SampathBook/Unit%201')).toMatchObject({
        status: 200,
        type: 'application/pdf',
        body: [...Buffer.from('%PDF-saved')],
      });

      await context.setOffline(true);
      expect(await read('/media/free/stream-id/stream_240p_00001.ts?cachebust=1')).toMatchObject({
        status: 200,
        type: 'video/mp2t',
        body: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      });
      expect(await read('/media/free/stream-id/stream_240p_00001.ts', 'bytes=2-4')).toMatchObject({
        status: 206,
        body: [2, 3, 4],
      });
      expect(await read('/media/free/stream-id/stream_240p_00002.ts')).toBe('refused');
      await context.setOffline(false);
    } finally {
      await context.close();
    }
  });
});

/** The app's own frame, not Chromium's offline page: the site header with its navigation. */
async function expectAppShell(page: Page): Promise<void> {
  expect(new URL(page.url()).origin).toBe(stackUrls().baseUrl);
  await eventually(() => page.getByRole('banner').isVisible()).toBe(true);
  await eventually(() => page.getByRole('navigation').first().isVisible()).toBe(true);
  await eventually(() => page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
  expect(await page.title()).not.toBe('');
  expect(await page.evaluate(() => document.getElementById('root')?.childElementCount ?? 0)).toBeGreaterThan(0);
}
