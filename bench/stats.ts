/** Small numeric helpers shared by the sections. */

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Nearest-rank percentile (p in 0–100) of unsorted values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] as number;
}

/** 1 KB = 1000 bytes here, as Lighthouse and the bench's targets count. */
export const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

export const ms = (milliseconds: number): string => `${milliseconds.toFixed(milliseconds < 10 ? 2 : 1)} ms`;

/** A Markdown table from a header row and body rows. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
