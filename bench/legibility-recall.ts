/**
 * What the legibility bench compares: the text OCR read from a source frame against the text it read
 * from a rendition's frame of the same moment. The reference is what the source's reading has of the
 * text written on the slide (readAndWritten), so a slip the OCR makes on a sharp frame does not count
 * against the rendition; what the rendition loses does.
 *
 * Numbers are counted apart from words because a number misread is the costly error: "2.2" read as
 * "22", or "R3" as "A3". Tokens are compared as multisets: a value that appears twice on the slide
 * must be read twice.
 */

export interface Tokens {
  /** Numbers as written, decimals kept whole: "2.2", "1.38", "12". */
  numbers: string[];
  /** Tokens with a letter, lower-cased: "r1", "kohm", "ma", "v". */
  words: string[];
}

export interface Recall {
  /** Reference tokens the candidate also has. */
  matched: number;
  /** Reference tokens. */
  total: number;
}

/** A run of letters and digits, with any ".digits" or ",digits" after digits kept in the same token. */
const TOKEN = /[\p{L}\p{N}]+(?:[.,]\p{N}+)*/gu;
const NUMBER = /^\p{N}+(?:[.,]\p{N}+)*$/u;

/**
 * Splits OCR output into numbers and words; punctuation and symbols alone are not tokens. A comma
 * between digits is read as the decimal point: at slide sizes the OCR takes one for the other even
 * on a sharp frame, the class writes decimals with a point, and the slides carry no thousands.
 */
export function tokenise(text: string): Tokens {
  const tokens = (text.normalize('NFKC').toLowerCase().match(TOKEN) ?? []).map((token) =>
    token.replace(/(?<=\p{N}),(?=\p{N})/gu, '.'),
  );
  return {
    numbers: tokens.filter((token) => NUMBER.test(token)),
    words: tokens.filter((token) => !NUMBER.test(token)),
  };
}

const counts = (tokens: readonly string[]): Map<string, number> => {
  const map = new Map<string, number>();
  for (const token of tokens) map.set(token, (map.get(token) ?? 0) + 1);
  return map;
};

/** How many of the reference's tokens the candidate has, each at most as often as it appears there. */
export function recall(reference: readonly string[], candidate: readonly string[]): Recall {
  const have = counts(candidate);
  let matched = 0;
  for (const [token, wanted] of counts(reference)) matched += Math.min(wanted, have.get(token) ?? 0);
  return { matched, total: reference.length };
}

export const addRecall = (a: Recall, b: Recall): Recall => ({
  matched: a.matched + b.matched,
  total: a.total + b.total,
});

export const NO_TOKENS: Recall = { matched: 0, total: 0 };

/** The share recalled; nothing to recall counts as everything recalled. */
export const ratio = (r: Recall): number => (r.total === 0 ? 1 : r.matched / r.total);

/** Reference tokens the candidate lacks, for the report: what the student would copy wrong. */
export function missing(reference: readonly string[], candidate: readonly string[]): string[] {
  const have = counts(candidate);
  const lost: string[] = [];
  for (const token of reference) {
    const left = have.get(token) ?? 0;
    if (left > 0) have.set(token, left - 1);
    else lost.push(token);
  }
  return lost;
}

/**
 * The reference a rendition is scored on: the source frame's reading, less what is not written on
 * the slide. A slip on the sharp frame ("R1" read as "Rl", the pointer read as "a") cannot be asked
 * of a rendition: one that reads "R1" right would be counted as losing "rl". What OCR cannot read
 * even on the sharp frame (a "kΩ" read as "kQ") drops out as well; the rendition is judged on the
 * rest. `slips` lists what was left out, for the report.
 */
export function readAndWritten(read: Tokens, written: Tokens): { reference: Tokens; slips: string[] } {
  const keep = (tokens: readonly string[], wanted: readonly string[]): string[] => {
    const slips = missing(tokens, wanted);
    const left = counts(slips);
    return tokens.filter((token) => {
      const skip = left.get(token) ?? 0;
      if (skip === 0) return true;
      left.set(token, skip - 1);
      return false;
    });
  };
  return {
    reference: { numbers: keep(read.numbers, written.numbers), words: keep(read.words, written.words) },
    slips: [...missing(read.numbers, written.numbers), ...missing(read.words, written.words)],
  };
}
