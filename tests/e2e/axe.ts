/**
 * axe-core in a page driven by playwright-core. The site's CSP allows only its own scripts, so axe is
 * not added as a <script> tag (that would be refused, and rightly): its source is evaluated through
 * the DevTools protocol (page.evaluate), which a page's CSP does not govern. Nothing about the site
 * is loosened for the test. Free of vitest, so a script or the bench can use it too.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let source: string | undefined;
const axeSource = (): string => (source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

/** The impacts that fail a page: a user of assistive technology is blocked or badly hindered. */
export const BLOCKING_IMPACTS: ReadonlySet<ImpactValue> = new Set<ImpactValue>(['serious', 'critical']);

export interface AxeFinding {
  rule: string;
  impact: ImpactValue;
  help: string;
  targets: string[];
  /** axe's own explanation for the first node, e.g. the measured contrast ratio. */
  summary: string;
}

/** axe-core's global once injected (the page's own code never defines it). */
declare global {
  interface Window {
    axe?: { run(context: unknown, options: RunOptions): Promise<AxeResults> };
  }
}

async function inject(page: Page): Promise<void> {
  // A full navigation drops it; SPA route changes keep it, so most checks skip parsing axe again.
  if (await page.evaluate(() => typeof window.axe !== 'undefined')) return;
  await page.evaluate(axeSource());
}

const toFinding = (violation: Result): AxeFinding => ({
  rule: violation.id,
  impact: violation.impact ?? 'minor',
  help: violation.help,
  targets: violation.nodes.map((node) => node.target.map(String).join(' >> ')),
  summary: (violation.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
});

/**
 * Runs every axe rule (WCAG 2.x A/AA and best practices) over the whole document and returns the
 * violations whose impact is serious or critical. Transitions are finished first, so colours are
 * measured as the user finally sees them, not half-way through a fade.
 */
export async function blockingViolations(page: Page): Promise<AxeFinding[]> {
  await inject(page);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await page.evaluate(() =>
    window.axe!.run(document, {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    }),
  );
  return results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? 'minor')).map(toFinding);
}

/** One readable block per finding: where (route, role, width, state), which rule, which elements. */
export function describeFindings(where: string, findings: AxeFinding[]): string {
  return findings
    .map(
      (f) =>
        `${where}\n  ${f.rule} (${f.impact}): ${f.help}\n  targets: ${f.targets.slice(0, 8).join(' | ')}${f.targets.length > 8 ? ` (+${f.targets.length - 8} more)` : ''}\n  ${f.summary}`,
    )
    .join('\n');
}
