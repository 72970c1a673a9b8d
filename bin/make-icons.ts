/**
 * Draws the app icons of web/public/icons from the favicon's mark (a gold E on the header's blue)
 * with Debian's Chromium, once; the PNGs are committed. Run again only when the mark changes:
 * `node --import tsx bin/make-icons.ts`.
 *   icon-<size>.png      the mark on a rounded square, for launchers that show the icon as it is;
 *   maskable-<size>.png  the square filled edge to edge, the mark inside the central safe circle
 *                        (launchers cut their own shape out of it);
 *   apple-touch-icon.png 180 px, filled edge to edge (iOS rounds the corners itself).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from '../local/config';
import { launchChromium } from '../tests/support/chromium';

const BLUE = '#1d3557';
const GOLD = '#f1c40f';
const E_PATH = 'M9 9h12v3h-8v2.5h7v3h-7V20h8v3H9z';

/** The mark in a 32-unit square; `scale` shrinks it about the centre, `radius` rounds the square. */
const svg = (radius: number, scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="100%" height="100%">` +
  `<rect width="32" height="32" rx="${radius}" fill="${BLUE}"/>` +
  `<g transform="translate(16 16) scale(${scale}) translate(-16 -16)"><path d="${E_PATH}" fill="${GOLD}"/></g></svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, markup: svg(6, 1.25) },
  { file: 'icon-512.png', size: 512, markup: svg(6, 1.25) },
  // The safe zone is a circle of 80 % of the width: the E (14 × 14 units, diagonal ≈ 19.8) fits at 1.15.
  { file: 'maskable-192.png', size: 192, markup: svg(0, 1.15) },
  { file: 'maskable-512.png', size: 512, markup: svg(0, 1.15) },
  { file: 'apple-touch-icon.png', size: 180, markup: svg(0, 1.15) },
];

const outDir = join(REPO_ROOT, 'web', 'public', 'icons');
await mkdir(outDir, { recursive: true });
const browser = await launchChromium(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
try {
  for (const { file, size, markup } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${markup}`);
    await writeFile(join(outDir, file), await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}
