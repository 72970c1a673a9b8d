/**
 * One Chromium for Lighthouse per language, and one Lighthouse run read into the figures the section
 * reports. Lighthouse resets the origin's storage before every run, so a language stored on the
 * device (as the web section sets it) would be gone by the time the page loads; the browser's own
 * preferred language (`--accept-lang`, which sets `navigator.languages`) survives the reset and is
 * what the site falls back to for a first visit.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Language } from '../web/src/i18n/translation';
import { CHROMIUM_FLAGS } from '../tests/support/chromium';
import { CATEGORIES, type Run } from './lighthouse-summary';
import type { BenchContext } from './types';

const MAX_ATTEMPTS = 3;

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

/**
 * A language's texts (i18n/packs/si.ts, ta.ts, built as `assets/si-<hash>.js`): fetched only once the
 * app has picked that language, so they show what the visitor was shown, not what was asked.
 */
const PACKS: ReadonlyArray<readonly [Language, RegExp]> = [
  ['si', /\/assets\/si-[\w-]+\.js$/],
  ['ta', /\/assets\/ta-[\w-]+\.js$/],
];
/** A script's full font files; the switcher's small language-name faces load in every language. */
const SCRIPT_FONT = /\/assets\/noto-sans-(sinhala|tamil)-\1-\d00-normal-[\w-]+\.woff2$/;

export function readRun(lhr: Result['lhr']): Run {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  // Lighthouse 13 names the LCP element in the LCP breakdown insight, as a node item.
  const insight = lhr.audits['lcp-breakdown-insight']?.details as
    { items?: Array<{ type?: string; selector?: string }> } | undefined;
  const snippet = insight?.items?.find((item) => item.type === 'node')?.selector ?? '—';
  const requests = lhr.audits['network-requests']?.details as { items?: Array<{ url?: string }> } | undefined;
  const urls = (requests?.items ?? []).map((item) => item.url ?? '');
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
    },
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    speedIndex: audit('speed-index'),
    lcpElement: snippet.length > 70 ? `${snippet.slice(0, 67)}…` : snippet,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scriptsShown: PACKS.filter(([, pack]) => urls.some((url) => pack.test(url))).map(([language]) => language),
    scriptFontFiles: urls.filter((url) => SCRIPT_FONT.test(url)).length,
    warnings: lhr.runWarnings,
  };
}

export interface LighthouseBrowser {
  /** One run of `path`, run again if Lighthouse lost its trace; `version` is Lighthouse's. */
  measure(path: string): Promise<{ run: Run; version: string }>;
  /** Runs Lighthouse lost (no trace recorded) and ran again. */
  retried(): number;
  close(): void;
}

/** `env` is the browser's environment: the bench gives it a phone's system fonts (phone-fonts.ts). */
export async function openLighthouse(
  ctx: BenchContext,
  language: Language,
  env: NodeJS.ProcessEnv,
): Promise<LighthouseBrowser> {
  // chrome-launcher writes its logs into the profile directory before Chromium would create it.
  const userDataDir = join(ctx.scratchDir, language);
  await mkdir(userDataDir, { recursive: true });
  const chrome: LaunchedChrome = await launch({
    chromePath: ctx.chromiumPath,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS, `--accept-lang=${language}`],
    userDataDir,
    envVars: env,
  });
  let retried = 0;
  return {
    // Lighthouse sometimes loses a run's trace (NO_NAVSTART, NO_FCP) on a busy machine: such a run
    // measured nothing, so it is run again (at most MAX_ATTEMPTS times) and the report says how often.
    async measure(path) {
      for (let attempt = 1; ; attempt += 1) {
        const result = await lighthouse(new URL(path, ctx.baseUrl).href, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const failure = result.lhr.runtimeError;
        if (!failure) return { run: readRun(result.lhr), version: result.lhr.lighthouseVersion };
        if (attempt >= MAX_ATTEMPTS)
          throw new Error(`Lighthouse failed on ${path} (${language}) ${attempt} times: ${failure.message}`);
        retried += 1;
        ctx.log(`${path} (${language}): run lost (${failure.code}), running it again`);
      }
    },
    retried: () => retried,
    close: () => chrome.kill(),
  };
}
