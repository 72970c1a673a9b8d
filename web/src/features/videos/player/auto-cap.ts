/**
 * Keeps hls.js's cap for Auto in step with the player's size on a touch screen (see data-budget.ts):
 * measured when the levels are known and again whenever the player is resized (turning the phone,
 * going full screen), so a bigger player may climb and a smaller one stops fetching what it cannot show.
 */
import { autoCapIndex, dataSaverIndex, maxAutoHeight } from './data-budget';

interface CappableHls {
  readonly levels: readonly { height: number; bitrate: number; averageBitrate?: number }[];
  autoLevelCapping: number;
}

/** Starts capping; the returned function stops it. */
export function capAutoToPlayer(hls: CappableHls, video: HTMLVideoElement): () => void {
  const measure = () => {
    const height = video.getBoundingClientRect().height;
    // The data saver is the level that costs least: Auto may always fall back to it.
    const saver = dataSaverIndex(hls.levels, null);
    const cap = autoCapIndex(hls.levels, maxAutoHeight(height, window.devicePixelRatio), saver);
    if (hls.autoLevelCapping !== cap) hls.autoLevelCapping = cap;
  };
  measure();
  if (typeof ResizeObserver === 'function') {
    const observer = new ResizeObserver(measure);
    observer.observe(video);
    return () => observer.disconnect();
  }
  window.addEventListener('resize', measure);
  return () => window.removeEventListener('resize', measure);
}
