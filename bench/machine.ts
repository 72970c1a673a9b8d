/** The machine a report was measured on, so figures are read against their hardware. */
import { execFileSync } from 'node:child_process';
import { cpus, release, totalmem, type as osType } from 'node:os';
import { CALIBRATION_HOW_TO, CALIBRATION_TASK, describeCalibration, type Calibration } from './calibration';

/** The calibration task timed before the first section and after the last: how busy the machine was. */
export interface RunCalibration {
  before: Calibration;
  after: Calibration;
}

export function describeMachine(chromiumPath: string, calibration: RunCalibration): string[] {
  const cpu = cpus();
  let chromium = 'not found';
  try {
    chromium = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', timeout: 10_000 }).trim();
  } catch {
    // Reported as not found; the browser sections then fail with their own message.
  }
  return [
    `CPU: ${cpu[0]?.model.trim() ?? 'unknown'} × ${cpu.length} cores`,
    `Memory: ${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `OS: ${osType()} ${release()}`,
    `Node.js: ${process.version}`,
    `Browser: ${chromium}`,
    `Calibration (${CALIBRATION_TASK}, bench/calibration.ts): ${describeCalibration(calibration.before)} ` +
      `before the first section, ${describeCalibration(calibration.after)} after the last. ${CALIBRATION_HOW_TO}`,
  ];
}
