/**
 * The shape every other language's catalogue takes: the English catalogue's keys, each text its own
 * string, and each text that takes values (a count, a title) a function of the same values.
 * English's literal types widen to string, so a translation may say anything, but never miss a key
 * or add one.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : { readonly [K in keyof T]: Translation<T[K]> };

/** The languages the site is written in, by their BCP 47 tags (also `<html lang>`). */
export const LANGUAGES = ['en', 'si', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];
