/**
 * Smoke test of the whole local stack through a real browser: the built site is served with the
 * cloud's caching, compression and security headers, the home page renders at phone and laptop
 * widths, and its auth check reaches the real user handler through the API adapter.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { launchBrowser, openPage, stackUrls, VIEWPORTS, type ViewportName } from './harness';

const TAGLINE = 'Empowering Engineering Technology students across Sri Lanka';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('home page at %s width', (viewport) => {
  it('renders, checks auth through the API and fits the screen', async () => {
    const { context, page, problems } = await openPage(browser, viewport);
    try {
      const scripts: { url: string; encoding?: string; cacheControl?: string }[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') {
          const headers = response.headers();
          scripts.push({
            url: response.url(),
            encoding: headers['content-encoding'],
            cacheControl: headers['cache-control'],
          });
        }
      });
      const authCheck = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user/check-auth');

      const home = await page.goto('/');
      expect(home?.status()).toBe(200);
      const documentHeaders = home?.headers() ?? {};
      expect(documentHeaders['content-type']).toContain('text/html');
      expect(documentHeaders['cache-control']).toBe('no-cache');
      expect(documentHeaders['x-frame-options']).toBe('DENY');
      expect(documentHeaders['content-security-policy']).toContain("script-src 'self'");

      const auth = await authCheck;
      expect(auth.status()).toBe(200);
      expect(await auth.json()).toEqual({ isLoggedIn: false, user: null });

      await eventually(() => page.getByRole('link', { name: 'Join Now' }).isVisible()).toBe(true);
      await eventually(() => page.getByText(TAGLINE).first().isVisible()).toBe(true);

      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      expect(innerWidth).toBe(VIEWPORTS[viewport].width);

      // Chromium asks for br; hashed bundles come back compressed and cacheable for a year.
      const bundles = scripts.filter((s) => new URL(s.url).pathname.startsWith('/assets/'));
      expect(bundles.length).toBeGreaterThan(0);
      for (const bundle of bundles) expect(bundle.cacheControl).toBe('public, max-age=31536000, immutable');
      expect(bundles.some((bundle) => bundle.encoding === 'br')).toBe(true);

      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('API through the local server', () => {
  it('GET /api/user/check-auth answers a visitor and hands out the anti-forgery cookie', async () => {
    const response = await fetch(`${stackUrls().baseUrl}/api/user/check-auth`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ isLoggedIn: false, user: null });
    expect(response.headers.getSetCookie().some((line) => line.startsWith('XSRF-TOKEN='))).toBe(true);
  });

  it('serves client routes with the app, missing files and unknown API paths as 404', async () => {
    const { baseUrl } = stackUrls();
    const deepLink = await fetch(`${baseUrl}/admin/overview`);
    expect(deepLink.status).toBe(200);
    expect(deepLink.headers.get('cache-control')).toBe('no-cache');
    expect(await deepLink.text()).toContain('<div id="root">');

    const etag = deepLink.headers.get('etag');
    expect(etag).toBeTruthy();
    const revalidated = await fetch(`${baseUrl}/login`, { headers: { 'if-none-match': etag ?? '' } });
    expect(revalidated.status).toBe(304);

    expect((await fetch(`${baseUrl}/assets/index-missing.js`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/missing-image.png`)).status).toBe(404);

    const unknown = await fetch(`${baseUrl}/api/user/no-such-endpoint`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Not found' });
  });
});
