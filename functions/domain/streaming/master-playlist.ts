/**
 * Our master playlists, written in Node rather than by the transcoder: the same text in both
 * runtimes, with bandwidths measured from what was really written.
 *
 * AVERAGE-BANDWIDTH is the rendition's bytes over its duration. BANDWIDTH must bound the peak
 * (players pick a level by it): lecture video is mostly still slides with bursts when a slide
 * changes, so the peak is estimated as the average with PEAK_HEADROOM, never above the rendition's
 * own encoder ceiling plus the container's overhead.
 */
import { codecsOf } from './job-settings';
import { isDataSaver, rungOf, type Rendition, type SourceKind } from './ladder';
import { renditionPlaylistName } from './layout';

export const PEAK_HEADROOM = 1.5;
/** MPEG-TS packetisation adds roughly this much to the elementary streams. */
const TS_OVERHEAD = 1.1;

interface WrittenRendition {
  name: string;
  width: number;
  height: number;
  /** Every byte of its playlist and segments. */
  bytes: number;
}

interface Bandwidths {
  average: number;
  peak: number;
}

export function bandwidthsOf(rendition: WrittenRendition, durationSeconds: number, ladder?: Rendition): Bandwidths {
  const average = Math.ceil((rendition.bytes * 8) / Math.max(durationSeconds, 0.001));
  const ceiling = ladder ? Math.ceil((ladder.maxVideoBitrate + ladder.audioBitrate) * TS_OVERHEAD) : Infinity;
  const peak = Math.max(average, Math.min(Math.ceil(average * PEAK_HEADROOM), ceiling));
  return { average, peak };
}

/**
 * The master of a stream made for a `kind` of source: each rung described as its kind made it (the
 * slides' 360p is 5 fps, the camera's 25), its ceiling bounding BANDWIDTH.
 */
export function masterPlaylist(
  renditions: readonly WrittenRendition[],
  durationSeconds: number,
  kind: SourceKind,
): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  const ordered = [...renditions].sort((a, b) => a.height - b.height);
  for (const rendition of ordered) {
    const ladder = rungOf(rendition.name, kind);
    const { average, peak } = bandwidthsOf(rendition, durationSeconds, ladder);
    const attributes = [
      `BANDWIDTH=${peak}`,
      `AVERAGE-BANDWIDTH=${average}`,
      `RESOLUTION=${rendition.width}x${rendition.height}`,
      ...(ladder ? [`CODECS="${codecsOf(ladder)}"`, `FRAME-RATE=${ladder.maxFps.toFixed(3)}`] : []),
    ];
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, renditionPlaylistName(rendition.name));
  }
  return `${lines.join('\n')}\n`;
}

/** The data saver's master: only its one rendition, so no player can climb above it. */
export function dataSaverPlaylist(
  renditions: readonly WrittenRendition[],
  durationSeconds: number,
  kind: SourceKind,
): string | null {
  const saver = renditions.filter((rendition) => isDataSaver(rendition.name));
  return saver.length > 0 ? masterPlaylist(saver, durationSeconds, kind) : null;
}
