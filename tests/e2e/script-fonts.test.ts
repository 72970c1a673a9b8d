/**
 * Sinhala and Tamil render in the site's own faces on a machine with no such system font (this
 * one): the language names the switcher shows in every language, on an English page, come from
 * the small language-name faces, and English fetches neither script's full font. The check is the
 * one Chromium's DevTools gives: which fonts actually drew a node's glyphs.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { launchBrowser, openPage } from './harness';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The families that drew the text of the element with `id`, and whether each was a web font. */
async function drawnWith(page: Page, id: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `#${id}` });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => `${font.familyName}${font.isCustomFont ? ' (site)' : ' (system)'}`);
  } finally {
    await cdp.detach();
  }
}

describe('script fonts on an English page', () => {
  it('draws සිංහල and தமிழ் in their own faces, in regular and bold, without either full script font', async () => {
    const { context, page, problems } = await openPage(browser, 'mobile');
    try {
      const fonts: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'font') fonts.push(new URL(response.url()).pathname);
      });
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      // The names as the switcher shows them: marked with their own language, in a button's weight too.
      await page.evaluate(() => {
        const names = document.createElement('div');
        names.innerHTML =
          '<p id="name-si" lang="si">සිංහල</p><p id="name-ta" lang="ta">தமிழ்</p>' +
          '<button id="bold-si" class="btn" lang="si">සිංහල</button><button id="bold-ta" class="btn" lang="ta">தமிழ்</button>';
        document.body.prepend(names);
      });

      for (const [id, family] of [
        ['name-si', 'Noto Sans Sinhala'],
        ['bold-si', 'Noto Sans Sinhala'],
        ['name-ta', 'Noto Sans Tamil'],
        ['bold-ta', 'Noto Sans Tamil'],
      ] as const) {
        await eventually(() => drawnWith(page, id)).toEqual([`${family} (site)`]);
      }
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.filter((path) => !path.includes('-language-name-'))).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps Latin text in the system font, fetching no font for it', async () => {
    const { context, page, problems } = await openPage(browser, 'mobile');
    try {
      const fonts: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'font') fonts.push(new URL(response.url()).pathname);
      });
      await page.goto('/');
      const heading = page.getByRole('heading', { level: 1 }).first();
      await heading.waitFor();
      await heading.evaluate((element) => element.setAttribute('id', 'latin-heading'));
      const drawn = await drawnWith(page, 'latin-heading');
      expect(drawn.length).toBeGreaterThan(0);
      expect(drawn.every((font) => font.endsWith('(system)'))).toBe(true);
      expect(fonts).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
