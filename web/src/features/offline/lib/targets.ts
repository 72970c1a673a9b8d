/** What a Save offline button saves: one tute of a category, or one lecture (a video with a ready stream). */
import { isDataSaverRendition, type StreamRendition, type TuteCategory, type TuteItem, type VideoItem } from '@schemas';
import { lectureKey, tuteKey } from './save';

export type SaveTarget =
  { kind: 'tute'; category: TuteCategory; tute: TuteItem } | { kind: 'lecture'; video: VideoItem };

/** The folder a stream lives in: /media/<folder>/… */
export function folderOf(playlist: string): string | null {
  const match = /^(?:https?:\/\/[^/]+)?\/media\/([^/]+)\//.exec(playlist);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * A lecture's renditions, the data saver first (a save's default), then lowest first; empty while
 * it cannot be saved (no ready stream). The slides' data saver is 540p, so height alone would put
 * the costlier 360p first.
 */
export function renditionsOf(video: VideoItem): StreamRendition[] {
  if (video.streamState !== 'ready' || !video.renditions) return [];
  const rank = (r: StreamRendition): number => (isDataSaverRendition(r.name) ? 0 : r.height);
  return [...video.renditions].filter((r) => folderOf(r.playlist)).sort((a, b) => rank(a) - rank(b));
}

export function keyOf(target: SaveTarget): string {
  if (target.kind === 'tute') return tuteKey(target.category, target.tute.name);
  const first = target.video.renditions?.[0];
  return lectureKey((first && folderOf(first.playlist)) ?? 'free', target.video.title);
}

export const titleOf = (target: SaveTarget): string => (target.kind === 'tute' ? target.tute.name : target.video.title);
