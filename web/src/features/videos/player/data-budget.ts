/**
 * What Auto may spend on a student's data: the rules, apart from hls.js.
 *
 * - On a touch screen (a phone or tablet, most often on prepaid mobile data) Auto never picks a
 *   rendition taller than the player's CSS height × the pixel ratio (the data saver aside, which
 *   costs least whatever its height), counting at most
 *   MAX_PIXEL_RATIO: past it a lecture's text reads no better, and a 3× phone would otherwise fetch
 *   720p for a player a few hundred pixels high. hls.js's own capping is no use here: it keeps the
 *   first rendition at least as large as the player's longer side, i.e. one size above it.
 * - With the browser's data-saver setting on, or a 2g/slow-2g connection, Auto starts on, and keeps
 *   to, the data-saver rendition. The data saver is the rendition the stream's data-saver playlist
 *   lists (the ladder names it; its height is no guide), else the one that costs least. The
 *   connection can change while a lecture plays (the student turns the setting on, the train leaves
 *   4G behind): Auto follows it, to the data saver and back.
 */

export const MAX_PIXEL_RATIO = 1.5;
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g']);

/** The Network Information API's part we read (Chromium browsers only; elsewhere it is absent). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
  addEventListener?(type: 'change', listener: () => void): void;
  removeEventListener?(type: 'change', listener: () => void): void;
}

export function connectionHints(): ConnectionHints | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionHints }).connection;
}

export function wantsDataSaver(hints: ConnectionHints | undefined = connectionHints()): boolean {
  if (!hints) return false;
  return hints.saveData === true || SLOW_CONNECTIONS.has(hints.effectiveType ?? '');
}

/**
 * Calls `listener` with wantsDataSaver() whenever the connection reports a change; the returned
 * function stops listening. Nothing to listen to where the browser gives no connection.
 */
export function onDataSaverChange(listener: (wanted: boolean) => void): () => void {
  const connection = connectionHints();
  if (!connection?.addEventListener) return () => undefined;
  const changed = () => listener(wantsDataSaver(connection));
  connection.addEventListener('change', changed);
  return () => connection.removeEventListener?.('change', changed);
}

/** A touch screen without a hovering pointer: a phone or a tablet. */
export function onTouchScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? !window.matchMedia('(hover: hover)').matches
    : false;
}

/** The tallest rendition Auto may pick for a player `cssHeight` CSS pixels high. */
export function maxAutoHeight(cssHeight: number, devicePixelRatio: number): number {
  const ratio = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  return Math.floor(cssHeight * Math.min(ratio, MAX_PIXEL_RATIO));
}

interface SizedLevel {
  height: number;
}

/**
 * hls.js's cap for Auto (the highest level index it may pick) so that no level above `maxHeight`
 * is picked, except the data saver at `saverIndex`: it costs least whatever its height (a slides
 * lecture's is 540p at a few frames a second, cheaper than 360p), so the cap never falls below it.
 * hls.js orders levels by height, so the cap is the last level that fits; when none fits, the
 * first (smallest) one. -1 (no cap) while the player's height is unknown.
 */
export function autoCapIndex(levels: readonly SizedLevel[], maxHeight: number, saverIndex = 0): number {
  if (!(maxHeight > 0) || levels.length === 0) return -1;
  let cap = 0;
  for (let index = 0; index < levels.length; index += 1) {
    if ((levels[index]?.height ?? Infinity) > maxHeight) break;
    cap = index;
  }
  return Math.max(cap, Math.min(saverIndex, levels.length - 1));
}

/** The one rendition playlist a data-saver master lists (its first URI line), or null. */
export function dataSaverUri(playlist: string): string | null {
  const uri = playlist
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find((line) => line !== '' && !line.startsWith('#'));
  return uri ?? null;
}

interface PlayableLevel {
  url?: readonly string[];
  bitrate: number;
  averageBitrate?: number;
}

const lastSegment = (url: string): string => url.split('?')[0]?.split('/').at(-1) ?? '';

/** The index of the data-saver level: the one at `saverUri`, else the one that costs least. */
export function dataSaverIndex(levels: readonly PlayableLevel[], saverUri: string | null): number {
  if (levels.length === 0) return -1;
  if (saverUri) {
    const wanted = lastSegment(saverUri);
    const listed = levels.findIndex((level) => (level.url ?? []).some((url) => lastSegment(url) === wanted));
    if (listed >= 0) return listed;
  }
  const cost = (level: PlayableLevel) => level.averageBitrate || level.bitrate;
  return levels.reduce((best, level, index) => (cost(level) < cost(levels[best]!) ? index : best), 0);
}

/** The stream's data-saver playlist, beside its master; null for a stream that has none (a saved rendition). */
export function dataSaverUrl(masterUrl: string): string | null {
  const [path, query] = masterUrl.split('?', 2);
  if (!path?.endsWith('/master.m3u8')) return null;
  return `${path.slice(0, -'master.m3u8'.length)}data-saver.m3u8${query ? `?${query}` : ''}`;
}
