/**
 * The streaming ladder: the renditions every video is transcoded to, in both runtimes (the
 * MediaConvert job template in infra/ and the local ffmpeg twin in local/twins/ are built from this list).
 *
 * Lectures are slides, a whiteboard and a voice: most frames barely change, so each rendition is
 * quality-targeted (CRF / QVBR) with a bitrate ceiling rather than a constant bitrate, at a frame rate
 * that keeps a pointer readable. Audio is mono AAC: a voice needs no stereo. Every rendition has its
 * keyframes on the same segment boundaries, so a player can switch rendition at any segment.
 */
export interface Rendition {
  /** Name used in object keys and the quality menu, e.g. "240p". */
  readonly name: string;
  readonly width: number;
  readonly height: number;
  /** Frames per second ceiling; a source with fewer keeps its own. */
  readonly maxFps: number;
  /** Ceiling of the video bitrate (bits per second). */
  readonly maxVideoBitrate: number;
  /** x264 CRF locally; the cloud maps it to a QVBR quality level. */
  readonly crf: number;
  readonly audioBitrate: number;
}

export const SEGMENT_SECONDS = 4;
export const AUDIO_SAMPLE_RATE = 44_100;

export const LADDER: readonly Rendition[] = [
  { name: '240p', width: 426, height: 240, maxFps: 15, maxVideoBitrate: 180_000, crf: 28, audioBitrate: 32_000 },
  { name: '360p', width: 640, height: 360, maxFps: 25, maxVideoBitrate: 380_000, crf: 27, audioBitrate: 48_000 },
  { name: '720p', width: 1280, height: 720, maxFps: 25, maxVideoBitrate: 1_150_000, crf: 25, audioBitrate: 64_000 },
];

/** The data-saver rendition: the one a student on costly data picks, and a saved lecture's default. */
export const DATA_SAVER = '240p';

/** The renditions for a source of this height: never upscaled, and always at least the smallest. */
export function ladderFor(sourceHeight: number): readonly Rendition[] {
  const fitting = LADDER.filter((rendition) => rendition.height <= sourceHeight);
  return fitting.length > 0 ? fitting : LADDER.slice(0, 1);
}
