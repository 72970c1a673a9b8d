/**
 * hls.js (the light build: no subtitles, alternate audio or DRM, which lectures do not use) is
 * fetched only by pages that play video. A lecture page starts the download when it opens, so the
 * player is ready by the time the student picks a video.
 */
import type HlsType from 'hls.js';

export type HlsClass = typeof HlsType;

let pending: Promise<HlsClass> | null = null;

export function loadHls(): Promise<HlsClass> {
  if (!pending) {
    pending = import('hls.js/light').then((module) => module.default);
    // A failed download (offline for a moment) may succeed on the next video.
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}

/** Starts the download without waiting for it; the player awaits the same promise later. */
export function prefetchHls(): void {
  loadHls().catch((error: unknown) => console.warn('Prefetching the video engine failed', error));
}
