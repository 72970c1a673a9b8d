/**
 * A fixed, deterministic CPU task timed in milliseconds. This machine is shared and its speed varies
 * through the day, so a figure such as a Lighthouse score means little without knowing how busy the
 * machine was while it was measured: timing the same task in two runs says whether they can be
 * compared. The task is plain JavaScript work (building, serialising and parsing JSON, which is what
 * V8 spends most of a page load and of the local server on) chained through SHA-256, so that no round
 * can be skipped, reordered or left to a cache, and its result is the same digest on every machine.
 */
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { median } from './stats';

/** Rounds of the task; sized so that one timing takes a few hundred milliseconds here, far above timer noise. */
export const CALIBRATION_ROUNDS = 2_000;
/** Timings per measurement, after one untimed warm-up (V8 compiles the task during the first). */
export const CALIBRATION_REPEATS = 5;

export const CALIBRATION_TASK = `${CALIBRATION_ROUNDS} rounds of a JSON round trip chained through SHA-256`;

/** How to read the figure, for the report. */
export const CALIBRATION_HOW_TO =
  'Two runs are comparable when their calibration times are close; a run whose calibration is much slower ' +
  'than the figure measured on the idle machine ran on a busy one, and its timings and scores are worse for it.';

export interface Calibration {
  /** The median timing, the figure to compare. */
  ms: number;
  /** Fastest and slowest timing: a wide range means the load on the machine changed while measuring. */
  min: number;
  max: number;
  repeats: number;
  /** The task's result, identical on every run and machine; proof the work was done. */
  digest: string;
}

/** One round's input: a small record set like an API answer, varied by the previous round's digest. */
function roundInput(seed: string): unknown {
  return Array.from({ length: 40 }, (_, i) => ({
    id: `${seed.slice(i % 48, (i % 48) + 16)}-${i}`,
    title: `Lesson ${i}: ${seed.slice(0, 24)}`,
    unlocked: seed.charCodeAt(i % seed.length) % 2 === 0,
    minutes: seed.charCodeAt((i * 7) % seed.length) * (i + 1),
    tags: [seed.slice(i % 60, (i % 60) + 4), 'physics', 'a/l'],
  }));
}

/** Runs the task once and returns its digest (hex): the same for the same number of rounds. */
export function calibrationTask(rounds: number = CALIBRATION_ROUNDS): string {
  let digest = createHash('sha256').update('engtech-calibration').digest('hex');
  for (let round = 0; round < rounds; round += 1) {
    const text = JSON.stringify(roundInput(digest));
    const parsed = JSON.parse(text) as unknown;
    digest = createHash('sha256').update(JSON.stringify(parsed)).update(String(round)).digest('hex');
  }
  return digest;
}

/** Times the task `repeats` times; the median stands for the run, min and max show how steady it was. */
export function measureCalibration(
  repeats: number = CALIBRATION_REPEATS,
  rounds: number = CALIBRATION_ROUNDS,
): Calibration {
  if (!Number.isInteger(repeats) || repeats < 1) throw new Error('calibration needs at least one timing');
  const digest = calibrationTask(rounds);
  const timings: number[] = [];
  for (let i = 0; i < repeats; i += 1) {
    const started = performance.now();
    if (calibrationTask(rounds) !== digest) throw new Error('the calibration task gave two different results');
    timings.push(performance.now() - started);
  }
  return { ms: median(timings), min: Math.min(...timings), max: Math.max(...timings), repeats, digest };
}

/** e.g. "412 ms (median of 5; 405–431 ms)". */
export const describeCalibration = (c: Calibration): string =>
  `${Math.round(c.ms)} ms (median of ${c.repeats}; ${Math.round(c.min)}–${Math.round(c.max)} ms)`;
