/**
 * hls.js (the light build: no subtitles, alternate audio or DRM, which lectures do not use) is
 * fetched only by pages that play video. A lecture page starts the download when it opens, so the
 * player is ready by the time the student picks a video; the videos dashboard, where playing is one
 * choice among the category cards, starts it once the page is idle, after its own first paint.
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

/**
 * Marked on the page's performance timeline when the dashboard starts fetching the player: what
 * it fetches from then on is not its first load (the web bench tells the two apart by it).
 */
export const PLAYER_PREFETCH_MARK = 'engtech:player-prefetch';

/** How long the dashboard waits at most for an idle moment before fetching the player anyway. */
const IDLE_TIMEOUT_MS = 2000;
/** Where there is no requestIdleCallback (Safari), a moment after the page has rendered. */
const NO_IDLE_DELAY_MS = 500;

/** Runs `task` once the page is idle; the returned function cancels it (the student left first). */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, NO_IDLE_DELAY_MS);
  return () => window.clearTimeout(id);
}
