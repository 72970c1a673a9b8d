import { languageTargets } from '../../bench/web-languages';
import type { Fetched, FetchedFont, Load } from '../../bench/web-load';
import type { Language } from '../../web/src/i18n/translation';

const js = (file: string, body: number): Fetched => ({
  file,
  kind: 'js',
  transferred: body + 300,
  body,
  encoding: 'gzip',
  admin: false,
});
const font = (script: string, weight: number, body: number): FetchedFont => ({
  file: `assets/noto-sans-${script}-${script}-${weight}-normal-Ab12.woff2`,
  body,
});
const nameFont = (script: string, weight: number): FetchedFont => ({
  file: `assets/noto-sans-${script}-language-name-${weight}-Cd34.woff2`,
  body: 1_600,
});
const load = (stored: Language, htmlLang: string, files: Fetched[], fonts: FetchedFont[] = []): Load => ({
  path: '/',
  who: 'visitor',
  encoding: 'gzip',
  stored,
  htmlLang,
  files,
  fonts,
});

const ENGLISH = load('en', 'en', [js('assets/index.js', 88_000), js('assets/Home.js', 2_000)]);
const verdicts = (loads: Load[]) => Object.fromEntries(languageTargets(loads).map((t) => [t.name, t]));

describe('the web section per language', () => {
  it('meets every target when each language adds its pack and its own fonts within budget', () => {
    const sinhala = load(
      'si',
      'si',
      [...ENGLISH.files, js('assets/si.js', 12_000)],
      [font('sinhala', 400, 35_400), font('sinhala', 700, 35_800)],
    );
    const tamil = load(
      'ta',
      'ta',
      [...ENGLISH.files, js('assets/ta.js', 14_000)],
      [font('tamil', 400, 14_600), nameFont('sinhala', 700)],
    );
    // The switcher's language names are drawn in every language, English too.
    const english = { ...ENGLISH, fonts: [nameFont('sinhala', 700), nameFont('tamil', 700)] };
    const targets = verdicts([english, sinhala, tamil]);
    expect(Object.values(targets).every((t) => t.met)).toBe(true);
    expect(targets['`/` JS Sinhala adds over English (gzip)']!.measured).toBe('12.0 KB (102.0 KB in all)');
    expect(targets['Sinhala font per weight (woff2)']!.measured).toBe('400: 35.4 KB, 700: 35.8 KB');
  });

  it('misses where a language is not shown, adds too much, or fetches a heavy or foreign font', () => {
    const notSinhala = load('si', 'en', ENGLISH.files);
    const heavyTamil = load(
      'ta',
      'ta',
      [...ENGLISH.files, js('assets/ta.js', 15_100)],
      [font('tamil', 400, 40_100), font('sinhala', 400, 35_400)],
    );
    const targets = verdicts([ENGLISH, notSinhala, heavyTamil]);
    expect(targets['`/` JS Sinhala adds over English (gzip)']).toMatchObject({
      met: false,
      measured: 'not shown in Sinhala (`<html lang="en">`)',
    });
    expect(targets['Sinhala font per weight (woff2)']!.met).toBe(false);
    expect(targets['`/` JS Tamil adds over English (gzip)']!.met).toBe(false);
    expect(targets['Tamil font per weight (woff2)']!.met).toBe(false);
    expect(targets['Tamil font per weight (woff2)']!.measured).toContain('also fetched');
  });

  it('misses when English fetches a font, or a language shown fetches none', () => {
    const englishWithFont = load('en', 'en', ENGLISH.files, [font('sinhala', 400, 35_400)]);
    const bareSinhala = load('si', 'si', ENGLISH.files);
    const targets = verdicts([englishWithFont, bareSinhala, load('ta', 'ta', ENGLISH.files)]);
    expect(targets['Sinhala or Tamil font files fetched by `/` in English']!.met).toBe(false);
    expect(targets['Sinhala font per weight (woff2)']).toMatchObject({ met: false, measured: 'no font fetched' });
  });
});
