/**
 * The renditions a master playlist offers, as the quality menu names them ("240p" from the level's
 * height), and which one a remembered choice means for a video that lacks it.
 */
import { isDataSaverRendition } from '@schemas';
import type { FixedQuality } from './quality-preference';

interface LevelInfo {
  height: number;
  /** BANDWIDTH: the peak the player plans for. */
  bitrate: number;
  /** AVERAGE-BANDWIDTH when the master gives it. */
  averageBitrate?: number;
  /** FRAME-RATE when the master gives it. */
  frameRate?: number;
}

export interface LevelOption {
  name: string;
  /** The level's index in the player's level list. */
  index: number;
  /** What an hour of it typically downloads: the average when known, else the peak. */
  bitsPerSecond: number;
  /** Frames per second, when the master says (a slides lecture's 360p is 5, a camera's 25). */
  frameRate?: number;
}

export const levelName = (height: number): string => `${height}p`;

export function levelOptions(levels: readonly LevelInfo[]): LevelOption[] {
  return levels
    .map((level, index) => ({
      name: levelName(level.height),
      index,
      bitsPerSecond: level.averageBitrate || level.bitrate,
      ...(level.frameRate ? { frameRate: level.frameRate } : {}),
    }))
    .filter((_, index) => (levels[index]?.height ?? 0) > 0);
}

const heightOf = (name: string): number => Number.parseInt(name, 10);

/**
 * The level for a fixed choice: that rendition, else the best one below it (a saved 720p on a video
 * made from a small source), else the smallest there is. Never one above a smaller choice, so the
 * data saver stays a data saver (whichever rung the video's is).
 */
export function levelFor(options: readonly LevelOption[], quality: FixedQuality): LevelOption | undefined {
  // A data saver chosen on one video (240p on a camera's, 540p on a slides') means this one's.
  if (isDataSaverRendition(quality)) {
    const saver = options.find((option) => isDataSaverRendition(option.name));
    if (saver) return saver;
  }
  const wanted = heightOf(quality);
  const byHeight = [...options].sort((a, b) => heightOf(a.name) - heightOf(b.name));
  const fitting = byHeight.filter((option) => heightOf(option.name) <= wanted);
  return fitting.at(-1) ?? byHeight[0];
}
