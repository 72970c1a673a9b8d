/**
 * The active language: which one a reader gets, and making one active. English is what the
 * catalogues already say, so it loads nothing; Sinhala and Tamil fetch their texts as one lazy chunk
 * with the code that writes them in (./translate.ts), and the quiz, fee and admin screens' parts only
 * once those screens' code is there (./late-texts.ts).
 */
import { activeLanguage, setActiveLanguage } from './active';
import { LANGUAGE_STORAGE_KEY as STORAGE_KEY, pickLanguage } from './preferred';
import type { Modules } from './translate';
import { LANGUAGES, type Language } from './translation';

/** Each language's name in its own script, so a reader finds theirs whatever the page's language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', si: 'සිංහල', ta: 'தமிழ்' };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The stored choice, else the first of the browser's preferred languages the site speaks, else English. */
export const preferredLanguage = (): Language =>
  pickLanguage(localStorage.getItem(STORAGE_KEY), navigator.languages ?? [], LANGUAGES) ?? 'en';

/** Remembers a reader's (or their account's) choice on this device. */
export const rememberLanguage = (language: Language): void => localStorage.setItem(STORAGE_KEY, language);

const packLoaders = import.meta.glob<Modules>('./packs/*.ts', { import: 'default' });

export { activeLanguage };
/** Counts requests, so that of two quick choices the later one wins whichever loads first. */
let requests = 0;

/**
 * Makes `language` active. Its texts are fetched first, so a failed fetch leaves the current
 * language whole; then every catalogue, the server texts and `<html lang>` change together.
 */
export async function activateLanguage(language: Language): Promise<void> {
  const request = ++requests;
  // The texts, the code that writes them in and the script's font are fetched side by side; the
  // font is awaited too, so the new language's first paint needs no second font request.
  const [translator, modules] = await Promise.all([
    import('./translate'),
    packLoaders[`./packs/${language}.ts`]?.(),
    language === 'en' ? undefined : import('./fonts').then((fonts) => fonts.loadScriptFont(language)),
  ]);
  const fetched = await translator.fetchLanguage(language, modules);
  if (request !== requests) return;
  const late = translator.applyLanguage(language, fetched);
  setActiveLanguage(language);
  // Screens remount in the new language once this resolves: a late part they need is in by then.
  await late;
}

/**
 * Before the first render: the reader's language, active. English (the catalogues as they are) needs
 * nothing and returns undefined, so the app renders at once; another language resolves once its texts
 * are in, so the first screen is already in it. If they cannot be fetched the site opens in English.
 */
export function startLanguage(): Promise<void> | undefined {
  const language = preferredLanguage();
  if (language === 'en') return undefined;
  return activateLanguage(language).catch((error: unknown) => console.error('Texts failed to load', error));
}
