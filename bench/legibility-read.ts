/**
 * One lecture clip through the legibility reading: the clip goes through the real transcode path
 * with the ladder of its own kind (a camera clip gets the camera's rungs, as an upload the admin
 * marked "camera" does), then at each read moment the source's frame and every rendition's frame are
 * scaled to the player's size and read by OCR; each rendition's reading is scored against the
 * source's, less the source reading's slips (bench/legibility-recall.ts).
 *
 * Per rung it also reads the source scaled to the rung's size and straight back to the player's, with
 * no encoding: the most any encoder setting at that size could give, which tells a rung limited by
 * its size from one limited by its quality level or frame rate.
 */
import { join } from 'node:path';
import type { SourceKind } from '../functions/domain/streaming/ladder';
import {
  NO_TOKENS,
  addRecall,
  missing,
  readAndWritten,
  recall,
  tokenise,
  type Recall,
  type Tokens,
} from './legibility-recall';
import { framesAt, ocr, type PlayerSize } from './ocr';
import { transcodeThroughTwin, type TwinStack } from './streaming-transcode';

interface Score {
  numbers: Recall;
  words: Recall;
  /** Numbers the reference has and the reading lost, for the report. */
  lostNumbers: string[];
}

export interface RungResult extends Score {
  name: string;
  size: string;
  bytesPerHour: number;
  /** The source scaled to the rung's size and back, unencoded: the rung's ceiling. */
  sizeOnly: Score;
}

export interface LectureReading {
  rungs: RungResult[];
  /** Tokens of the reference: what every rendition is scored on. */
  sourceTokens: number;
  /** What the source's reading had that the slide does not say, left out of the reference. */
  slips: string[];
  framesRead: number;
}

export interface ReadOptions {
  stack: TwinStack;
  ffmpeg: string;
  /** The clip as uploaded, and the kind of lecture it shows: the ladder follows the kind. */
  clip: string;
  kind: SourceKind;
  clipSeconds: number;
  readTimes: readonly number[];
  /** The text written on screen at a moment; without it the source's reading is taken whole. */
  writtenAt?: (seconds: number) => string;
  player: PlayerSize;
  /** Scratch space for the renditions and the frames. */
  dir: string;
  log(line: string): void;
}

async function readFrames(options: ReadOptions, video: string, prefix: string, via?: PlayerSize): Promise<Tokens[]> {
  const png = (index: number): string => join(options.dir, `${prefix}_${index}.png`);
  await framesAt(options.ffmpeg, video, options.readTimes, options.player, png, via);
  const read: Tokens[] = [];
  for (const index of options.readTimes.keys()) read.push(tokenise(await ocr(png(index))));
  return read;
}

function score(reference: readonly Tokens[], read: readonly Tokens[]): Score {
  let numbers = NO_TOKENS;
  let words = NO_TOKENS;
  const lostNumbers: string[] = [];
  for (const [index, tokens] of read.entries()) {
    const expected = reference[index] ?? { numbers: [], words: [] };
    numbers = addRecall(numbers, recall(expected.numbers, tokens.numbers));
    words = addRecall(words, recall(expected.words, tokens.words));
    lostNumbers.push(...missing(expected.numbers, tokens.numbers));
  }
  return { numbers, words, lostNumbers };
}

export async function readLecture(options: ReadOptions): Promise<LectureReading> {
  const { kind, log, writtenAt } = options;
  log(`transcoding the ${kind} clip through the MediaConvert twin`);
  const run = await transcodeThroughTwin(options.stack, options.clip, options.dir, kind);
  const sourceRead = await readFrames(options, options.clip, 'source');
  const slips: string[] = [];
  const reference = sourceRead.map((read, index) => {
    const moment = options.readTimes[index];
    if (!writtenAt || moment === undefined) return read;
    const kept = readAndWritten(read, tokenise(writtenAt(moment)));
    slips.push(...kept.slips);
    return kept.reference;
  });
  let framesRead = sourceRead.length;
  const rungs: RungResult[] = [];
  for (const { rendition, joinedPath, bytes } of run.renditions) {
    log(`reading ${kind} ${rendition.name}`);
    const read = await readFrames(options, joinedPath, rendition.name);
    const sizeOnly = await readFrames(options, options.clip, `${rendition.name}_size-only`, rendition);
    framesRead += read.length + sizeOnly.length;
    rungs.push({
      name: rendition.name,
      size: `${rendition.width}×${rendition.height} @ ${rendition.maxFps}`,
      ...score(reference, read),
      bytesPerHour: (bytes * 3600) / options.clipSeconds,
      sizeOnly: score(reference, sizeOnly),
    });
  }
  const sourceTokens = reference.reduce((sum, tokens) => sum + tokens.numbers.length + tokens.words.length, 0);
  return { rungs, sourceTokens, slips, framesRead };
}
