/**
 * Captures what the handlers log. Their logger (functions/shared/logger.ts, Powertools) writes JSON
 * lines to process.stdout (info, debug) and process.stderr (warn, error) through its own Console, as
 * it does on Lambda, so spying on `console` would see nothing: the streams are spied on instead, and
 * the lines are swallowed. `vi.restoreAllMocks()` ends the capture.
 */
import { vi } from 'vitest';

export interface CapturedLogs {
  /** Every line written, in order, without its newline. */
  readonly lines: string[];
  /** The lines that are JSON objects, parsed. */
  entries(): Record<string, unknown>[];
  /** The raw lines of one level, e.g. `at('WARN')`. */
  at(level: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'CRITICAL'): string[];
}

function parse(line: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function captureLogLines(): CapturedLogs {
  const lines: string[] = [];
  const capture = (chunk: unknown): boolean => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  return {
    lines,
    entries: () =>
      lines.flatMap((line): Record<string, unknown>[] => {
        const entry = parse(line);
        return entry ? [entry] : [];
      }),
    at: (level) => lines.filter((line) => parse(line)?.level === level),
  };
}
