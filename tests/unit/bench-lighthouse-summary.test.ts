import { shownIn, summarise, targets, type Run } from '../../bench/lighthouse-summary';
import type { Language } from '../../web/src/i18n/translation';

const run = (performance: number, lcp: number, scriptsShown: Language[] = []): Run => ({
  scores: { performance, accessibility: 100, 'best-practices': 100 },
  lcp,
  fcp: 1500,
  cls: 0,
  tbt: 10,
  speedIndex: 1600,
  lcpElement: 'p.hero__text',
  benchmarkIndex: 1500,
  scriptsShown,
  scriptFontFiles: 0,
  warnings: [],
});

describe('summarise', () => {
  it('takes the run with the median score, with the lowest and highest score as the spread', () => {
    const summary = summarise({
      path: '/',
      language: 'en',
      runs: [run(97, 2300), run(99, 1900), run(93, 2800), run(98, 2000), run(96, 2400)],
    });
    expect(summary.median.scores.performance).toBe(97);
    expect(summary.median.lcp).toBe(2300);
    expect([summary.min, summary.max]).toEqual([93, 99]);
  });

  it('takes the earlier of runs that tie on the median score', () => {
    const summary = summarise({ path: '/', language: 'en', runs: [run(98, 2100), run(98, 1900), run(97, 2000)] });
    expect(summary.median.lcp).toBe(2100);
  });

  it('counts a page as shown in a language only when every run was', () => {
    const runs = [run(98, 2000, ['si']), run(98, 2000, ['si']), run(98, 2000, [])];
    expect(summarise({ path: '/', language: 'si', runs }).shown).toBe(false);
    expect(summarise({ path: '/', language: 'si', runs: runs.slice(0, 2) }).shown).toBe(true);
  });
});

describe('shownIn', () => {
  it("takes English as fetching neither language's texts, and Sinhala or Tamil as fetching its own alone", () => {
    expect(shownIn(run(98, 2000), 'en')).toBe(true);
    expect(shownIn(run(98, 2000, ['ta']), 'en')).toBe(false);
    expect(shownIn(run(98, 2000, ['ta']), 'ta')).toBe(true);
    expect(shownIn(run(98, 2000, ['si', 'ta']), 'ta')).toBe(false);
  });
});

describe('targets', () => {
  it('judges the median score against 95 and reports the spread beside it', () => {
    const pages = [
      summarise({ path: '/classes', language: 'ta', runs: [run(96, 2000, ['ta']), run(94, 2000, ['ta'])] }),
      summarise({ path: '/videos', language: 'si', runs: [run(99, 2000, [])] }),
    ];
    expect(targets(pages, 5)).toEqual([
      {
        name: 'Lighthouse performance `/classes` in Tamil (mobile, median of 5)',
        target: '≥ 95',
        measured: '94 (spread 94–96)',
        met: false,
      },
      {
        name: 'Lighthouse performance `/videos` in Sinhala (mobile, median of 5)',
        target: '≥ 95',
        measured: 'not shown in Sinhala',
        met: false,
      },
    ]);
  });
});
