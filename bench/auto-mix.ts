/**
 * Which rendition Auto settles on for each kind of viewer, and so the mix of renditions the class
 * watches: the player's rules (web/src/features/videos/player/data-budget.ts) applied to the
 * ladder, against an assumed audience. "Before" is Auto as it was: hls.js's own capping on every
 * device (the first level at least as large as the player's longer side × the full pixel ratio)
 * and no heed to the browser's data saver.
 *
 * Every viewer is assumed to have the bandwidth to reach the cap (ABR climbs to it within a few
 * segments at 3G/4G rates); a slower link lowers the bytes, so the mix is an upper bound.
 */
import { isDataSaver, type Rendition } from '../functions/domain/streaming/ladder';
import { autoCapIndex, maxAutoHeight } from '../web/src/features/videos/player/data-budget';
import { table } from './stats';

interface Viewer {
  who: string;
  /** Share of the class's lecture hours. */
  share: number;
  touch: boolean;
  /** The browser's data saver is on, or the connection reports 2g. */
  saver: boolean;
  /** The player's CSS size. */
  width: number;
  height: number;
  devicePixelRatio: number;
}

/** An assumption: a class on prepaid mobile data, most on phones; stated in the report beside the mix. */
export const AUDIENCE: readonly Viewer[] = [
  {
    who: 'phone, data saver on or 2g',
    share: 0.2,
    touch: true,
    saver: true,
    width: 360,
    height: 203,
    devicePixelRatio: 2.75,
  },
  { who: 'phone upright', share: 0.45, touch: true, saver: false, width: 360, height: 203, devicePixelRatio: 2.75 },
  {
    who: 'phone full screen (landscape)',
    share: 0.15,
    touch: true,
    saver: false,
    width: 640,
    height: 360,
    devicePixelRatio: 2.75,
  },
  { who: 'computer', share: 0.2, touch: false, saver: false, width: 960, height: 540, devicePixelRatio: 1 },
];

/** hls.js's capLevelToPlayerSize (CapLevelController.getMaxLevelByMediaSize, maxDevicePixelRatio unset). */
function hlsJsCap(levels: readonly Rendition[], viewer: Viewer): number {
  const side = Math.max(viewer.width, viewer.height) * viewer.devicePixelRatio;
  const index = levels.findIndex((level) => level.width >= side || level.height >= side);
  return index === -1 ? levels.length - 1 : index;
}

export type AutoRules = 'now' | 'before';

export function autoPick(ladder: readonly Rendition[], viewer: Viewer, rules: AutoRules): Rendition {
  const levels = [...ladder].sort((a, b) => a.height - b.height);
  const saver = levels.find((rendition) => isDataSaver(rendition.name));
  if (rules === 'now' && viewer.saver && saver) return saver;
  const cap =
    rules === 'now' && viewer.touch
      ? autoCapIndex(levels, maxAutoHeight(viewer.height, viewer.devicePixelRatio), saver ? levels.indexOf(saver) : 0)
      : hlsJsCap(levels, viewer);
  return levels[Math.max(cap, 0)]!;
}

/** Share of watched hours per rendition name. */
export function autoMix(ladder: readonly Rendition[], rules: AutoRules): Record<string, number> {
  const mix: Record<string, number> = {};
  for (const viewer of AUDIENCE) {
    const name = autoPick(ladder, viewer, rules).name;
    mix[name] = (mix[name] ?? 0) + viewer.share;
  }
  return mix;
}

const percent = (share: number): string => `${Math.round(share * 100)} %`;

export const mixLabel = (mix: Record<string, number>): string =>
  Object.entries(mix)
    .map(([name, share]) => `${percent(share)} ${name}`)
    .join(', ');

/** The audience table: who watches, and what Auto gives them before and now. */
export function audienceMarkdown(ladder: readonly Rendition[]): string {
  return table(
    ['Viewer', 'Share of hours', 'Player (CSS px) × pixel ratio', 'Auto before', 'Auto now'],
    AUDIENCE.map((viewer) => [
      viewer.who,
      percent(viewer.share),
      `${viewer.width}×${viewer.height} × ${viewer.devicePixelRatio}`,
      autoPick(ladder, viewer, 'before').name,
      autoPick(ladder, viewer, 'now').name,
    ]),
  );
}
