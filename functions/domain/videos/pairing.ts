/**
 * Pairing: a video is stored as two objects, "<title>video" (the MP4) and "<title>image" (its
 * thumbnail). Only complete pairs make a playable item; a lone video or image is dropped. Used
 * when a catalog is built from a bucket's object names (seeding, reindexing).
 */
export const VIDEO_SUFFIX = 'video';
export const IMAGE_SUFFIX = 'image';

export interface VideoPair {
  title: string;
  /** object key of the video */
  video: string;
  /** object key of the thumbnail */
  image: string;
}

export const videoKeyFor = (title: string): string => `${title}${VIDEO_SUFFIX}`;
export const imageKeyFor = (title: string): string => `${title}${IMAGE_SUFFIX}`;

/** Pairs object names by title, sorted by title; names that are not part of a pair are dropped. */
export function pairVideoFiles(names: Iterable<string>): VideoPair[] {
  const videos = new Set<string>();
  const images = new Set<string>();
  for (const name of names) {
    if (name.length > VIDEO_SUFFIX.length && name.endsWith(VIDEO_SUFFIX))
      videos.add(name.slice(0, -VIDEO_SUFFIX.length));
    else if (name.length > IMAGE_SUFFIX.length && name.endsWith(IMAGE_SUFFIX))
      images.add(name.slice(0, -IMAGE_SUFFIX.length));
  }
  return [...videos]
    .filter((title) => images.has(title))
    .sort((a, b) => a.localeCompare(b))
    .map((title) => ({ title, video: videoKeyFor(title), image: imageKeyFor(title) }));
}
