/**
 * The language switcher: one button per language, each named in its own script (and marked with its
 * language, so a screen reader says it right), the active one pressed. Choosing mounts the page again
 * in the new language; focus then comes back here, to the language just chosen.
 */
import { useEffect, useRef } from 'react';
import { LANGUAGE_NAMES } from '../i18n/language';
import { useLanguage } from '../i18n/language-context';
import { LANGUAGES } from '../i18n/translation';
import { siteTexts } from '../texts/en';

/** Set by a choice, taken by the switcher mounted in the new language. */
let refocus = false;

/** Whether the page is being mounted again after a choice (the site's mobile menu then stays open). */
export const isReturningFromSwitch = (): boolean => refocus;

export function LanguageSwitcher() {
  const { language, choose } = useLanguage();
  const group = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!refocus) return;
    refocus = false;
    group.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus();
  }, []);

  return (
    <div ref={group} role="group" aria-label={siteTexts.nav.language} className="language-switcher">
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === language}
          onClick={() => {
            if (code === language) return;
            refocus = true;
            // Nothing is mounted again if the texts could not be fetched: no later mount takes the focus.
            void choose(code).then((chosen) => {
              if (!chosen) refocus = false;
            });
          }}
        >
          {LANGUAGE_NAMES[code]}
        </button>
      ))}
    </div>
  );
}
