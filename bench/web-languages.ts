/**
 * The web section's loads of `/` in each language, as a returning reader who chose it: the language
 * stored on the device before the first script runs. English must stay within the first-load
 * budget; Sinhala and Tamil add their catalogues (lazy chunks) and their script's font files.
 */
import type { Browser } from 'playwright-core';
import { LANGUAGES, type Language } from '../web/src/i18n/translation';
import { kb, table } from './stats';
import type { BenchContext, TargetCheck } from './types';
import { loadPage, sum, type FetchedFont, type Load, type PageSpec } from './web-load';
import type { BuiltFile } from './web-modules';

const HOME: PageSpec = { path: '/', who: 'visitor', landsOn: /^\/home$/ };
export const NAMES: Record<Language, string> = { en: 'English', si: 'Sinhala', ta: 'Tamil' };
/**
 * Each script's full font files (one per weight). The small faces that draw the switcher's language
 * names (`…-language-name-…`) are fetched in every language and reported apart.
 */
const SCRIPT_FONT: Record<Language, RegExp | null> = {
  en: null,
  si: /noto-sans-sinhala-sinhala-/,
  ta: /noto-sans-tamil-tamil-/,
};
const isNameFont = (font: FetchedFont) => font.file.includes('-language-name-');
const isScriptFont = (font: FetchedFont) => /noto-sans-(sinhala|tamil)-/.test(font.file) && !isNameFont(font);
const EXTRA_JS_BUDGET = 15_000;
const FONT_WEIGHT_BUDGET = 40_000;

const weightOf = (font: FetchedFont) => /-(\d00)-/.exec(font.file)?.[1] ?? '?';

export async function measureLanguages(
  browser: Browser,
  ctx: BenchContext,
  built: Map<string, BuiltFile>,
): Promise<Load[]> {
  const loads: Load[] = [];
  for (const language of LANGUAGES) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    loads.push(await loadPage(context, ctx, built, HOME, 'gzip', language));
    ctx.log(`/ in ${NAMES[language]} (gzip) measured`);
  }
  return loads;
}

const loadIn = (loads: readonly Load[], language: Language) => loads.find((l) => l.stored === language)!;
export const shownIn = (load: Load) => load.htmlLang.split('-')[0] === load.stored;
export const notShown = (load: Load) => `not shown in ${NAMES[load.stored!]} (\`<html lang="${load.htmlLang}">\`)`;

export function languageTargets(loads: readonly Load[]): TargetCheck[] {
  const english = loadIn(loads, 'en');
  const englishScriptFonts = english.fonts.filter(isScriptFont);
  const targets: TargetCheck[] = [
    {
      name: 'Sinhala or Tamil font files fetched by `/` in English',
      target: 'none',
      measured: englishScriptFonts.length === 0 ? 'none' : englishScriptFonts.map((f) => f.file).join(', '),
      met: englishScriptFonts.length === 0,
    },
  ];
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    const load = loadIn(loads, language);
    const extra = sum(load.files, 'js') - sum(english.files, 'js');
    targets.push({
      name: `\`/\` JS ${NAMES[language]} adds over English (gzip)`,
      target: `≤ ${kb(EXTRA_JS_BUDGET)}`,
      measured: shownIn(load) ? `${kb(extra)} (${kb(sum(load.files, 'js'))} in all)` : notShown(load),
      met: shownIn(load) && extra <= EXTRA_JS_BUDGET,
    });
    const own = SCRIPT_FONT[language]!;
    const fonts = load.fonts.filter((f) => isScriptFont(f) && own.test(f.file));
    const stray = load.fonts.filter((f) => isScriptFont(f) && !own.test(f.file));
    const largest = Math.max(0, ...fonts.map((f) => f.body));
    targets.push({
      name: `${NAMES[language]} font per weight (woff2)`,
      target: `≤ ${kb(FONT_WEIGHT_BUDGET)}`,
      measured: !shownIn(load)
        ? notShown(load)
        : fonts.length === 0
          ? 'no font fetched'
          : [
              fonts.map((f) => `${weightOf(f)}: ${kb(f.body)}`).join(', '),
              ...(stray.length > 0 ? [`also fetched ${stray.map((f) => f.file).join(', ')}`] : []),
            ].join('; '),
      met: shownIn(load) && fonts.length > 0 && stray.length === 0 && largest <= FONT_WEIGHT_BUDGET,
    });
  }
  return targets;
}

export function renderLanguages(loads: readonly Load[]): string {
  const english = loadIn(loads, 'en');
  const englishFiles = new Set(english.files.map((f) => f.file));
  const summary = table(
    [
      'Language stored',
      '`<html lang>`',
      'JS gzip',
      'JS over English',
      'CSS gzip',
      'Font files',
      'Font bytes',
      'of which language names',
    ],
    LANGUAGES.map((language) => {
      const load = loadIn(loads, language);
      return [
        `${NAMES[language]} (\`${language}\`)`,
        `\`${load.htmlLang || '(none)'}\``,
        kb(sum(load.files, 'js')),
        language === 'en' ? '—' : kb(sum(load.files, 'js') - sum(english.files, 'js')),
        kb(sum(load.files, 'css')),
        String(load.fonts.length),
        kb(load.fonts.reduce((total, f) => total + f.body, 0)),
        kb(load.fonts.filter(isNameFont).reduce((total, f) => total + f.body, 0)),
      ];
    }),
  );
  const added = LANGUAGES.filter((l) => l !== 'en').flatMap((language) =>
    loadIn(loads, language)
      .files.filter((f) => !englishFiles.has(f.file))
      .map((f) => [NAMES[language], `\`${f.file}\``, f.kind, kb(f.body)]),
  );
  const fonts = loads.flatMap((load) =>
    load.fonts.map((f) => [
      NAMES[load.stored!],
      `\`${f.file}\``,
      isNameFont(f) ? 'language names' : 'script',
      weightOf(f),
      kb(f.body),
    ]),
  );
  return [
    '`/` loaded once per language with `Accept-Encoding: gzip`, the language stored on the device first',
    "(`localStorage.language`, set before the site's first script runs), until the network was quiet and",
    '`document.fonts.ready`. Font files are woff2, sent as they are; sizes are their bodies on the wire. The',
    "language-name faces (the switcher's සිංහල and தமிழ், a few glyphs each) load in every language that shows them.",
    '',
    summary,
    '',
    added.length > 0
      ? table(['Language', 'File it adds over English', 'Kind', 'gzip'], added)
      : 'Sinhala and Tamil fetched no script or stylesheet English does not.',
    '',
    fonts.length > 0 ? table(['Language', 'Font file', 'Face', 'Weight', 'Bytes'], fonts) : 'No font file was fetched.',
  ].join('\n');
}
