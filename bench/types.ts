/**
 * What every benchmark section gets and gives back. A section measures one thing, renders its own
 * Markdown (tables with the figures) and states each of its targets as met or missed; bench/run.ts
 * puts the sections together into bench/REPORT.md.
 */
import type { AdminCredentials } from '../local/config';
import type { LocalStack } from '../local/stack';

export interface BenchContext {
  /** The local stack under test, serving the production web build. */
  stack: LocalStack;
  /** e.g. http://127.0.0.1:3300 — the site and /api. */
  baseUrl: string;
  sesUrl: string;
  admin: AdminCredentials;
  /** Debian's Chromium (CHROMIUM_PATH overrides). */
  chromiumPath: string;
  /** The production web build the stack serves. */
  webDist: string;
  /** Scratch space for the section (removed after the run). */
  scratchDir: string;
  log(line: string): void;
}

export interface TargetCheck {
  /** e.g. "`/` initial JS (gzip)". */
  name: string;
  /** e.g. "≤ 90 KB". */
  target: string;
  /** e.g. "84.2 KB". */
  measured: string;
  met: boolean;
}

export interface SectionResult {
  title: string;
  /** Markdown body: how it was measured, then the tables. */
  markdown: string;
  targets: TargetCheck[];
}

export interface BenchSection {
  /** Short name for `npm run bench -- --only <id>,<id>`. */
  id: string;
  run(context: BenchContext): Promise<SectionResult>;
}
