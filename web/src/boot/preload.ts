/**
 * The boot script: a few hundred bytes that index.html loads `async` beside the app's entry, so it
 * runs as soon as it arrives, long before the entry (tens of KB on a slow phone link) has been
 * fetched and run. It asks for the files the first screen will wait on once the app runs: the texts,
 * translator and font stylesheet of the language the app will pick (by the app's own rule), the code
 * and styles of the page being opened, and the list that page shows first. Never a font file: most
 * phones draw the script with their own face, which the stylesheet names first. Without it each of those
 * is a further round trip, started only once the entry has run. It only hints: whatever it does not fetch, the app fetches itself.
 * Built by web/vite-boot-preload.ts, which fills in the build's file names.
 */
import { LANGUAGE_STORAGE_KEY, pickLanguage } from '../i18n/preferred';
import type { BootFiles } from './boot-files';
import { LANGUAGES } from '../i18n/translation';

declare const __BOOT_FILES__: BootFiles;

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage may be refused (a locked-down browser); the browser's languages still decide.
    return null;
  }
}

/**
 * The hint for one file, with the request mode the app's own load will use, so the two meet in the
 * cache: module scripts and Vite's stylesheet links are CORS requests.
 * An API answer is asked for with the visitor's cookies, as the app's client fetches it; the browser
 * then hands the app this response instead of asking again.
 */
function hint(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.href = href;
  link.crossOrigin = href.startsWith('/api/') ? 'use-credentials' : '';
  if (href.endsWith('.js')) link.rel = 'modulepreload';
  else {
    link.rel = 'preload';
    link.as = href.endsWith('.css') ? 'style' : 'fetch';
  }
  return link;
}

const language = pickLanguage(storedLanguage(), navigator.languages ?? [], LANGUAGES) ?? 'en';
// `/` is the home page (the app moves it to /home before its first render).
const path = location.pathname.toLowerCase().replace(/\/+$/, '') || '/home';
const files = new Set([...(__BOOT_FILES__.routes[path] ?? []), ...(__BOOT_FILES__.languages[language] ?? [])]);
for (const href of files) document.head.append(hint(href));
