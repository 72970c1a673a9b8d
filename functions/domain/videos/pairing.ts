/**
 * Pairing: a video is stored as two objects, "<title>video" (the MP4) and "<title>image" (its
 * thumbnail), joined by title. Only a complete pair is listed or played: the catalog indexes an
 * entry once both keys are recorded (catalog.ts, isPaired), so a lone video or image never shows.
 */
export const VIDEO_SUFFIX = 'video';
const IMAGE_SUFFIX = 'image';

export const videoKeyFor = (title: string): string => `${title}${VIDEO_SUFFIX}`;
export const imageKeyFor = (title: string): string => `${title}${IMAGE_SUFFIX}`;
