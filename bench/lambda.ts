/**
 * Lambda: each endpoint group's bundle, built with the very options NodejsFunction uses
 * (infra/bundling.ts; the infra tests check the synthesized asset is byte-identical), and its module
 * init time — fresh `node` processes, each timing only `await import(bundle)` with the environment
 * the function gets in the cloud (bench/lambda-init.ts). Whatever the bundle leaves external is
 * resolved for real from node_modules, as Lambda resolves it from the runtime's copy; the metafile
 * says which externals load at init.
 *
 * Init is judged against the same group built the CDK default way (the SDK external, taken from the
 * runtime), timed in the same rounds: an absolute budget in milliseconds would measure this
 * machine's speed at the moment as much as the code, while the ratio of two builds timed side by side
 * shares the machine's noise. Sizes are reported without a target: what a group weighs is set by the
 * SDK clients it must use, and cold start is what users feel.
 *
 * Runs are interleaved across groups and variants (one warm-up round discarded), in reverse order
 * every other round, so a busy moment of the machine and the position in a round spread over every
 * build instead of landing on one. CPU time of the import is reported beside the wall time.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { endpointGroups } from '../functions/groups';
import { lambdaNodeOptions, lambdaRuntime } from '../infra/bundling';
import { bundle, RUNTIME_SDK_EXTERNALS, type Built } from './lambda-bundle';
import { cloudEnvironment, timeImport, type Sample } from './lambda-init';
import { loggerCostHeader, loggerCostRows, loggerStubPlugin } from './logger-cost';
import { kb, median, ms, percentile, table } from './stats';
import type { BenchSection, TargetCheck } from './types';

/** A group's init median at most this fraction of the same group's with the runtime's SDK. */
const INIT_RATIO_TARGET = 0.5;
/** Fresh processes per build (at least 10); BENCH_LAMBDA_RUNS changes it. */
const RUNS = Math.max(10, Number(process.env.BENCH_LAMBDA_RUNS ?? 15));

const list = (paths: readonly string[]) => (paths.length === 0 ? 'none' : paths.map((p) => `\`${p}\``).join(', '));
const times = (ratio: number) => `${ratio.toFixed(2)}×`;

