/** The machine a report was measured on, so figures are read against their hardware. */
import { execFileSync } from 'node:child_process';
import { cpus, release, totalmem, type as osType } from 'node:os';

export function describeMachine(chromiumPath: string): string[] {
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
  ];
}
