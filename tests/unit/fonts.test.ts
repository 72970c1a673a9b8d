import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const loaded = vi.hoisted(() => [] as string[]);
vi.mock('../../web/src/styles/font-sinhala.css', () => {
  loaded.push('sinhala');
  return {};
});
vi.mock('../../web/src/styles/font-tamil.css', () => {
  loaded.push('tamil');
  return {};
});

import { createFontLoader, loadScriptFont } from '../../web/src/i18n/fonts';

const STYLES = join(dirname(fileURLToPath(import.meta.url)), '../../web/src/styles');

describe('loadScriptFont', () => {
  it("fetches only the active language's stylesheet, and English's none", async () => {
    expect(await loadScriptFont('en')).toBe(true);
    expect(loaded).toEqual([]);
    expect(await loadScriptFont('ta')).toBe(true);
    expect(loaded).toEqual(['tamil']);
    expect(await loadScriptFont('si')).toBe(true);
    expect(loaded).toEqual(['tamil', 'sinhala']);
  });

  it('fetches a stylesheet once however often its language becomes active', async () => {
    const fetched: string[] = [];
    const load = createFontLoader({ si: async () => fetched.push('si') });
    const first = load('si');
    expect(load('si')).toBe(first);
    await first;
    await load('si');
    expect(fetched).toEqual(['si']);
  });

  it('answers false for a failed fetch, without rejecting, and tries again next time', async () => {
    let attempts = 0;
    const load = createFontLoader({
      ta: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('network down');
      },
    });
    expect(await load('ta')).toBe(false);
    expect(await load('ta')).toBe(true);
    expect(attempts).toBe(2);
  });
});

/** The @font-face rules of a stylesheet, each as its descriptors. */
function faces(css: string): Record<string, string>[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) =>
    Object.fromEntries(
      body!
        .split(';')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]),
    ),
  );
}

/** A face's sources in order of preference (no name here holds a comma). */
const sources = (face: Record<string, string>) => face.src!.split(',').map((source) => source.trim());

/** Whether a unicode-range value covers a code point. */
function covers(range: string, codePoint: number): boolean {
  return range.split(',').some((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return codePoint >= parseInt(from!, 16) && codePoint <= parseInt(to!, 16);
  });
}

const read = (file: string) => readFileSync(join(STYLES, file), 'utf8');
const SCRIPTS = [
  { file: 'font-sinhala.css', family: 'Noto Sans Sinhala', subset: 'sinhala', name: 'සිංහල', letter: 'ක' },
  { file: 'font-tamil.css', family: 'Noto Sans Tamil', subset: 'tamil', name: 'தமிழ்', letter: 'க' },
];

describe.each(SCRIPTS)('$file', ({ file, family, subset, letter }) => {
  const declared = faces(read(file));
  const require = createRequire(join(STYLES, file));

  it("declares the script subset's woff2 in the regular and bold weights, swapping in", () => {
    expect(declared.map((face) => face['font-weight'])).toEqual(['400', '700']);
    for (const face of declared) {
      expect(face['font-family']).toBe(`'${family}'`);
      expect(face['font-display']).toBe('swap');
      const [, file] = /^url\('([^']+)'\) format\('woff2'\)$/.exec(sources(face).at(-1)!) ?? [];
      expect(file).toMatch(
        new RegExp(`^@fontsource/[a-z-]+/files/[a-z-]+-${subset}-${face['font-weight']}-normal\\.woff2$`),
      );
      // The file is there to be bundled (the package is installed).
      expect(() => require.resolve(file!)).not.toThrow();
    }
  });

  it("names the device's own Noto face (static or variable) before the download, so a phone that has it fetches nothing", () => {
    const postScript = family.replace(/ /g, '');
    const [regular, bold] = declared.map(sources);
    for (const [face, style] of [
      [regular!, 'Regular'],
      [bold!, 'Bold'],
    ] as const) {
      const local = face.slice(0, -1);
      expect(local.every((source) => /^local\('[^']+'\)$/.test(source))).toBe(true);
      expect(local).toContain(`local('${postScript}-${style}')`);
      expect(local).toContain(`local('${family} ${style}')`);
      expect(local).toContain(`local('${postScript}')`);
    }
  });

  it('applies only to its own script, so Latin text never waits on it', () => {
    for (const face of declared) {
      expect(covers(face['unicode-range']!, letter.codePointAt(0)!)).toBe(true);
      for (const latin of 'Aa1 ') expect(covers(face['unicode-range']!, latin.codePointAt(0)!)).toBe(false);
    }
  });
});

describe('language-names.css, in every language', () => {
  const declared = faces(read('language-names.css'));

  it.each(SCRIPTS)("draws $name in $family's own faces, limited to its characters", ({ family, name }) => {
    const own = declared.filter((face) => face['font-family'] === `'${family}'`);
    expect(own.map((face) => face['font-weight'])).toEqual(['400', '700']);
    for (const face of own) {
      expect(face['font-display']).toBe('swap');
      // Kept out of the first stylesheet: fetched only when drawn, and only where the device has no face of its own.
      expect(face.src).toMatch(/\?no-inline'\) format\('woff2'\)$/);
      const style = face['font-weight'] === '700' ? 'Bold' : 'Regular';
      expect(sources(face)).toContain(`local('${family.replace(/ /g, '')}-${style}')`);
      const range = face['unicode-range']!;
      for (const character of name) expect(covers(range, character.codePointAt(0)!)).toBe(true);
      const covered = range.split(',').length;
      expect(covered).toBe(new Set(name).size);
    }
  });

  it("comes first in the page's font stack, ahead of system-ui", () => {
    const base = read('base.css');
    expect(base).toContain("@import './language-names.css';");
    const stack = /body\s*{[^}]*?font-family:([^;]*);/.exec(base)?.[1] ?? '';
    expect(stack.split(',').map((family) => family.trim())).toEqual([
      "'Noto Sans Sinhala'",
      "'Noto Sans Tamil'",
      'system-ui',
      '-apple-system',
      "'Segoe UI'",
      'Roboto',
      "'Noto Sans'",
      'sans-serif',
    ]);
  });
});
