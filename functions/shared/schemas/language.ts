/**
 * The languages an account, a contact message and a mail can be in. The web's catalogues are keyed
 * by the same tags (also the page's `<html lang>`).
 */
import * as z from 'zod/mini';
import { commonTexts, schema } from './common';

export const LANGUAGES = ['en', 'si', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const languageSchema = /* @__PURE__ */ schema(() => z.enum(LANGUAGES, commonTexts.language));

/** POST /api/user/language: the account's language from now on; the answer repeats it. */
export const languageInputSchema = /* @__PURE__ */ schema(() => z.object({ language: languageSchema }));
export type LanguageInput = z.input<typeof languageInputSchema>;
export interface LanguageResponse {
  language: Language;
}

/** Items written before accounts had a language read as English. */
const isLanguage = (value: unknown): value is Language => LANGUAGES.some((language) => language === value);
export const languageOf = (stored: unknown): Language => (isLanguage(stored) ? stored : DEFAULT_LANGUAGE);
