/**
 * The app shell the worker stores at install, computed from the build: index.html and the files it
 * boots with (its scripts, module preloads and stylesheets under /assets/). Lazy route chunks are left
 * out on purpose: storing them all would download the whole site on a student's first visit. The page
 * fetches the ones an offline item needs (and the worker keeps them) when something is saved.
 */
import type { PrecacheEntry } from './build-info';
import { ASSET_PREFIX } from './routing.ts';

const REFERENCE = /<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"[^>]*>/gi;

/** The /assets/ files a document references from its script and link elements, in order, once each. */
export function bootFiles(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(REFERENCE)) {
    const url = match[1]!;
    if (url.startsWith(ASSET_PREFIX) && !found.includes(url)) found.push(url);
  }
  return found;
}

const ICON = /<link\b[^>]*?\brel="icon"[^>]*?\bhref="(\/[^"]+)"[^>]*>/gi;

/** The site's own tab icons (unhashed files at the root): an app opened offline shows them too. */
function iconFiles(html: string): string[] {
  return [...new Set([...html.matchAll(ICON)].map((match) => match[1]!))].filter(
    (url) => !url.startsWith(ASSET_PREFIX) && !url.startsWith('//'),
  );
}

/**
 * index.html under its own revision (its content changes with every build that changes a boot file),
 * then the boot files, whose hashed names are their revisions, then the icons, stored again with
 * each new index.html (they have no hash of their own, and are small).
 */
export function precacheEntries(html: string, htmlRevision: string): PrecacheEntry[] {
  return [
    { url: '/index.html', revision: htmlRevision },
    ...bootFiles(html).map((url) => ({ url, revision: null })),
    ...iconFiles(html).map((url) => ({ url, revision: htmlRevision })),
  ];
}
