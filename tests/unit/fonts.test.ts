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

describe.each([
  { file: 'font-sinhala.css', family: 'Noto Sans Sinhala', subset: 'sinhala', lang: 'si' },
  { file: 'font-tamil.css', family: 'Noto Sans Tamil', subset: 'tamil', lang: 'ta' },
])('$file', ({ file, family, subset, lang }) => {
  const css = readFileSync(join(STYLES, file), 'utf8');
  const imports = [...css.matchAll(/@import '([^']+)'/g)].map((m) => m[1]!);

  it("imports only the script's own subset, in the regular and bold weights", () => {
    const pkg = `@fontsource/${family.toLowerCase().replaceAll(' ', '-')}`;
    expect(imports).toEqual([`${pkg}/${subset}-400.css`, `${pkg}/${subset}-700.css`]);
  });

  it(`puts ${family} first for text in lang="${lang}"`, () => {
    expect(css).toMatch(new RegExp(`body:lang\\(${lang}\\)\\s*{\\s*font-family:\\s*'${family}',`));
  });

  it('declares faces that swap in, as woff2, for the subset it names', () => {
    const require = createRequire(join(STYLES, file));
    for (const specifier of imports) {
      const face = readFileSync(require.resolve(specifier), 'utf8');
      expect(face).toContain(`font-family: '${family}'`);
      expect(face).toContain('font-display: swap');
      expect(face).toMatch(new RegExp(`url\\(\\./files/[a-z-]+-${subset}-\\d00-normal\\.woff2\\) format\\('woff2'\\)`));
      expect(face).not.toContain('latin');
    }
  });
});
