/**
 * Lighthouse (npm `lighthouse`, its default config: mobile form factor, Moto G Power screen, simulated
 * slow 4G and 4× CPU slowdown) driving Debian's Chromium through chrome-launcher, on every visitor
 * page in each of the site's languages, the browsers having a phone's Sinhala and Tamil system faces
 * (./phone-fonts). Each page runs RUNS times; the verdict is the median score, reported with the
 * spread (./lighthouse-summary). The calibration task is timed right before and right after the runs,
 * so that the scores can be read against how busy the shared machine was.
 */
import { LANGUAGES } from '../web/src/i18n/translation';
import {
  CALIBRATION_HOW_TO,
  CALIBRATION_TASK,
  describeCalibration,
  measureCalibration,
  type Calibration,
} from './calibration';
import { openLighthouse, type LighthouseBrowser } from './lighthouse-run';
import { LANGUAGE_NAMES, renderTables, summarise, targets, type PageRuns, type Run } from './lighthouse-summary';
import { phoneFontEnv } from './phone-fonts';
import type { BenchSection } from './types';

const PAGES = ['/', '/classes', '/videos'] as const;
const RUNS = 5;

export const section: BenchSection = {
  id: 'lighthouse',
  async run(ctx) {
    const started = Date.now();
    const before: Calibration = measureCalibration();
    ctx.log(`calibration before: ${describeCalibration(before)}`);
    const env = await phoneFontEnv(ctx.scratchDir, ctx.log);
    const browsers: Array<[(typeof LANGUAGES)[number], LighthouseBrowser]> = [];
    const runs = new Map<string, Run[]>();
    let version = '';
    try {
      for (const language of LANGUAGES) browsers.push([language, await openLighthouse(ctx, language, env)]);
      // Round by round over the languages and pages, so that a change in the machine's load falls on
      // every page in every language alike.
      for (let i = 0; i < RUNS; i += 1) {
        for (const [language, browser] of browsers) {
          for (const path of PAGES) {
            const { run, version: used } = await browser.measure(path);
            version = used;
            const key = `${language} ${path}`;
            runs.set(key, [...(runs.get(key) ?? []), run]);
            ctx.log(`${path} in ${LANGUAGE_NAMES[language]} run ${i + 1}: performance ${run.scores.performance}`);
          }
        }
      }
    } finally {
      for (const [, browser] of browsers) browser.close();
    }
    const retried = browsers.reduce((total, [, browser]) => total + browser.retried(), 0);
    const measured: PageRuns[] = LANGUAGES.flatMap((language) =>
      PAGES.map((path) => ({ path, language, runs: runs.get(`${language} ${path}`) ?? [] })),
    );
    const fontFiles = measured.flatMap((page) => page.runs).reduce((total, run) => total + run.scriptFontFiles, 0);
    const after: Calibration = measureCalibration();
    ctx.log(`calibration after: ${describeCalibration(after)}`);

    const minutes = ((Date.now() - started) / 60_000).toFixed(1);
    const pages = measured.map(summarise);
    const warnings = [...new Set(measured.flatMap((page) => page.runs.flatMap((r) => r.warnings)))];
    const markdown = [
      `Lighthouse ${version} with its default configuration — mobile form factor, simulated slow 4G (150 ms RTT, 1.6 Mbit/s) and 4× CPU`,
      `slowdown — driving ${ctx.chromiumPath} (headless, flags as in tests/support/chromium.ts) against the production build.`,
      `Each page ran ${RUNS} times per language as a first visit (storage reset before each run), the browser asking for the`,
      'language (`--accept-lang`, which the site follows when nothing is stored); a page counts as shown in Sinhala or Tamil',
      "when it fetched that language's texts, and in English when it fetched neither. The languages and pages take turns, run by run.",
      "The browsers have the Sinhala and Tamil system faces an Android phone ships (Noto Sans Sinhala and Noto Sans Tamil, from Debian's",
      `fonts-noto-core), as the emulated phone would: Sinhala or Tamil font files downloaded in all the runs: ${fontFiles}.`,
      `The verdict is the median performance score, the spread its lowest and highest of the ${RUNS} runs; the other figures`,
      'come from the median run, one real page load.',
      `Runs Lighthouse lost (no trace recorded) and ran again: ${retried}. The section took ${minutes} minutes.`,
      '',
      `Calibration (${CALIBRATION_TASK}, bench/calibration.ts): ${describeCalibration(before)} right before the Lighthouse runs,`,
      `${describeCalibration(after)} right after. ${CALIBRATION_HOW_TO} Lighthouse's own benchmarkIndex, taken at`,
      'every run (higher is faster), shows the same within the runs: its simulated throttling scales what the busy host took.',
      '',
      renderTables(pages, RUNS),
      ...(warnings.length ? ['', 'Lighthouse warnings:', '', ...warnings.map((w) => `- ${w}`)] : []),
    ].join('\n');
    return { title: 'Lighthouse (mobile)', markdown, targets: targets(pages, RUNS) };
  },
};
