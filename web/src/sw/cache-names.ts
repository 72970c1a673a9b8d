/**
 * The Cache Storage names the site uses. The saved files belong to the student and are written by the
 * page; the worker only reads them (and stores a finished background download there). The shell and
 * asset caches are the worker's own: a new version of the worker may drop them whole.
 */
export const SAVED_CACHE = 'engtech-saved-v1';
export const SHELL_CACHE = 'engtech-shell-v1';
export const ASSETS_CACHE = 'engtech-assets-v1';

const WORKER_PREFIXES = ['engtech-shell-', 'engtech-assets-'];

/** The worker's caches left by earlier versions of it; never the saved files, never another site's. */
export function staleCacheNames(names: readonly string[]): string[] {
  return names.filter(
    (name) =>
      name !== SHELL_CACHE && name !== ASSETS_CACHE && WORKER_PREFIXES.some((prefix) => name.startsWith(prefix)),
  );
}
