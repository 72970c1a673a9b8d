/**
 * A Vitest reporter that ends every run with the ten slowest test files and each one's time (its
 * environment, setup files, import, tests and hooks), so a slow file shows where it is, whatever layer
 * was run. The default reporter still prints every file as it finishes.
 */
import { relative } from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

const SHOWN = 10;

function fileTime(module: TestModule): number {
  const { environmentSetupDuration, prepareDuration, setupDuration, collectDuration, duration } = module.diagnostic();
  return environmentSetupDuration + prepareDuration + setupDuration + collectDuration + duration;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

export default class SlowestFiles implements Reporter {
  private root = process.cwd();

  onInit(vitest: Vitest): void {
    this.root = vitest.config.root;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const slowest = modules
      .map((module) => ({ module, ms: fileTime(module) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SHOWN);
    if (slowest.length === 0) return;
    const lines = slowest.map(
      ({ module, ms }) => `${seconds(ms)}  ${module.project.name.padEnd(11)} ${relative(this.root, module.moduleId)}`,
    );
    process.stdout.write(`\nSlowest test files (environment, setup, import, tests and hooks):\n${lines.join('\n')}\n`);
  }
}
