/**
 * The rule that picks a first visit's language, with nothing imported: the app (./language.ts) and the
 * boot script that fetches that language's files before the app has run (boot/preload.ts) both use
 * it, so the two never disagree about which language the page will show.
 */

/** Where the reader's own choice is kept on the device (localStorage). */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The stored choice, else the first of the browser's preferred tags the site speaks, else none. */
export function pickLanguage<L extends string>(
  stored: string | null,
  tags: readonly string[],
  known: readonly L[],
): L | undefined {
  const isKnown = (value: string | null | undefined): value is L => known.includes(value as L);
  if (isKnown(stored)) return stored;
  for (const tag of tags) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isKnown(primary)) return primary;
  }
  return undefined;
}
