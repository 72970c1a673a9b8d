/**
 * What the build tells the worker: the app shell to store at install (index.html and the files it
 * boots with, each with a revision) and every hashed file of this build, by path.
 */
export interface PrecacheEntry {
  url: string;
  /** null for a hashed file, whose name changes with its content. */
  revision: string | null;
}

export interface BuildInfo {
  precache: PrecacheEntry[];
  /** Every file under /assets/ in this build, e.g. '/assets/videos-Cy0LedUP.js'. */
  assets: string[];
  /** Length of the content hash in those names (`<name>-<hash><ext>`). */
  hashLength: number;
}
