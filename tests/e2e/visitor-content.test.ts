/**
 * What a visitor gets from the seeded local stack (local/seed/content.ts), in Chromium at phone and
 * laptop widths: a free video that really plays, a Sampath book that opens in the modal viewer,
 * and the seeded classes with their fee.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_TUTES, SAMPLE_VIDEOS } from '../../local/seed/content';
import { eventually } from '../support/eventually';
import { launchBrowser, openPage, VIEWPORTS, type ViewportName } from './harness';
import { expectNoHorizontalOverflow, playerFor, waitForPlayback } from './video';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const freeVideo = SAMPLE_VIDEOS.find((video) => video.title === 'Introduction to Logic Gates')!;
const book = SAMPLE_TUTES.find((tute) => tute.category === 'SampathBook')!;

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('visitor at %s width', (viewport) => {
  it('watches a free video on /videos: the player plays it and shows its caption', async () => {
    const { context, page, problems } = await openPage(browser, viewport);
    try {
      await page.goto('/videos');
      await eventually(() => page.getByRole('heading', { name: 'Engineering Technology Videos' }).isVisible()).toBe(
        true,
      );
      // Every seeded free video is listed; the gated categories are links to their pages.
      for (const video of SAMPLE_VIDEOS.filter((v) => v.category === 'free')) {
        await eventually(() => page.getByRole('button', { name: video.title, exact: true }).isVisible()).toBe(true);
      }
      await eventually(() =>
        page
          .getByRole('link', { name: /Theory/ })
          .first()
          .isVisible(),
      ).toBe(true);

      await page.getByRole('button', { name: freeVideo.title, exact: true }).click();
      const player = playerFor(page, freeVideo.title);
      const state = await waitForPlayback(player);
      expect(state.duration).toBeGreaterThan(10);
      await eventually(() => page.getByText(freeVideo.caption).isVisible()).toBe(true);
      await eventually(() => page.getByRole('heading', { name: freeVideo.title, level: 2 }).isVisible()).toBe(true);
      // No download control, and the player is within the viewport after the scroll to it.
      expect(await player.getAttribute('controlslist')).toContain('nodownload');
      await eventually(() => player.evaluate((video) => video.getBoundingClientRect().top < window.innerHeight)).toBe(
        true,
      );
      // A visitor sees the like count but is asked to log in to like or comment.
      expect(await page.getByRole('button', { name: /Like/ }).isDisabled()).toBe(true);
      await expectNoHorizontalOverflow(page);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reads a Sampath book: Download opens the PDF in a modal frame, the close button closes it', async () => {
    const { context, page, problems } = await openPage(browser, viewport);
    try {
      await page.goto('/sampathBook');
      await eventually(() => page.getByRole('heading', { name: 'Sampath Book Collection' }).isVisible()).toBe(true);
      const card = page.locator('article').filter({ has: page.getByRole('heading', { name: book.name }) });
      await eventually(() => card.isVisible()).toBe(true);
      expect(await card.getByText('Free', { exact: true }).isVisible()).toBe(true);
      expect(await card.getByText(`Updated On ${new Date().getFullYear()}`).isVisible()).toBe(true);

      // The search narrows the cards by name.
      const search = page.getByLabel('Search by PDF name');
      await search.fill('no such book');
      await eventually(() => card.isVisible()).toBe(false);
      await search.fill(book.name.split(' ').at(-1)!.toLowerCase());
      await eventually(() => card.isVisible()).toBe(true);

      await card.getByRole('button', { name: 'Download' }).click();
      const dialog = page.getByRole('dialog', { name: book.name });
      await eventually(() => dialog.isVisible()).toBe(true);
      const frame = dialog.locator('iframe');
      const src = (await frame.getAttribute('src')) ?? '';
      // The frame shows the PDF itself, straight from its bucket through the presigned URL.
      const pdf = await fetch(src);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect((await pdf.text()).startsWith('%PDF-1.4')).toBe(true);
      await eventually(async () => (await frame.elementHandle())?.contentFrame().then((f) => f?.url())).toBe(src);

      await dialog.getByRole('button', { name: 'Close the PDF viewer' }).click();
      await eventually(() => dialog.count()).toBe(0);
      await expectNoHorizontalOverflow(page);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sees the seeded classes with the monthly fee', async () => {
    const { context, page, problems } = await openPage(browser, viewport);
    try {
      const classes = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/class/getAllClassDetails',
      );
      await page.goto('/classes');
      expect((await classes).status()).toBe(200);
      // The server's list (seeded from functions/shared/schemas/sample-classes.ts, the same data the page shows first).
      for (const location of ['BADULLA', 'BANDARAWELA', 'MONARAGALA']) {
        await eventually(() =>
          page.getByRole('heading', { name: `${location} PHYSICAL CLASS | Engineering Technology` }).isVisible(),
        ).toBe(true);
      }
      expect(await page.getByText('Rs. 2,000/= Per Month').count()).toBe(3);
      await expectNoHorizontalOverflow(page);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

it("asks for /videos's free list once, from the boot script, and the page shows that answer", async () => {
  const { context, page, problems } = await openPage(browser, 'mobile');
  try {
    const lists: number[] = [];
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname !== '/api/aws/getVideos/free') return;
      void request.response().then((response) => lists.push(response?.status() ?? 0));
    });
    await page.goto('/videos');
    for (const video of SAMPLE_VIDEOS.filter((v) => v.category === 'free')) {
      await eventually(() => page.getByRole('button', { name: video.title, exact: true }).isVisible()).toBe(true);
    }
    // The boot script asked for the list, and that was the one request: the app's own fetch was
    // answered from it (the API's no-store does not keep a preload from being used once).
    const preload = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=fetch]')].map((link) => link.href),
    );
    expect(preload.map((href) => new URL(href).pathname)).toEqual(['/api/aws/getVideos/free']);
    expect(lists).toEqual([200]);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
