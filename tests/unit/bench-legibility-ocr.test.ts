/**
 * The OCR comparison on a fixed pair of images (tests/fixtures/legibility, made by make-fixtures.ts):
 * slide text as a 720p source shows it on the player, and the same squeezed to 240p's height and
 * stretched back. Needs Debian's tesseract-ocr, which .ci/run installs.
 */
import { fileURLToPath } from 'node:url';
import { recall, ratio, tokenise } from '../../bench/legibility-recall';
import { ocr } from '../../bench/ocr';
import { FIXTURE_LINES } from '../fixtures/legibility/make-fixtures';

const fixture = (name: string): string => fileURLToPath(new URL(`../fixtures/legibility/${name}`, import.meta.url));

describe('OCR of the fixed pair', () => {
  it('reads every number of the sharp image and scores the blurred one lower', async () => {
    const written = tokenise(FIXTURE_LINES.join('\n'));
    const sharp = tokenise(await ocr(fixture('sharp.png')));
    const blurred = tokenise(await ocr(fixture('blurred.png')));

    // The sharp frame is the reference a rendition is scored against: it must read what was written.
    expect(ratio(recall(written.numbers, sharp.numbers))).toBe(1);
    expect(ratio(recall(written.words, sharp.words))).toBeGreaterThanOrEqual(0.9);
    expect(ratio(recall(sharp.numbers, sharp.numbers))).toBe(1);

    // The blurred frame misreads units and subscripts ("kohm", "R3") and some values ("1.5"); the
    // comparison must count both losses against it.
    const words = recall(sharp.words, blurred.words);
    const numbers = recall(sharp.numbers, blurred.numbers);
    expect(words.total).toBe(sharp.words.length);
    expect(ratio(words)).toBeLessThan(0.9);
    expect(numbers.total).toBe(written.numbers.length);
    expect(ratio(numbers)).toBeLessThan(1);
    expect(numbers.matched).toBeGreaterThan(0);
  });
});
