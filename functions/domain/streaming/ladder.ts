/**
 * The streaming ladder: the renditions every video is transcoded to, in both runtimes (the
 * MediaConvert job template in infra/ and the local ffmpeg twin in local/twins/ are built from this list).
 *
 * Lectures are slides, a whiteboard and a voice: most frames barely change, so each rendition is
 * quality-targeted (CRF / QVBR) with a bitrate ceiling rather than a constant bitrate. Audio is mono
 * AAC: a voice needs no stereo.
 *
 * What a data saver spends its bytes on depends on the source. On slides the student came for the
 * text, and text needs lines, not frames: the slides' data saver is 540p at 5 fps with a keyframe
 * every 8 s (a still slide costs one keyframe per 8 s instead of two). Its first segment, a whole
 * GOP, is what a student waits for before the first frame: 8 s keeps that wait near 2 s at
 * 400 kbit/s for a few per cent more bytes than 12 s would. On a camera (a practical, a
 * demonstration) motion matters more, so its data saver stays 240p at 15 fps.
 *
 * The slides' 360p is at 5 fps too, for the same reason; the camera's stays at 25.
 *
 * Switching: every rendition's keyframes fall on multiples of SEGMENT_SECONDS and every GOP is a
 * whole number of segments, so a segment boundary of the rung with the longest GOP (every 8 s) is
 * also one of every other rung. The transcoder cuts a segment only at a keyframe, so the slides'
 * data saver has 8 s segments while the others have 4 s ones; a player switching between them does
 * so cleanly at those shared instants (and the data-saver playlist lists that rung alone anyway).
 */
import { isDataSaverRendition, SOURCE_KINDS, type SourceKind } from '../../shared/schemas';

export interface Rendition {
  /** Name used in object keys and the quality menu, e.g. "540p". */
  readonly name: string;
  readonly width: number;
  readonly height: number;
  /** Frames per second ceiling; a source with fewer keeps its own. */
  readonly maxFps: number;
  /** Seconds between keyframes: a whole number of segments. */
  readonly gopSeconds: number;
  /** Ceiling of the video bitrate (bits per second). */
  readonly maxVideoBitrate: number;
  /** x264 CRF locally; the cloud maps it to a QVBR quality level. */
  readonly crf: number;
  readonly audioBitrate: number;
}

export { SOURCE_KINDS, type SourceKind };
/** What a video is taken to show when the admin did not say (and for every video from before). */
export const DEFAULT_SOURCE_KIND: SourceKind = 'slides';

export const SEGMENT_SECONDS = 4;
/**
 * Every rung's audio is AAC-LC mono at 32 kHz. MediaConvert takes AAC-LC mono at 44.1 or 48 kHz
 * only from 56 kbit/s, so the 32 and 48 kbit/s rungs need 32 kHz (which takes 32–192 kbit/s); the
 * 720p rung's 64 kbit/s keeps the same rate, so switching rungs never changes the audio's sample rate
 * mid-stream. A voice loses nothing it needs: 32 kHz carries up to 16 kHz, above what the encoder
 * keeps at these bitrates anyway.
 */
export const AUDIO_SAMPLE_RATE = 32_000;

/**
 * Which ladder a stream was made with, per kind: a kind's version moves only when its own rungs
 * change, so "Make streaming versions" remakes the streams made with an older one (or for the other
 * kind of source) and leaves the other kind's alone. Slides are at 4 (their data saver's keyframe
 * every 8 s), cameras at 2 (their 240p data saver).
 */
export const LADDER_VERSIONS: Readonly<Record<SourceKind, number>> = { slides: 4, camera: 2 };

/** The stamp a stream records of the ladder it was made with, e.g. "4-slides". */
export const ladderTag = (kind: SourceKind): string => `${LADDER_VERSIONS[kind]}-${kind}`;

const SLIDES_SAVER: Rendition = {
  name: '540p',
  width: 960,
  height: 540,
  maxFps: 5,
  gopSeconds: 8,
  maxVideoBitrate: 150_000,
  crf: 29,
  audioBitrate: 32_000,
};
const CAMERA_SAVER: Rendition = {
  name: '240p',
  width: 426,
  height: 240,
  maxFps: 15,
  gopSeconds: SEGMENT_SECONDS,
  maxVideoBitrate: 180_000,
  crf: 28,
  audioBitrate: 32_000,
};
const R360: Rendition = {
  name: '360p',
  width: 640,
  height: 360,
  maxFps: 25,
  gopSeconds: SEGMENT_SECONDS,
  maxVideoBitrate: 380_000,
  crf: 27,
  audioBitrate: 48_000,
};
/**
 * The slides' 360p: the same size at the top quality level (QVBR 10) and 5 fps. At 640×360 an 18 px
 * slide line is 9 px tall and each pixel of a letter counts. Text needs lines, not frames: at 5 fps
 * the same text reads as well for about a third of the bytes, and a noisy camera inset beside the
 * slides costs a fifth of the frames. Its keyframes stay every SEGMENT_SECONDS (20 frames), on the
 * same instants as the other rungs', so switching stays clean. A camera source keeps 25 fps at the
 * lower level: all its frames change, and there bytes follow the level. The two 360p rungs share a
 * name but not a frame rate: the master playlist looks a rung up in its kind's ladder (rungOf).
 */
const SLIDES_360: Rendition = { ...R360, maxFps: 5, crf: 19 };
const R720: Rendition = {
  name: '720p',
  width: 1280,
  height: 720,
  maxFps: 25,
  gopSeconds: SEGMENT_SECONDS,
  maxVideoBitrate: 1_150_000,
  crf: 25,
  audioBitrate: 64_000,
};

/** Every distinct rung of either kind, by height (the two 360p ones differ in frame rate and level). */
export const LADDER: readonly Rendition[] = [CAMERA_SAVER, R360, SLIDES_360, SLIDES_SAVER, R720];

/** The rungs each kind of source gets, its data saver first. */
export const LADDERS: Readonly<Record<SourceKind, readonly Rendition[]>> = {
  slides: [SLIDES_SAVER, SLIDES_360, R720],
  camera: [CAMERA_SAVER, R360, R720],
};

/**
 * The rung a written rendition of a stream of this kind was made with, by its name: its kind's own,
 * else the camera's data saver a small slides source gets (ladderFor).
 */
export const rungOf = (name: string, kind: SourceKind): Rendition | undefined =>
  LADDERS[kind].find((rendition) => rendition.name === name) ?? (name === CAMERA_SAVER.name ? CAMERA_SAVER : undefined);

/**
 * The data-saver renditions: the one a student on costly data picks, and a saved lecture's default.
 * Each ladder has exactly one of them; a stream made before the slides' rung has 240p.
 */
export const isDataSaver = isDataSaverRendition;

/**
 * The renditions for a source of this kind and height: never upscaled, and always with a data saver.
 * A slides source below 540p cannot give the slides' data saver without upscaling, so it gets the
 * camera's (the smallest rung); an unreadable height (0) gets that one alone.
 */
export function ladderFor(sourceHeight: number, kind: SourceKind = DEFAULT_SOURCE_KIND): readonly Rendition[] {
  const rungs = LADDERS[kind];
  const fitting = rungs.filter((rendition) => rendition.height <= sourceHeight);
  if (fitting.some((rendition) => isDataSaver(rendition.name))) return fitting;
  return [CAMERA_SAVER, ...fitting.filter((rendition) => rendition.height > CAMERA_SAVER.height)];
}
