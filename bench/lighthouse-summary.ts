/**
 * The Lighthouse section's verdicts and tables from its runs. The verdict for a page is the median
 * performance score of its runs, because one run on a busy two-core machine can be off by several
 * points; the spread (lowest to highest score) shows how far apart the runs were. The detail figures
 * come from the median run itself, so they stay together as one real page load.
 */
import type { Language } from '../web/src/i18n/translation';
import { ms, table } from './stats';
import type { TargetCheck } from './types';

export const PERFORMANCE_TARGET = 95;
export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

export interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  fcp: number;
  cls: number;
  tbt: number;
  speedIndex: number;
  lcpElement: string;
  /**
   * Lighthouse's own measure of the host's speed at the run (`environment.benchmarkIndex`, higher is
   * faster): its simulated throttling scales what it observed, so a busy host lowers the score.
   */
  benchmarkIndex: number;
  /** The languages whose texts the page fetched: what the visitor was shown, not what was asked. */
  scriptsShown: Language[];
  /** Sinhala or Tamil woff2 files the page downloaded: none where the device has the script's face. */
  scriptFontFiles: number;
  warnings: string[];
}

/** Whether a run showed the page in the language its browser asked for. */
export const shownIn = (run: Run, language: Language): boolean =>
  language === 'en' ? run.scriptsShown.length === 0 : run.scriptsShown.join() === language;

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', si: 'Sinhala', ta: 'Tamil' };

export interface PageRuns {
  path: string;
  language: Language;
  runs: readonly Run[];
}

export interface PageSummary extends PageRuns {
  /** The run with the median performance score (of an odd number of runs, the middle one). */
  median: Run;
  min: number;
  max: number;
  /** Every run showed the page in the language asked for. */
  shown: boolean;
}

export function summarise(page: PageRuns): PageSummary {
  if (page.runs.length === 0) throw new Error(`no Lighthouse run of ${page.path}`);
  const scores = page.runs.map((r) => r.scores.performance);
  // A stable sort: among equal scores the earlier run is taken, as a tie changes no figure's verdict.
  const sorted = [...page.runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return {
    ...page,
    median: sorted[Math.ceil(sorted.length / 2) - 1]!,
    min: Math.min(...scores),
    max: Math.max(...scores),
    shown: page.runs.every((r) => shownIn(r, page.language)),
  };
}

const code = (text: string) => `\`${text.replace(/`/g, "'").replace(/\|/g, '\\|')}\``;
const range = (low: number, high: number, format: (n: number) => string) =>
  low === high ? format(low) : `${format(low)}–${format(high)}`;
const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2)} s`;

export function targets(pages: readonly PageSummary[], runs: number): TargetCheck[] {
  return pages.map((page) => {
    const score = page.median.scores.performance;
    const language = LANGUAGE_NAMES[page.language];
    return {
      name: `Lighthouse performance ${code(page.path)} in ${language} (mobile, median of ${runs})`,
      target: `≥ ${PERFORMANCE_TARGET}`,
      measured: page.shown ? `${score} (spread ${range(page.min, page.max, String)})` : `not shown in ${language}`,
      met: page.shown && score >= PERFORMANCE_TARGET,
    };
  });
}

export function renderTables(pages: readonly PageSummary[], runs: number): string {
  const scores = table(
    [
      'Page',
      'Language',
      `Performance (median of ${runs})`,
      'Spread (min–max)',
      `Performance of the ${runs} runs`,
      'LCP (median run)',
      'TBT (median run)',
      `LCP of the ${runs} runs (min–max)`,
      'Lighthouse benchmarkIndex (min–max)',
    ],
    pages.map((page) => {
      const lcps = page.runs.map((r) => r.lcp);
      const indices = page.runs.map((r) => r.benchmarkIndex);
      return [
        code(page.path),
        page.shown ? LANGUAGE_NAMES[page.language] : `**not shown in ${LANGUAGE_NAMES[page.language]}**`,
        String(page.median.scores.performance),
        range(page.min, page.max, String),
        page.runs.map((r) => r.scores.performance).join(', '),
        ms(page.median.lcp),
        ms(page.median.tbt),
        range(Math.min(...lcps), Math.max(...lcps), seconds),
        range(Math.min(...indices), Math.max(...indices), (n) => n.toFixed(0)),
      ];
    }),
  );
  const details = table(
    ['Page', 'Language', 'Accessibility', 'Best practices', 'CLS', 'FCP', 'Speed Index', 'LCP element'],
    pages.map((page) => [
      code(page.path),
      LANGUAGE_NAMES[page.language],
      String(page.median.scores.accessibility),
      String(page.median.scores['best-practices']),
      page.median.cls.toFixed(3),
      ms(page.median.fcp),
      ms(page.median.speedIndex),
      code(page.median.lcpElement),
    ]),
  );
  return [scores, '', 'The median run of each page in detail:', '', details].join('\n');
}
