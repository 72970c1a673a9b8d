/**
 * The quiz screens', the fee screens' and the admin console's texts are not in a language's first
 * pack: a reader of `/` never needs them. Those screens' loaders fetch them beside their code, so
 * each screen renders in the reader's language. English fetches nothing; texts that cannot be
 * fetched leave that part in English.
 */
import { activeLanguage } from './active';
import type { LatePart } from './catalogues';

async function lateTexts(part: LatePart): Promise<void> {
  if (activeLanguage() === 'en') return;
  try {
    await (await import('./translate')).addLate(part);
  } catch (error) {
    console.error('Texts failed to load', error);
  }
}

/** A lazy screen's code, resolved once its part's texts are in too. */
export const withTexts = <T>(part: LatePart, load: Promise<T>): Promise<T> =>
  Promise.all([load, lateTexts(part)]).then(([module]) => module);
