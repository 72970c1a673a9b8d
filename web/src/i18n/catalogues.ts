/**
 * The English catalogue objects are the ones every screen imports; another language takes effect by
 * writing its texts into those same objects (./translate.ts), before the screens render. Each
 * catalogue module hands its object to `translatable` when it is first evaluated, so one that arrives
 * later with a lazy route can be translated on arrival. Only this registry is in every first load:
 * the code that translates comes with the first language other than English.
 */

/** The catalogue parts, named as each language's files are (texts/si/shell.ts, …). */
export type Part = 'shell' | 'home' | 'pages' | 'content' | LatePart;
/** The parts a language fetches only when a screen that uses them loads (./late-texts.ts). */
export type LatePart = 'quiz' | 'fees' | 'admin';

/** The catalogue objects evaluated so far, by part. */
export const catalogues = new Map<Part, object>();

let onArrival: ((part: Part, texts: object) => void) | undefined;

/** Called for each catalogue evaluated from now on (the translator, once a language needs it). */
export const whenCatalogueArrives = (callback: (part: Part, texts: object) => void): void => {
  onArrival = callback;
};

/** Registers an English catalogue object and returns it, translated if another language is active. */
export function translatable<T extends object>(part: Part, texts: T): T {
  catalogues.set(part, texts);
  onArrival?.(part, texts);
  return texts;
}
