/**
 * axe-core over the jsdom document, for the screens whose states only a web test can reach (e.g.
 * the live player mid-question, driven by a fake socket). jsdom computes no layout or colours, so
 * the colour-contrast rule is left to the browser accessibility tests; the rest run as there, and
 * only serious or critical findings fail, as in tests/e2e/axe.ts.
 */
import axe from 'axe-core';

export async function blockingViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
