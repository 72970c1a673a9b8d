/**
 * Every visitor page's first load in Sinhala and in Tamil, as a returning reader who chose the
 * language: the page's own code plus the language's texts, the code that writes them in and the
 * script's font. Each gets its own budget, above English's for the texts they carry.
 */
import type { Browser } from 'playwright-core';
import type { Language } from '../web/src/i18n/translation';
import { kb } from './stats';
import type { BenchContext, TargetCheck } from './types';
import { loadPage, sum, type Load, type PageSpec } from './web-load';
import { NAMES, notShown, shownIn } from './web-languages';
import type { BuiltFile } from './web-modules';

/** Every visitor page's first-load JS (gzip) with Sinhala or Tamil stored. */
export const TRANSLATED_JS_BUDGET = 115_000;
const TRANSLATED: readonly Language[] = ['si', 'ta'];

export async function measureTranslatedRoutes(
  browser: Browser,
  ctx: BenchContext,
  built: Map<string, BuiltFile>,
  pages: readonly PageSpec[],
): Promise<Load[]> {
  const loads: Load[] = [];
  for (const page of pages) {
    for (const language of TRANSLATED) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      try {
        loads.push(await loadPage(context, ctx, built, page, 'gzip', language));
      } finally {
        await context.close();
      }
      ctx.log(`${page.path} in ${NAMES[language]} (gzip) measured`);
    }
  }
  return loads;
}

export function translatedRouteTargets(loads: readonly Load[]): TargetCheck[] {
  return loads.map((load) => {
    const js = sum(load.files, 'js');
    return {
      name: `\`${load.path}\` first-load JS (gzip), ${NAMES[load.stored!]} stored`,
      target: `≤ ${kb(TRANSLATED_JS_BUDGET)}`,
      measured: shownIn(load) ? kb(js) : notShown(load),
      met: shownIn(load) && js <= TRANSLATED_JS_BUDGET,
    };
  });
}
