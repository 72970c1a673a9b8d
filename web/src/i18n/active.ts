import type { Language } from './translation';

let active: Language = 'en';

/** The language the site is shown in now; formatting reads it where a screen renders. */
export const activeLanguage = (): Language => active;
export const setActiveLanguage = (language: Language): void => {
  active = language;
};
