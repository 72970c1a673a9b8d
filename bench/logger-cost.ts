/**
 * What the structured logger (functions/shared/logger.ts: Powertools Logger and its middy middleware)
 * costs a group: the same entry is bundled once more with both modules replaced by no-op stubs of the
 * same shape, and imported in the same rounds as the real bundle, one right after the other. The
 * bundle difference is the library itself (with what only it pulls in); the init difference is the
 * median of the per-round differences, which moves less with the machine's load than the difference
 * of two medians.
 */
import type { Plugin } from 'esbuild';
import { kb, median, ms } from './stats';

const STUB_NAMESPACE = 'logger-stub';
const LOGGER_MODULES = /^@aws-lambda-powertools\/logger(\/middleware)?$/;

// Every method the Lambda code calls; each does nothing.
const LOGGER_STUB = `export class Logger {
  appendKeys() {} setCorrelationId() {} resetKeys() {} addContext() {}
  debug() {} info() {} warn() {} error() {} critical() {}
}`;
// middy refuses a middleware without a hook, so the stub keeps an empty one.
const MIDDLEWARE_STUB = 'export const injectLambdaContext = () => ({ before() {} });';

/** esbuild plugin: the logger modules resolve to the stubs above instead of node_modules. */
export const loggerStubPlugin: Plugin = {
  name: 'logger-stub',
  setup(build) {
    build.onResolve({ filter: LOGGER_MODULES }, (args) => ({ path: args.path, namespace: STUB_NAMESPACE }));
    build.onLoad({ filter: /.*/, namespace: STUB_NAMESPACE }, (args) => ({
      contents: args.path.endsWith('/middleware') ? MIDDLEWARE_STUB : LOGGER_STUB,
      loader: 'js',
    }));
  },
};

interface Timed {
  wall: number;
  cpu: number;
}

export interface LoggerCostInput {
  group: string;
  bytes: number;
  stubBytes: number;
  /** Samples of the real bundle and of the stubbed one, index i taken in the same round. */
  real: readonly Timed[];
  stub: readonly Timed[];
}

const signed = (text: string, value: number): string => (value >= 0 ? `+${text}` : text);

/** Median over rounds of (real − stub). */
function pairedDifference(real: readonly number[], stub: readonly number[]): number {
  return median(real.map((value, index) => value - (stub[index] ?? Number.NaN)).filter(Number.isFinite));
}

export function loggerCostRows(inputs: readonly LoggerCostInput[]): string[][] {
  return inputs.map(({ group, bytes, stubBytes, real, stub }) => {
    const wall = pairedDifference(
      real.map((s) => s.wall),
      stub.map((s) => s.wall),
    );
    const cpu = pairedDifference(
      real.map((s) => s.cpu),
      stub.map((s) => s.cpu),
    );
    return [
      `\`${group}\``,
      kb(bytes),
      kb(stubBytes),
      signed(kb(bytes - stubBytes), bytes - stubBytes),
      ms(median(stub.map((s) => s.wall))),
      signed(ms(wall), wall),
      signed(ms(cpu), cpu),
    ];
  });
}

export const loggerCostHeader = [
  'Group',
  'Bundle',
  'Logger stubbed',
  'Logger’s share',
  'Init median, stubbed',
  'Init Δ (paired median)',
  'CPU Δ (paired median)',
];
