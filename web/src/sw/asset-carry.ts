/**
 * Keeping the asset cache in step with the build. Files of the build are named `<name>-<hash><ext>`:
 * when a new version of the worker installs, a cached file of the old build whose name (not hash)
 * matches a file of the new build means the student used that part of the site, possibly offline
 * (the player, the saved page): the new file is fetched at install, so an update that arrives online
 * does not leave the offline study screens without their code. Files of older builds are dropped when
 * the new worker takes over.
 */

const extensionOf = (path: string): string => {
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  return dot > slash ? path.slice(dot) : '';
};

/** The part of a hashed file's path before its hash, e.g. '/assets/videos-' for '/assets/videos-Cy0LedUP.js'. */
function stemOf(path: string, hashLength: number): string {
  return path.slice(0, path.length - extensionOf(path).length - hashLength);
}

/**
 * The new build's files that replace files the old cache holds: same name and extension, another
 * hash. `cached` are the paths in the asset cache, `current` the new build's.
 */
export function filesToCarry(cached: readonly string[], current: readonly string[], hashLength: number): string[] {
  const have = new Set(cached);
  const oldStems = new Set(
    cached.filter((path) => !current.includes(path)).map((path) => `${stemOf(path, hashLength)}|${extensionOf(path)}`),
  );
  return current.filter((path) => !have.has(path) && oldStems.has(`${stemOf(path, hashLength)}|${extensionOf(path)}`));
}

/** Cached paths that are no file of the current build. */
export function filesToDrop(cached: readonly string[], current: readonly string[]): string[] {
  const keep = new Set(current);
  return cached.filter((path) => !keep.has(path));
}

/** What the page asks the worker to keep: the files it has already loaded (see keepFiles). */
export interface KeepMessage {
  type: 'keep-assets';
  urls: string[];
}

export function isKeepMessage(data: unknown): data is KeepMessage {
  const message = data as Partial<KeepMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.type === 'keep-assets' &&
    Array.isArray(message.urls) &&
    message.urls.every((url) => typeof url === 'string')
  );
}

/**
 * The paths worth keeping among URLs a page has loaded: this build's own files on this origin. A page
 * the worker did not control yet (the first visit) loaded them past it; without this, the screens
 * that page had opened would have no code offline until they were opened online again.
 */
export function keepFiles(urls: readonly string[], origin: string, current: readonly string[]): string[] {
  const known = new Set(current);
  const paths = urls.flatMap((url) => {
    try {
      const parsed = new URL(url);
      return parsed.origin === origin && known.has(parsed.pathname) ? [parsed.pathname] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(paths)];
}
