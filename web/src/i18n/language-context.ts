/**
 * The reader's language as React sees it: the active one, and choosing another. The app's
 * LanguageProvider (app/language.tsx) supplies it; the switcher, wherever it sits, reads it here.
 */
import { createContext, useContext } from 'react';
import type { Language } from './translation';

interface LanguageContextValue {
  language: Language;
  /**
   * Makes `language` the reader's choice: remembered here, saved to the account if signed in.
   * Resolves false if its texts could not be fetched (the page stays as it was).
   */
  choose: (language: Language) => Promise<boolean>;
}

export const LanguageContext = createContext<LanguageContextValue | null>(null);

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside LanguageProvider');
  return value;
}
