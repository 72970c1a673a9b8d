/**
 * CSV that Excel opens correctly with Sinhala and Tamil names: UTF-8 with a byte-order mark (without
 * it Excel reads the bytes as the PC's ANSI code page and shows mojibake), CRLF line ends, and each
 * field quoted per RFC 4180 when it holds a comma, a quote or a line break (quotes doubled). A text
 * that starts like a formula (=, +, -, @) gets a leading apostrophe so Excel shows it instead of
 * running it: the names come from students.
 */
export type CsvCell = string | number | null | undefined;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return BOM + rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/**
 * A file name from a quiz title: letters of any script and digits kept, the rest made dashes. The
 * zero-width joiners stay: Sinhala writes its conjuncts (්‍ර, ්‍ය) with them.
 */
export function csvFileName(title: string, suffix: string): string {
  const base = title.replace(/[^\p{L}\p{M}\p{N}\u200c\u200d]+/gu, '-').replace(/^-+|-+$/g, '') || 'quiz';
  return `${base}-${suffix}.csv`;
}

/** Offers the text as a download (the browser's own save). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
