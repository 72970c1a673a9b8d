/**
 * Lambda: each endpoint group's bundle, built with the very options NodejsFunction uses
 * (infra/bundling.ts; the infra tests check the synthesized asset is byte-identical), and its module
 * init time — fresh `node` processes, each timing only `await import(bundle)` with the environment
 * the function gets in the cloud (its configuration, region, role credentials, Lambda's own variables
 * and NODE_OPTIONS). Whatever the bundle leaves external is resolved for real from node_modules, as
 * Lambda resolves it from the runtime's copy; the metafile says which externals load at init.
 *
 * Runs are interleaved across groups (one warm-up round discarded) so a busy moment of the machine
 * spreads over every group instead of landing on one. CPU time of the import is reported beside the
 * wall time: it moves much less when other work shares the machine.
 */
import { execFile } from 'node:child_process';
import { builtinModules } from 'node:module';
import { stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { endpointGroups, type EndpointGroup } from '../functions/groups';
import {
  lambdaEnvironment,
  lambdaEsbuildOptions,
  lambdaLoggingEnvironment,
  lambdaNodeOptions,
  lambdaRuntime,
} from '../infra/bundling';
import { buckets, tables } from '../functions/shared/resources';
import { loggerCostHeader, loggerCostRows, loggerStubPlugin } from './logger-cost';
import { kb, median, ms, percentile, table } from './stats';
import type { BenchSection, TargetCheck } from './types';

const run = promisify(execFile);
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

const SIZE_TARGET_BYTES = 250_000;
const INIT_TARGET_MS = 60;
/** Fresh processes per group (at least 10); BENCH_LAMBDA_RUNS changes it. */
const RUNS = Math.max(10, Number(process.env.BENCH_LAMBDA_RUNS ?? 15));

interface Built {
  group: EndpointGroup;
  file: string;
  bytes: number;
  mapBytes: number;
  /** Bytes of the output by origin. */
  parts: { sdk: number; zod: number; logger: number; app: number; other: number };
  /** Non-built-in modules left external, by how the bundle reaches them. */
  externalsAtInit: string[];
  externalsLazy: string[];
}

interface Sample {
  wall: number;
  cpu: number;
}

const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

function origin(input: string): keyof Built['parts'] {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
  if (!pkg) return input.startsWith('functions/') || input.startsWith('infra/') ? 'app' : 'other';
  // mnemonist and obliterator are the SDK's endpoint cache (DynamoDB endpoint discovery).
  if (/^@(aws-sdk|smithy|aws)\//.test(pkg) || pkg === 'mnemonist' || pkg === 'obliterator') return 'sdk';
  if (pkg.startsWith('@aws-lambda-powertools/')) return 'logger';
  return pkg === 'zod' ? 'zod' : 'other';
}

/** CDK's default externals for a Node 22 runtime: the SDK taken from the runtime's own copy. */
const RUNTIME_SDK_EXTERNALS = ['@aws-sdk/*'];

async function bundle(
  group: EndpointGroup,
  outDir: string,
  overrides: Pick<BuildOptions, 'external' | 'plugins'> = {},
): Promise<Built> {
  const options = lambdaEsbuildOptions(REPO_ROOT, group, outDir);
  const result = await build({ ...options, ...overrides, metafile: true });
  const metafile = result.metafile as Metafile;
  const file = options.outfile as string;
  const output = Object.entries(metafile.outputs).find(([name]) => join(REPO_ROOT, name) === file)?.[1];
  if (!output) throw new Error(`esbuild wrote no ${file}`);
  const parts = { sdk: 0, zod: 0, logger: 0, app: 0, other: 0 };
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) parts[origin(input)] += bytesInOutput;
  const externals = output.imports.filter((entry) => entry.external && !builtins.has(entry.path));
  const unique = (paths: string[]) => [...new Set(paths)].sort();
  return {
    group,
    file,
    bytes: (await stat(file)).size,
    mapBytes: (await stat(`${file}.map`)).size,
    parts,
    externalsAtInit: unique(externals.filter((entry) => entry.kind !== 'dynamic-import').map((entry) => entry.path)),
    externalsLazy: unique(externals.filter((entry) => entry.kind === 'dynamic-import').map((entry) => entry.path)),
  };
}

/** What a function of this group sees in process.env in the cloud (credentials are placeholders). */
function cloudEnvironment(group: EndpointGroup, taskRoot: string): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    ...lambdaEnvironment({
      tableName: (key) => tables[key].localName,
      bucketName: (key) => buckets[key].localName,
      mailFrom: 'EngTech Academy <no-reply@engtech.example>',
      brandName: 'EngTech Academy',
      siteOrigin: 'https://engtech.example',
      originVerify: 'bench-origin-secret',
      examLinkPrefixes: 'https://docs.google.com/forms/,https://forms.gle/',
    }),
    ...lambdaLoggingEnvironment(group),
    AWS_REGION: 'eu-west-1',
    AWS_DEFAULT_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'ASIABENCHMARKPLACEHOLDER',
    AWS_SECRET_ACCESS_KEY: 'bench-placeholder-secret',
    AWS_SESSION_TOKEN: 'bench-placeholder-token',
    AWS_EXECUTION_ENV: `AWS_Lambda_${lambdaRuntime.name}`,
    AWS_LAMBDA_FUNCTION_NAME: `engtech-${group.name}`,
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(group.memoryMB ?? 512),
    AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
    LAMBDA_TASK_ROOT: taskRoot,
    _HANDLER: 'index.handler',
    TZ: ':UTC',
  };
}

