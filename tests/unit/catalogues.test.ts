/**
 * Every language's catalogue against English's: the same keys at every level, no empty text, each
 * text that takes values a function of the same number of them; and every code the server can send
 * has a text in every language. The compiler checks the shapes too, but a translation typed loosely
 * (or a key added to English after it) would pass it; this walks the values themselves.
 */
import { describe, expect, it } from 'vitest';
import { serverMessages } from '../../functions/shared/schemas/message-codes';
import { siteTexts } from '../../web/src/texts/en';
import { adminTexts } from '../../web/src/texts/en-admin';
import { contentTexts } from '../../web/src/texts/en-content';
import { homeTexts } from '../../web/src/texts/en-home';
import { pageTexts } from '../../web/src/texts/en-pages';
import { quizTexts } from '../../web/src/texts/en-quiz';
import { feesTexts } from '../../web/src/texts/en-fees';
import { shell as siShell } from '../../web/src/texts/si/shell';
import { home as siHome } from '../../web/src/texts/si/home';
import { pages as siPages } from '../../web/src/texts/si/pages';
import { content as siContent } from '../../web/src/texts/si/content';
import { quiz as siQuiz } from '../../web/src/texts/si/quiz';
import { fees as siFees } from '../../web/src/texts/si/fees';
import { admin as siAdmin } from '../../web/src/texts/si/admin';
import { server as siServer } from '../../web/src/texts/si/server';
import { shell as taShell } from '../../web/src/texts/ta/shell';
import { home as taHome } from '../../web/src/texts/ta/home';
import { pages as taPages } from '../../web/src/texts/ta/pages';
import { content as taContent } from '../../web/src/texts/ta/content';
import { quiz as taQuiz } from '../../web/src/texts/ta/quiz';
import { fees as taFees } from '../../web/src/texts/ta/fees';
import { admin as taAdmin } from '../../web/src/texts/ta/admin';
import { server as taServer } from '../../web/src/texts/ta/server';

const english = {
  shell: siteTexts,
  home: homeTexts,
  pages: pageTexts,
  content: contentTexts,
  quiz: quizTexts,
  fees: feesTexts,
  admin: adminTexts,
  server: serverMessages,
};

/** Each difference between a translation and English, as "path: what is wrong". */
function differences(en: unknown, other: unknown, path: string): string[] {
  if (typeof en === 'string') return typeof other === 'string' && other.trim() ? [] : [`${path}: empty or missing`];
  if (typeof en === 'function') {
    if (typeof other !== 'function') return [`${path}: not a function`];
    if (other.length !== en.length) return [`${path}: takes ${other.length} values, English ${en.length}`];
    const sample = (other as (...args: unknown[]) => unknown)(...Array.from({ length: en.length }, (_, i) => i + 2));
    return typeof sample === 'string' && sample.trim() ? [] : [`${path}: gives no text`];
  }
  if (typeof en !== 'object' || en === null) return [];
  if (typeof other !== 'object' || other === null) return [`${path}: missing`];
  const enKeys = Object.keys(en).sort();
  const otherKeys = Object.keys(other).sort();
  const extra = otherKeys.filter((key) => !enKeys.includes(key)).map((key) => `${path}.${key}: not in English`);
  return [
    ...extra,
    ...enKeys.flatMap((key) =>
      differences((en as Record<string, unknown>)[key], (other as Record<string, unknown>)[key], `${path}.${key}`),
    ),
  ];
}

const si = {
  shell: siShell,
  home: siHome,
  pages: siPages,
  content: siContent,
  quiz: siQuiz,
  fees: siFees,
  admin: siAdmin,
  server: siServer,
};
const ta = {
  shell: taShell,
  home: taHome,
  pages: taPages,
  content: taContent,
  quiz: taQuiz,
  fees: taFees,
  admin: taAdmin,
  server: taServer,
};

describe.each([
  ['si', si],
  ['ta', ta],
] as const)('the %s catalogue', (_language, pack) => {
  it.each(Object.keys(english) as (keyof typeof english)[])('%s has exactly English keys, none empty', (part) => {
    expect(differences(english[part], pack[part], part)).toEqual([]);
  });

  it('has a text for every code the server sends', () => {
    const codes = Object.entries(serverMessages).flatMap(([group, texts]) =>
      Object.keys(texts).map((key) => [group, key] as const),
    );
    expect(codes.length).toBeGreaterThan(100);
    const missing = codes.filter(([group, key]) => {
      const text = (pack.server as Record<string, Record<string, unknown>>)[group]?.[key];
      return !(typeof text === 'function' || (typeof text === 'string' && text.trim()));
    });
    expect(missing.map(([group, key]) => `${group}.${key}`)).toEqual([]);
  });
});

/** Every text of a catalogue, functions given sample values. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return textsOf((value as (...args: unknown[]) => unknown)(...[2, 3, 4, 5]));
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(textsOf);
}

describe('the words students use', () => {
  it('Sinhala writes the Sampath books in Sinhala script', () => {
    expect(textsOf(si).filter((text) => text.includes('Sampath'))).toEqual([]);
    expect(siShell.nav.sampathBooks).toBe('සම්පත් පොත්');
  });

  it('Tamil says மெனு for the menu and இருண்ட பயன்முறை for dark mode', () => {
    expect(textsOf(ta).filter((text) => /பட்டி(?!ய)|இருள் பயன்முறை/u.test(text))).toEqual([]);
    expect(taShell.nav.openMenu).toBe('மெனு');
    expect(taShell.theme.toDark).toBe('இருண்ட பயன்முறை');
  });
});
