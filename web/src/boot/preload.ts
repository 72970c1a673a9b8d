/**
 * The boot script: a few hundred bytes that index.html loads `async` beside the app's entry, so it
 * runs as soon as it arrives, long before the entry (tens of KB on a slow phone link) has been
 * fetched and run. It asks for the files the first screen will wait on once the app runs: the texts,
 * translator and script font of the language the app will pick (by the app's own rule), and the code
 * and styles of the page being opened, and the list that page shows first. Without it each of those is a further round trip, started
 * only once the entry has run. It only hints: whatever it does not fetch, the app fetches itself.
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
 * cache: module scripts and Vite's stylesheet links are CORS requests, and so is every font fetch.
 */
function hint(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.href = href;
  link.crossOrigin = '';
  if (href.endsWith('.js')) link.rel = 'modulepreload';
  else {
    link.rel = 'preload';
    link.as = href.endsWith('.css') ? 'style' : 'font';
    if (link.as === 'font') link.type = 'font/woff2';
  }
  return link;
}

/**
 * The hint for an API answer the first screen will ask for. The app's client fetches with the
 * visitor's cookies, so the preload carries them too (use-credentials); the browser hands the app
 * this response instead of asking again.
 */
function requestHint(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.href = href;
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'use-credentials';
  return link;
}

const language = pickLanguage(storedLanguage(), navigator.languages ?? [], LANGUAGES) ?? 'en';
const path = location.pathname.toLowerCase().replace(/\/+$/, '') || '/';
const files = new Set([...(__BOOT_FILES__.routes[path] ?? []), ...(__BOOT_FILES__.languages[language] ?? [])]);
const isFont = (href: string) => href.endsWith('.woff2');
// The code and texts first, then the page's own data, fonts last: the larger files, which the first
// screen can paint without (their faces swap in).
const hints = [
  ...[...files].filter((href) => !isFont(href)).map(hint),
  ...(__BOOT_FILES__.requests[path] ?? []).map(requestHint),
  ...[...files].filter(isFont).map(hint),
];
for (const link of hints) document.head.append(link);