// Only the import is timed; the process start and this script's own parse are not.
const IMPORT_SCRIPT = `
const url = process.argv[1];
const cpu0 = process.cpuUsage();
const t0 = performance.now();
await import(url);
const wall = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
process.stdout.write(JSON.stringify({ wall, cpu: (cpu.user + cpu.system) / 1000 }), () => process.exit(0));
`;

async function timeImport(file: string, env: Record<string, string>, cwd: string): Promise<Sample> {
  // --no-warnings: this Node (20) makes the SDK print a "Node 22 will be required" notice that the
  // Node 22 runtime never prints; it is not part of what is measured.
  const { stdout } = await run(
    process.execPath,
    ['--no-warnings', '--input-type=module', '--eval', IMPORT_SCRIPT, pathToFileURL(file).href],
    {
      env,
      cwd,
      timeout: 60_000,
    },
  );
  return JSON.parse(stdout) as Sample;
}

const list = (paths: readonly string[]) => (paths.length === 0 ? 'none' : paths.map((p) => `\`${p}\``).join(', '));

export const section: BenchSection = {
  id: 'lambda',
  async run(context) {
    const built: Built[] = [];
    // The same entries with the SDK left to the runtime, timed in the same rounds: the alternative
    // infra/bundling.ts weighs, measured rather than remembered.
    const runtimeSdk: Built[] = [];
    // And with the logger stubbed out: what structured logging costs each group (bench/logger-cost.ts).
    const noLogger: Built[] = [];
    for (const group of endpointGroups) {
      context.log(`bundling ${group.name}`);
      built.push(await bundle(group, join(context.scratchDir, group.name)));
      runtimeSdk.push(
        await bundle(group, join(context.scratchDir, 'runtime-sdk', group.name), { external: RUNTIME_SDK_EXTERNALS }),
      );
      noLogger.push(
        await bundle(group, join(context.scratchDir, 'no-logger', group.name), { plugins: [loggerStubPlugin] }),
      );
    }
    const timed = built.flatMap((b, index) => [b, noLogger[index]!, runtimeSdk[index]!]);

    const samples = new Map<string, Sample[]>(timed.map((b) => [b.file, []]));
    const environments = new Map(
      built.map((b) => [b.group.name, cloudEnvironment(b.group, join(context.scratchDir, b.group.name))]),
    );
    const emptyModule = join(context.scratchDir, 'empty.mjs');
    await writeFile(emptyModule, 'export {};\n');
    const floor: Sample[] = [];
    context.log(`timing ${RUNS} fresh imports per group (+1 warm-up round)`);
    for (let round = 0; round <= RUNS; round += 1) {
      for (const b of timed) {
        const env = environments.get(b.group.name) as Record<string, string>;
        const sample = await timeImport(b.file, env, join(b.file, '..'));
        if (round > 0) samples.get(b.file)?.push(sample);
      }
      const sample = await timeImport(
        emptyModule,
        environments.get(built[0]!.group.name) as Record<string, string>,
        context.scratchDir,
      );
      if (round > 0) floor.push(sample);
    }

    const targets: TargetCheck[] = [];
    const rows = built.map((b) => {
      const wall = (samples.get(b.file) ?? []).map((s) => s.wall);
      const cpu = (samples.get(b.file) ?? []).map((s) => s.cpu);
      const sizeMet = b.bytes <= SIZE_TARGET_BYTES;
      const initMet = median(wall) <= INIT_TARGET_MS;
      targets.push(
        {
          name: `\`${b.group.name}\` bundle`,
          target: `≤ ${kb(SIZE_TARGET_BYTES)}`,
          measured: kb(b.bytes),
          met: sizeMet,
        },
        {
          name: `\`${b.group.name}\` init (median)`,
          target: `≤ ${ms(INIT_TARGET_MS)}`,
          measured: ms(median(wall)),
          met: initMet,
        },
      );
      return [
        `\`${b.group.name}\``,
        kb(b.bytes),
        `${kb(b.parts.sdk)} / ${kb(b.parts.zod)} / ${kb(b.parts.logger)} / ${kb(b.parts.app)} / ${kb(b.parts.other)}`,
        ms(median(wall)),
        ms(percentile(wall, 90)),
        `${ms(Math.min(...wall))} – ${ms(Math.max(...wall))}`,
        ms(median(cpu)),
        sizeMet ? 'met' : '**MISSED**',
        initMet ? 'met' : '**MISSED**',
      ];
    });

    const alternativeRows = runtimeSdk.map((b, index) => {
      const wall = (samples.get(b.file) ?? []).map((s) => s.wall);
      const ours = (samples.get(built[index]!.file) ?? []).map((s) => s.cpu);
      const cpu = (samples.get(b.file) ?? []).map((s) => s.cpu);
      return [
        `\`${b.group.name}\``,
        kb(b.bytes),
        ms(median(wall)),
        ms(median(cpu)),
        `${(median(cpu) / median(ours)).toFixed(1)}×`,
      ];
    });
    const atInit = [...new Set(built.flatMap((b) => b.externalsAtInit))].sort();
    const lazy = [...new Set(built.flatMap((b) => b.externalsLazy))].sort();
    const markdown = [
      `Each group's entry is bundled with the options \`NodejsFunction\` gets (infra/bundling.ts: minified ESM for \`${lambdaRuntime.name}\`, source map beside it); sizes are of \`index.mjs\` (1 KB = 1000 B). Init time is \`await import(bundle)\` in a fresh \`node\` ${process.version} process, ${RUNS} runs per group after one discarded warm-up round, with the function's cloud environment (table and bucket variables, ${lambdaNodeOptions ? `\`NODE_OPTIONS=${lambdaNodeOptions}\`` : 'no `NODE_OPTIONS`'}, region, role credentials, \`AWS_LAMBDA_*\`). The Lambda runtime runs Node 22 on ARM; read the times against this machine, not as cloud figures.`,
      '',
      `External modules loaded at init (resolved from node_modules, as Lambda would from its runtime copy): ${list(atInit)}. External but only reached by a lazy \`import()\` never taken on Lambda (the SDK's credential sources for environments without credentials in variables; the event-stream codec, left out of the groups without S3, whose clients have no event-stream operation): ${list(lazy)}.`,
      '',
      table(
        [
          'Group',
          'Bundle',
          'SDK / zod / logger / app / other',
          'Init median',
          'p90',
          'min – max',
          'CPU median',
          `≤ ${kb(SIZE_TARGET_BYTES)}`,
          `≤ ${ms(INIT_TARGET_MS)}`,
        ],
        rows,
      ),
      '',
      `For comparison, the same entries with the SDK taken from the runtime (CDK's default for Node 22, \`${RUNTIME_SDK_EXTERNALS.join(', ')}\` external; the timed import loads it from node_modules: ${list([...new Set(runtimeSdk.flatMap((b) => b.externalsAtInit))].slice(0, 6))}…), timed in the same rounds. The bundles are within the size target, but the runtime's copy is the SDK's whole-package CommonJS build, so init costs a multiple of the bundled SDK's (and the deployed code would run whatever SDK release the runtime carries; see infra/bundling.ts):`,
      '',
      table(['Group', 'Bundle', 'Init median', 'CPU median', 'CPU vs bundled SDK'], alternativeRows),
      '',
      `Structured logging (functions/shared/logger.ts): each entry bundled once more with \`@aws-lambda-powertools/logger\` and its middy middleware replaced by no-op stubs of the same shape, and imported right after the real bundle in every round. The logger's share is the bundle difference (the "logger" part above is the Powertools packages alone; the stubbed build also drops what only they pull in); the init and CPU differences are medians of the per-round differences (real − stubbed):`,
      '',
      table(
        loggerCostHeader,
        loggerCostRows(
          built.map((b, index) => ({
            group: b.group.name,
            bytes: b.bytes,
            stubBytes: noLogger[index]!.bytes,
            real: samples.get(b.file) ?? [],
            stub: samples.get(noLogger[index]!.file) ?? [],
          })),
        ),
      ),
      '',
      `Floor: importing an empty module the same way took ${ms(median(floor.map((s) => s.wall)))} (median). Source maps (${lambdaNodeOptions?.includes('--enable-source-maps') ? 'loaded at init because of `--enable-source-maps`' : 'in the asset, not loaded at init: no `--enable-source-maps`'}): ${built.map((b) => `${b.group.name} ${kb(b.mapBytes)}`).join(', ')}.`,
    ].join('\n');
    return { title: 'Lambda: bundle size and module init', markdown, targets };
  },
};
