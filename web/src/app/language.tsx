/**
 * The reader's language in React: which one is active, and choosing another. Screens read their texts
 * from the catalogue objects, which the i18n runtime rewrites in place; what changes here is the key
 * the routes and overlays are mounted under, so each screen renders again in the new language.
 * A signed-in student's account language wins once per login and is remembered on the device; a
 * choice made while signed in is saved to the account.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { saveLanguage, useAuth } from '../features/auth';
import { activateLanguage, activeLanguage, rememberLanguage } from '../i18n/language';
import { LanguageContext } from '../i18n/language-context';
import type { Language } from '../i18n/translation';
import { inFlight } from '../lib/in-flight';

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState(activeLanguage);
  const { isLoggedIn, user, language: accountLanguage } = useAuth();

  const show = useCallback(async (next: Language) => {
    // The texts of another language are a request like any other: the spinner shows while they load.
    inFlight.start();
    try {
      await activateLanguage(next);
    } catch (error) {
      console.error('Texts failed to load', error);
    } finally {
      inFlight.end();
    }
    setLanguage(activeLanguage());
    return activeLanguage() === next;
  }, []);

  const choose = useCallback(
    async (next: Language) => {
      rememberLanguage(next);
      if (isLoggedIn) saveLanguage(next).catch((error: unknown) => console.error('Saving the language failed', error));
      return show(next);
    },
    [isLoggedIn, show],
  );

  // Once per signed-in account (a login, or opening the site signed in): a later choice is the
  // account's new language even while the server's short-lived session answer still says the old one.
  const appliedFor = useRef<string | null>(null);
  useEffect(() => {
    const account = user?.userName ?? null;
    if (account === appliedFor.current) return;
    appliedFor.current = account;
    if (!account) return;
    if (!accountLanguage) {
      // An account that never chose a language takes the one this device reads in.
      if (activeLanguage() !== 'en')
        saveLanguage(activeLanguage()).catch((error: unknown) => console.error('Saving the language failed', error));
      return;
    }
    rememberLanguage(accountLanguage);
    if (accountLanguage !== activeLanguage()) void show(accountLanguage);
  }, [user, accountLanguage, show]);

  const value = useMemo(() => ({ language, choose }), [language, choose]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
