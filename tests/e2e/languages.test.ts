/**
 * Every route as a visitor, a student and the admin, in Sinhala and in Tamil at 375 px: no text a
 * user can see or hear (text nodes, accessible names, placeholders, the document title) is an
 * English catalogue text the language translates; the headings' letters come from the language's
 * own font, never a fallback (the machine has no Sinhala or Tamil system fonts, so a fallback means
 * empty boxes); and axe still finds nothing serious or critical.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_EXAMS, SAMPLE_TUTES, SAMPLE_VIDEOS } from '../../local/seed/content';
import { sampleClasses } from '../../functions/shared/schemas';
import { expectNoBlockingViolations, leaveMessage, openAs, roleSessions, type RoleSessions } from './a11y';
import { launchBrowser, type OpenedPage } from './harness';
import {
  OTHER_LANGUAGES,
  sayIn,
  SCRIPT_FONT,
  SCRIPT_LETTERS,
  untranslatedEnglish,
  type OtherLanguage,
} from './language-texts';
import { quiet, routesFor, ROLES, visit, type Role } from './site-routes';

/** What the site shows as it was entered, in whatever language its author wrote it. */
const CONTENT = new Set<string>([
  ...SAMPLE_VIDEOS.flatMap((video) => [video.title, video.caption]),
  ...SAMPLE_TUTES.map((tute) => tute.name),
  ...SAMPLE_EXAMS.flatMap((exam) => [exam.title, exam.description]),
  ...sampleClasses('').flatMap((lesson) => [lesson.title, lesson.type, lesson.location, lesson.schedule]),
]);

let browser: Browser;
let sessions: RoleSessions;

beforeAll(async () => {
  browser = await launchBrowser();
  sessions = await roleSessions('Language Walker');
  await leaveMessage('Language Visitor', 'Is there a Sinhala medium class in Monaragala?');
});

afterAll(async () => {
  await browser?.close();
});

/** Every text a user meets on the page: visible text nodes, accessible names and hints, the title. */
const pageTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const found: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      // A visually hidden label is still read out, so only hidden-from-everyone text is skipped.
      if (text && parent && !parent.closest('[hidden], [aria-hidden="true"], script, style')) found.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    return found;
  });

/** The fonts each heading's glyphs were drawn with (DevTools protocol), beside the heading's text. */
async function headingFonts(
  page: Page,
): Promise<{ text: string; fonts: { familyName: string; glyphCount: number }[] }[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'h1, h2, h3' });
    const headings = [];
    for (const nodeId of nodeIds) {
      const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
      const text = outerHTML.replace(/<[^>]*>/g, '').trim();
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      headings.push({ text, fonts });
    }
    return headings;
  } finally {
    await cdp.detach();
  }
}

/**
 * A heading in the script is drawn in the script's font: that font drew some of it, and any other
 * font drew no more glyphs than the heading has letters outside the script (a brand name, digits).
 */
function fallbackProblems(language: OtherLanguage, headings: Awaited<ReturnType<typeof headingFonts>>): string[] {
  const problems: string[] = [];
  for (const { text, fonts } of headings) {
    if (!SCRIPT_LETTERS[language].test(text)) continue;
    const own = fonts.filter((font) => SCRIPT_FONT[language].test(font.familyName));
    const others = fonts.filter((font) => !SCRIPT_FONT[language].test(font.familyName));
    const outside = [...text].filter((char) => !SCRIPT_LETTERS[language].test(char)).length;
    const otherGlyphs = others.reduce((sum, font) => sum + font.glyphCount, 0);
    if (own.length === 0 || otherGlyphs > outside)
      problems.push(`"${text}": ${fonts.map((f) => `${f.familyName} ×${f.glyphCount}`).join(', ')}`);
  }
  return problems;
}

describe.each(OTHER_LANGUAGES.flatMap((language) => ROLES.map((role) => ({ language, role }))))(
  'in $language as $role at 375 px',
  ({ language, role }: { language: OtherLanguage; role: Role }) => {
    let opened: OpenedPage;
    const say = sayIn(language);
    const english = untranslatedEnglish(language);

    beforeAll(async () => {
      // The account's language wins over the device's once logged in, so the account speaks it too.
      await sessions[role]?.expect(200, 'POST', '/api/user/language', { language });
      opened = await openAs(browser, sessions, role, 'mobile', false);
      await opened.context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
    });

    afterAll(async () => {
      // The stack and its one admin account serve the later test files, which read English.
      await sessions[role]?.expect(200, 'POST', '/api/user/language', { language: 'en' });
      expect(opened.problems).toEqual([]);
      await opened?.context.close();
    });

    it.each(routesFor(role).map((route) => [route.path, route] as const))('%s', async (path, route) => {
      const { page } = opened;
      await visit(page, path);
      await route.ready(page, role, say);
      await quiet(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));

      const left = (await pageTexts(page)).filter((text) => english.has(text) && !CONTENT.has(text));
      expect([...new Set(left)], `English left on ${path} as ${role} in ${language}`).toEqual([]);
      expect(fallbackProblems(language, await headingFonts(page)), `fallback fonts on ${path}`).toEqual([]);
      await expectNoBlockingViolations(page, `${path} as ${role} in ${language} at 375 px`, false);
    });
  },
);
