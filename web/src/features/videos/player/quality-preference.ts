/**
 * The student's quality choice, remembered on this device for every later video: "auto" (the
 * player adapts to the connection) or one rendition name. Anything else found in storage (an older
 * format, a hand edit) counts as no choice.
 */

export const QUALITY_KEY = 'engtech.videoQuality';

const QUALITIES = ['auto', '240p', '360p', '540p', '720p'] as const;
export type Quality = (typeof QUALITIES)[number];
export type FixedQuality = Exclude<Quality, 'auto'>;

export const isQuality = (value: unknown): value is Quality =>
  typeof value === 'string' && (QUALITIES as readonly string[]).includes(value);

/** Storage can be missing or refuse access (private browsing, blocked site data): then "auto". */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readQuality(store: Storage | null = storage()): Quality {
  try {
    const stored = store?.getItem(QUALITY_KEY);
    return isQuality(stored) ? stored : 'auto';
  } catch {
    return 'auto';
  }
}

/** Remembers the choice; a full or blocked storage only means it is not remembered. */
export function writeQuality(quality: Quality, store: Storage | null = storage()): void {
  try {
    store?.setItem(QUALITY_KEY, quality);
  } catch {
    // The choice still applies to this video.
  }
}
