/**
 * `npm test`'s suites in two Vitest processes at once: the browser journeys (e2e) in one, every other
 * suite in the other. In one process Vitest runs a project limited to one file at a time (the browser
 * journeys share one local stack and its clock) only after every other file has finished, and on a
 * 2-core machine its default of one worker per spare core runs the rest one file at a time too: the
 * whole run was serial. The journeys spend most of their time waiting on Chromium and the local
 * stack, so the other suites fit beside them.
 *
 * Each line is prefixed with its half; the run fails when either half does. Extra arguments (a file
 * filter, `-t`) go to both halves, and a half with no matching file passes.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const HALVES = [
  { label: 'browser', projects: ['e2e'] },
  { label: 'others ', projects: ['unit', 'integration', 'infra', 'web'] },
] as const;

const root = fileURLToPath(new URL('..', import.meta.url));
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));

function run(label: string, projects: readonly string[]): Promise<number> {
  const args = [
    vitest,
    'run',
    '--config',
    'tests/vitest.config.ts',
    '--passWithNoTests',
    ...projects.flatMap((project) => ['--project', project]),
    ...process.argv.slice(2),
  ];
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => to.write(`${label} | ${line}\n`));
  }
  return new Promise((resolve) => {
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const started = Date.now();
const codes = await Promise.all(HALVES.map(({ label, projects }) => run(label, projects)));
const failed = HALVES.filter((_, index) => codes[index] !== 0).map(({ label }) => label.trim());
console.log(
  `\nAll suites ${failed.length === 0 ? 'passed' : `failed (${failed.join(', ')})`} in ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(failed.length === 0 ? 0 : 1);
