/**
 * The catalogues seen from a browser test: English next to Sinhala and Tamil, walked in step (every
 * language's catalogue has English's shape), so a test can say an English heading in another
 * language and can tell which texts on a page are English catalogue texts left untranslated.
 */
import { siteTexts } from '../../web/src/texts/en';
import { homeTexts } from '../../web/src/texts/en-home';
import { pageTexts } from '../../web/src/texts/en-pages';
import { contentTexts } from '../../web/src/texts/en-content';
import { adminTexts } from '../../web/src/texts/en-admin';
import { feesTexts } from '../../web/src/texts/en-fees';
import { serverMessages } from '../../functions/shared/schemas/message-codes';
import { shell as siShell } from '../../web/src/texts/si/shell';
import { home as siHome } from '../../web/src/texts/si/home';
import { pages as siPages } from '../../web/src/texts/si/pages';
import { content as siContent } from '../../web/src/texts/si/content';
import { admin as siAdmin } from '../../web/src/texts/si/admin';
import { server as siServer } from '../../web/src/texts/si/server';
import { fees as siFees } from '../../web/src/texts/si/fees';
import { shell as taShell } from '../../web/src/texts/ta/shell';
import { home as taHome } from '../../web/src/texts/ta/home';
import { pages as taPages } from '../../web/src/texts/ta/pages';
import { content as taContent } from '../../web/src/texts/ta/content';
import { admin as taAdmin } from '../../web/src/texts/ta/admin';
import { server as taServer } from '../../web/src/texts/ta/server';
import { fees as taFees } from '../../web/src/texts/ta/fees';

export type OtherLanguage = 'si' | 'ta';
export const OTHER_LANGUAGES: readonly OtherLanguage[] = ['si', 'ta'];

/** The Unicode block each script's letters sit in. */
export const SCRIPT_LETTERS: Record<OtherLanguage, RegExp> = { si: /[\u0D80-\u0DFF]/u, ta: /[\u0B80-\u0BFF]/u };
export const SCRIPT_FONT: Record<OtherLanguage, RegExp> = { si: /Noto Sans Sinhala/i, ta: /Noto Sans Tamil/i };

const ENGLISH = [siteTexts, homeTexts, pageTexts, contentTexts, adminTexts, serverMessages, feesTexts] as const;
const packs: Record<OtherLanguage, readonly unknown[]> = {
  si: [siShell, siHome, siPages, siContent, siAdmin, siServer, siFees],
  ta: [taShell, taHome, taPages, taContent, taAdmin, taServer, taFees],
};

/** Every [English, translation] pair of string texts, found by walking both catalogues in step. */
function* pairs(english: unknown, other: unknown): Generator<[string, string]> {
  if (typeof english === 'string' && typeof other === 'string') yield [english, other];
  else if (english && other && typeof english === 'object' && typeof other === 'object')
    for (const [key, value] of Object.entries(english)) yield* pairs(value, (other as Record<string, unknown>)[key]);
}

const cache = new Map<OtherLanguage, Map<string, Set<string>>>();

/** English text → its translations (one English text may sit in several places, translated apart). */
export function translations(language: OtherLanguage): Map<string, Set<string>> {
  let map = cache.get(language);
  if (!map) {
    const found = new Map<string, Set<string>>();
    ENGLISH.forEach((catalogue, i) => {
      for (const [english, other] of pairs(catalogue, packs[language][i]))
        found.set(english, (found.get(english) ?? new Set()).add(other));
    });
    cache.set(language, (map = found));
  }
  return map;
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How a test says an English catalogue text in the language: the exact text, or any of its
 * translations where it has several (texts outside the catalogue stay as they are).
 */
export const sayIn =
  (language: OtherLanguage) =>
  (english: string): string | RegExp => {
    const said = [...(translations(language).get(english) ?? [english])];
    return said.length === 1 ? said[0]! : new RegExp(`^(?:${said.map(escaped).join('|')})$`);
  };

/**
 * The English texts that must not appear on a page in the language: those its catalogue translates
 * to something else. A text the translation keeps as it is (a brand, "404") is allowed by that alone.
 */
export function untranslatedEnglish(language: OtherLanguage): Set<string> {
  const found = new Set<string>();
  for (const [english, others] of translations(language)) if (!others.has(english)) found.add(english);
  return found;
}
