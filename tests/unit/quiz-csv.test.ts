/**
 * The results CSV as Excel needs it: a UTF-8 byte-order mark first (else Excel shows Sinhala and
 * Tamil names as mojibake), CRLF line ends, RFC 4180 quoting of commas, quotes and line breaks, and
 * no text a spreadsheet would run as a formula.
 */
import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, toCsv } from '../../web/src/features/admin/quiz/csv';

/** An RFC 4180 reader, to prove the file reads back as the rows it was written from. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

describe('quiz results CSV', () => {
  it('starts with the UTF-8 byte-order mark and ends every line with CRLF', () => {
    const csv = toCsv([
      ['Rank', 'Name'],
      [1, 'Nimali'],
    ]);
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.slice(1)).toBe('Rank,Name\r\n1,Nimali\r\n');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('Perera, Nimali')).toBe('"Perera, Nimali"');
    expect(csvField('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('plain')).toBe('plain');
    expect(csvField(null)).toBe('');
    expect(csvField(-5)).toBe('-5');
  });

  it('keeps a name that starts like a formula from running in Excel', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+94 71')).toBe("'+94 71");
    expect(csvField('@me')).toBe("'@me");
  });

  it('round-trips Sinhala and Tamil names byte for byte through UTF-8', () => {
    const rows = [
      ['ස්ථානය', 'නම', 'பெயர்'],
      ['1', 'නිමාලි පෙරේරා, "නිමා"', 'கமலா\nசிவராஜா'],
    ];
    const bytes = new TextEncoder().encode(toCsv(rows));
    const text = new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes);
    expect(parseCsv(text)).toEqual(rows);
  });

  it('names the file after the quiz in any script', () => {
    expect(csvFileName('Unit 3: Mechanics / Forces', 'results')).toBe('Unit-3-Mechanics-Forces-results.csv');
    expect(csvFileName('යාන්ත්‍ර විද්‍යාව', 'results')).toBe('යාන්ත්‍ර-විද්‍යාව-results.csv');
    expect(csvFileName('???', 'results')).toBe('quiz-results.csv');
  });
});
