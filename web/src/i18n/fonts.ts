/**
 * The Sinhala and Tamil web fonts, fetched when their language becomes active: an English reader
 * downloads neither, and a Sinhala reader never the Tamil one. Each stylesheet declares its font
 * faces (`font-display: swap`, so text shows at once in a system font) and the stack for `<html lang>`.
 */
import type { Language } from './translation';

type Stylesheets = Partial<Record<Language, () => Promise<unknown>>>;

/**
 * A loader over `stylesheets`: each language's is fetched once, however often it becomes active.
 * The promise answers whether the stylesheet is in; it never rejects, so a caller may ignore it.
 * A failed fetch (a dropped connection) is forgotten, so the next call tries again.
 */
export function createFontLoader(stylesheets: Stylesheets) {
  const loading = new Map<Language, Promise<boolean>>();
  return function loadScriptFont(language: Language): Promise<boolean> {
    const load = stylesheets[language];
    if (!load) return Promise.resolve(true);
    let pending = loading.get(language);
    if (!pending) {
      pending = load().then(
        () => true,
        () => {
          loading.delete(language);
          return false;
        },
      );
      loading.set(language, pending);
    }
    return pending;
  };
}

export const loadScriptFont = createFontLoader({
  si: () => import('../styles/font-sinhala.css'),
  ta: () => import('../styles/font-tamil.css'),
});
