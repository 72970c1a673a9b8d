/**
 * Pairing: a video is stored as two objects, its MP4 and its thumbnail ("<title>image"), joined by
 * the catalog entry, which records both keys. The MP4's key is ASCII-safe (video-id.ts); videos
 * uploaded earlier keep "<title>video" recorded until their next transcode moves them. Only a
 * complete pair is listed or played: the catalog indexes an entry once both keys are recorded
 * (catalog.ts, isPaired), so a lone video or image never shows.
 */
import { safeVideoKey } from './video-id';

/** The suffix of a legacy video key, and of the file name an admin's delete may send. */
export const VIDEO_SUFFIX = 'video';
const IMAGE_SUFFIX = 'image';

export const videoKeyFor = (title: string): string => safeVideoKey(title);
/** Where a video recorded before safe keys was stored. */
export const legacyVideoKeyFor = (title: string): string => `${title}${VIDEO_SUFFIX}`;
export const imageKeyFor = (title: string): string => `${title}${IMAGE_SUFFIX}`;