export const section: BenchSection = {
  id: 'lambda',
  async run(context) {
    const built: Built[] = [];
    // The same entries with the SDK left to the runtime (CDK's default): the reference for init.
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
    // Ours sits between its two references, so in either direction each pair is imported back to back.
    const timed = built.flatMap((b, index) => [runtimeSdk[index]!, b, noLogger[index]!]);

    const samples = new Map<string, Sample[]>(timed.map((b) => [b.file, []]));
    const environments = new Map(
      built.map((b) => [b.group.name, cloudEnvironment(b.group, join(context.scratchDir, b.group.name))]),
    );
    const emptyModule = join(context.scratchDir, 'empty.mjs');
    await writeFile(emptyModule, 'export {};\n');
    const floor: Sample[] = [];
    context.log(`timing ${RUNS} fresh imports per build, ${timed.length} builds (+1 warm-up round)`);
    for (let round = 0; round <= RUNS; round += 1) {
      for (const b of round % 2 === 0 ? timed : [...timed].reverse()) {
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

    const wallOf = (b: Built) => (samples.get(b.file) ?? []).map((s) => s.wall);
    const cpuOf = (b: Built) => (samples.get(b.file) ?? []).map((s) => s.cpu);
    const targets: TargetCheck[] = [];
    const missed: string[] = [];
    const sizeRows = built.map((b, index) => [
      `\`${b.group.name}\``,
      kb(b.bytes),
      `${kb(b.parts.sdk)} / ${kb(b.parts.zod)} / ${kb(b.parts.logger)} / ${kb(b.parts.app)} / ${kb(b.parts.other)}`,
      kb(runtimeSdk[index]!.bytes),
    ]);
    const initRows = built.map((b, index) => {
      const reference = runtimeSdk[index]!;
      const [ours, theirs] = [wallOf(b), wallOf(reference)];
      const ratio = median(ours) / median(theirs);
      // The same comparison made round by round (the two imports of a round are neighbours in time).
      const paired = median(ours.map((wall, round) => wall / (theirs[round] as number)));
      const met = ratio <= INIT_RATIO_TARGET;
      if (!met) missed.push(`\`${b.group.name}\` (${times(ratio)})`);
      targets.push({
        name: `\`${b.group.name}\` init vs runtime SDK (medians)`,
        target: `≤ ${times(INIT_RATIO_TARGET)}`,
        measured: `${times(ratio)} (${ms(median(ours))} / ${ms(median(theirs))})`,
        met,
      });
      return [
        `\`${b.group.name}\``,
        ms(median(ours)),
        ms(percentile(ours, 90)),
        ms(median(cpuOf(b))),
        ms(median(theirs)),
        ms(percentile(theirs, 90)),
        ms(median(cpuOf(reference))),
        times(ratio),
        times(paired),
        met ? 'met' : '**MISSED**',
      ];
    });

    const atInit = [...new Set(built.flatMap((b) => b.externalsAtInit))].sort();
    const lazy = [...new Set(built.flatMap((b) => b.externalsLazy))].sort();
    const runtimeAtInit = [...new Set(runtimeSdk.flatMap((b) => b.externalsAtInit))].sort();
    const markdown = [
      `Each group's entry is bundled with the options \`NodejsFunction\` gets (infra/bundling.ts: minified ESM for \`${lambdaRuntime.name}\`, the AWS SDK bundled, source map beside it), and once more the CDK default way: the SDK left to the runtime (\`${RUNTIME_SDK_EXTERNALS.join(', ')}\` external; the timed import loads it from node_modules as Lambda loads the runtime's copy: ${list(runtimeAtInit.slice(0, 6))}${runtimeAtInit.length > 6 ? '…' : ''}). Init time is \`await import(bundle)\` in a fresh \`node\` ${process.version} process, ${RUNS} runs per build after one discarded warm-up round, both builds of every group in the same rounds (interleaved, the order reversed every other round), with the function's cloud environment (table and bucket variables, ${lambdaNodeOptions ? `\`NODE_OPTIONS=${lambdaNodeOptions}\`` : 'no `NODE_OPTIONS`'}, region, role credentials, \`AWS_LAMBDA_*\`). The Lambda runtime runs Node 22 on ARM; read the milliseconds against this machine, not as cloud figures.`,
      '',
      `**Target**: each group's init median at most ${times(INIT_RATIO_TARGET)} the same group's with the runtime's SDK, measured in the same run. ${missed.length === 0 ? `Every group meets it.` : `Missed by ${missed.join(', ')}: that group's bundled SDK does not start at least twice as fast as the runtime's copy on this run.`} "Paired" is the median of the per-round ratios, a cross-check that moves less with the machine's load. Bundle sizes are reported without a target (1 KB = 1000 B): the bundled SDK clients a group needs (S3 and its presigner, SES) set most of its size.`,
      '',
      `External modules loaded at init by the deployed builds: ${list(atInit)}. External but only reached by a lazy \`import()\` never taken on Lambda (the SDK's credential sources for environments without credentials in variables; the event-stream codec, left out of the groups without S3, whose clients have no event-stream operation): ${list(lazy)}.`,
      '',
      table(['Group', 'Bundle', 'SDK / zod / logger / app / other', 'With the runtime SDK'], sizeRows),
      '',
      table(
        [
          'Group',
          'Init median',
          'p90',
          'CPU median',
          'Runtime SDK: init median',
          'p90',
          'CPU median',
          'Ratio (medians)',
          'Paired',
          `≤ ${times(INIT_RATIO_TARGET)}`,
        ],
        initRows,
      ),
      '',
      `Structured logging (functions/shared/logger.ts): each entry bundled once more with \`@aws-lambda-powertools/logger\` and its middy middleware replaced by no-op stubs of the same shape, timed in the same rounds. The logger's share is the bundle difference (the "logger" part above is the Powertools packages alone; the stubbed build also drops what only they pull in); the init and CPU differences are medians of the per-round differences (real − stubbed):`,
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
