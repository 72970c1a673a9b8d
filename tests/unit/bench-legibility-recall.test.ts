import { addRecall, missing, NO_TOKENS, ratio, readAndWritten, recall, tokenise } from '../../bench/legibility-recall';

describe('tokenise', () => {
  it('keeps decimals whole and tells numbers from words', () => {
    expect(tokenise('R2 = 2.2 kohm, I = 1.38 mA; V = 12 V')).toEqual({
      numbers: ['2.2', '1.38', '12'],
      words: ['r2', 'kohm', 'i', 'ma', 'v', 'v'],
    });
  });

  it('loses the decimal point when the OCR does', () => {
    expect(tokenise('R2 = 22 kohm').numbers).toEqual(['22']);
  });

  it('reads a comma between digits as the decimal point, and a sentence comma as punctuation', () => {
    expect(tokenise('1,38 mA, then 4.7 kohm.')).toEqual({ numbers: ['1.38', '4.7'], words: ['ma', 'then', 'kohm'] });
  });

  it('lower-cases, folds compatibility forms and drops lone symbols', () => {
    expect(tokenise('R3 = 3.3 kΩ | 5 V ×')).toEqual({ numbers: ['3.3', '5'], words: ['r3', 'kω', 'v'] });
  });

  it('has no tokens in blank text', () => {
    expect(tokenise(' \n= | —')).toEqual({ numbers: [], words: [] });
  });
});

describe('recall', () => {
  it('counts each reference token at most as often as the candidate has it', () => {
    expect(recall(['v', 'v', 'r1'], ['v', 'r1', 'r1'])).toEqual({ matched: 2, total: 3 });
  });

  it('does not credit what the candidate adds', () => {
    expect(recall(['2.2'], ['22', '2', '2.2', 'a3'])).toEqual({ matched: 1, total: 1 });
  });

  it('is whole for a candidate that reads the same', () => {
    expect(ratio(recall(['r3', '1.38'], ['1.38', 'r3']))).toBe(1);
  });

  it('adds frames up by tokens, not by averaging frames', () => {
    const total = [recall(['1', '2', '3', '4'], ['1']), recall(['5'], ['5'])].reduce(addRecall, NO_TOKENS);
    expect(total).toEqual({ matched: 2, total: 5 });
    expect(ratio(total)).toBeCloseTo(0.4);
  });

  it('counts nothing to recall as everything recalled', () => {
    expect(ratio(NO_TOKENS)).toBe(1);
  });

  it('names what was lost, once per missing occurrence', () => {
    expect(missing(['2.2', '2.2', '1.38', '12'], ['2.2', '12', '138'])).toEqual(['2.2', '1.38']);
  });
});

describe('readAndWritten', () => {
  it('leaves the source reading’s slips out of the reference and lists them', () => {
    const read = tokenise('Series circuit: Rl = 4.7 kohm, R2 = 2.2 kQ\na\nV2 = I x R2');
    const written = tokenise('Series circuit: R1 = 4.7 kohm, R2 = 2.2 kΩ\nV2 = I x R2');
    const { reference, slips } = readAndWritten(read, written);
    expect(reference).toEqual({
      numbers: ['4.7', '2.2'],
      words: ['series', 'circuit', 'kohm', 'r2', 'v2', 'i', 'x', 'r2'],
    });
    expect(slips).toEqual(['rl', 'kq', 'a']);
  });

  it('keeps a written token only as often as the slide has it', () => {
    const { reference, slips } = readAndWritten(tokenise('V V V 12'), tokenise('V = 12 V'));
    expect(reference).toEqual({ numbers: ['12'], words: ['v', 'v'] });
    expect(slips).toEqual(['v']);
  });

  it('no longer counts a rendition that reads the slide right as losing the source’s slip', () => {
    const read = tokenise('Rl = 4.7 kohm');
    const rendition = tokenise('R1 = 4.7 kohm');
    expect(ratio(recall(read.words, rendition.words))).toBeLessThan(1);
    const { reference } = readAndWritten(read, tokenise('R1 = 4.7 kohm'));
    expect(ratio(recall(reference.words, rendition.words))).toBe(1);
  });
});
