/**
 * A tiny, valid one-page PDF 1.4 (A4, standard Helvetica fonts, no external tools), so the local
 * stack can seed each PDF category with something every browser's viewer opens. The xref table
 * holds each object's exact byte offset; viewers repair a wrong one silently, but strict tools
 * (and our seed test) would not.
 */

export interface SamplePdf {
  title: string;
  lines: readonly string[];
}

// PDF literal strings: backslash and parentheses must be escaped; keep to printable ASCII so the
// standard WinAnsi encoding shows every character.
const literal = (text: string): string => `(${text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1')})`;

function pageContent({ title, lines }: SamplePdf): string {
  const body = lines.map((line, index) => `${index === 0 ? '' : '0 -18 Td '}${literal(line)} Tj`).join('\n');
  return [
    'BT /F1 20 Tf 56 770 Td',
    `${literal(title)} Tj`,
    'ET',
    '56 752 m 539 752 l 0.6 w S',
    'BT /F2 12 Tf 56 720 Td',
    body,
    'ET',
    'BT /F2 9 Tf 56 40 Td (EngTech Academy - sample content for the local stack) Tj ET',
  ].join('\n');
}

export function samplePdf(pdf: SamplePdf): Buffer {
  const content = pageContent(pdf);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${literal(pdf.title)} /Producer (EngTech Academy seed) >>`,
  ];
  // The binary comment line tells transfer tools the file is binary (PDF 1.4, 7.5.2).
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(out, 'latin1');
  // Each xref entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, space + newline.
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
