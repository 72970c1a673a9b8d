/** What the build tells the boot script (./preload.ts): the files to ask for early, as site paths. */
export interface BootFiles {
  /** Per language, the files showing it needs (none for English, which is the catalogues as built). */
  languages: Partial<Record<string, readonly string[]>>;
  /**
   * Per path (lower case, no trailing slash), the files of the page it opens, then the API answers
   * its first screen asks for (GETs under /api/, with the visitor's cookies).
   */
  routes: Partial<Record<string, readonly string[]>>;
}
