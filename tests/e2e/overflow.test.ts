/**
 * Nothing sticks out or is cut off on a small phone, in any language: every route as a visitor, a
 * student and the admin, in English, Sinhala and Tamil, at 375 and at 320 px (the narrowest phone
 * still sold), with the phone menus open once per walk. Sinhala and Tamil words are longer than
 * English ones, and a label that fits in English may widen the page or lose its end in Tamil.
 * What counts as sticking out or cut off: ./overflow.ts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveMessage, openAs, roleSessions, type RoleSessions } from './a11y';
import { eventually } from '../support/eventually';
import { launchBrowser, type OpenedPage } from './harness';
import { sayIn, type OtherLanguage } from './language-texts';
import { overflowProblems } from './overflow';
import { ADMIN_ROUTES, quiet, ROLES, routesFor, visit, type Role, type Say, type SiteRoute } from './site-routes';

type Language = 'en' | OtherLanguage;
const LANGUAGES: readonly Language[] = ['en', 'si', 'ta'];
const WIDTHS = [375, 320] as const;
const HEIGHT = 740;

let browser: Browser;
let sessions: RoleSessions;

beforeAll(async () => {
  browser = await launchBrowser();
  sessions = await roleSessions('Overflow Walker');
  await leaveMessage('Overflow Visitor', 'Is the Tamil medium class in Badulla full?');
});

afterAll(async () => {
  await browser?.close();
});

/** The routes a role walks: the admin walks its console and one site page (its nav has the Admin link). */
const walkFor = (role: Role): SiteRoute[] =>
  role === 'admin'
    ? [...routesFor('admin').filter((route) => route.path === '/about'), ...ADMIN_ROUTES]
    : routesFor(role);

/** Two frames: the layout after a resize or a click has been drawn. */
const settled = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

/** What sticks out at each width, as "375 px: …"; the menu (site or console) opened when asked. */
async function problemsAt(page: Page, withMenu: boolean): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await settled(page);
    const toggle = page.locator('.menu-toggle');
    const opened = withMenu && (await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) !== 'true';
    if (opened) {
      await toggle.click();
      await eventually(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await settled(page);
    }
    found.push(...(await page.evaluate(overflowProblems)).map((problem) => `${width} px: ${problem}`));
    if (opened) {
      await toggle.click();
      await eventually(() => toggle.getAttribute('aria-expanded')).toBe('false');
    }
  }
  return found;
}

describe.each(LANGUAGES.flatMap((language) => ROLES.map((role) => ({ language, role }))))(
  'in $language as $role at 375 and 320 px',
  ({ language, role }: { language: Language; role: Role }) => {
    let opened: OpenedPage;
    const say: Say | undefined = language === 'en' ? undefined : sayIn(language);

    beforeAll(async () => {
      // The account's language wins over the device's once logged in, so the account speaks it too.
      await sessions[role]?.expect(200, 'POST', '/api/user/language', { language });
      opened = await openAs(browser, sessions, role, 'mobile', false);
      await opened.context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
    });

    afterAll(async () => {
      // The stack and its one admin account serve the later test files, which read English.
      await sessions[role]?.expect(200, 'POST', '/api/user/language', { language: 'en' });
      await opened?.context.close();
    });

    it.each(walkFor(role).map((route, index) => [route.path, route, index === 0] as const))(
      '%s',
      async (path, route, first) => {
        const { page } = opened;
        await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
        await visit(page, path);
        await route.ready(page, role, say);
        await quiet(page);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        // Each menu is the same on every page of its frame: opened on the first page of each.
        const withMenu = first || path === ADMIN_ROUTES[0]!.path;
        expect(await problemsAt(page, withMenu), `${path} as ${role} in ${language}`).toEqual([]);
      },
    );
  },
);

/** What of the admin's sidebar reaches past its right edge (the main column is drawn over it there). */
const sidebarSpill = (page: Page) =>
  page.locator('.admin__sidebar').evaluate((sidebar) => {
    const edge = sidebar.getBoundingClientRect().right;
    return [...sidebar.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > edge + 1)
      .map((element) => `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 30)}"`);
  });

describe("the admin console's sidebar at 1280 px", () => {
  it.each(LANGUAGES)('holds its links, back link and language buttons in %s', async (language) => {
    await sessions.admin?.expect(200, 'POST', '/api/user/language', { language });
    const opened = await openAs(browser, sessions, 'admin', 'desktop', false);
    try {
      await opened.context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
      const overview = ADMIN_ROUTES[0]!;
      await opened.page.goto(overview.path);
      await overview.ready(opened.page, 'admin', language === 'en' ? undefined : sayIn(language));
      await opened.page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await sidebarSpill(opened.page)).toEqual([]);
    } finally {
      await sessions.admin?.expect(200, 'POST', '/api/user/language', { language: 'en' });
      await opened.context.close();
    }
  });
});
