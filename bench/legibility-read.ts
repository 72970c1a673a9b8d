/**
 * One lecture clip through the legibility reading: the clip goes through the real transcode path
 * with the ladder of its own kind (a camera clip gets the camera's rungs, as an upload the admin
 * marked "camera" does), then at each read moment the source's frame and every rendition's frame are
 * scaled to the player's size and read by OCR; each rendition's reading is scored against the
 * source's (bench/legibility-recall.ts).
 */
import { join } from 'node:path';
import type { SourceKind } from '../functions/domain/streaming/ladder';
import { NO_TOKENS, addRecall, missing, recall, tokenise, type Recall, type Tokens } from './legibility-recall';
import { framesAt, ocr, type PlayerSize } from './ocr';
import { transcodeThroughTwin, type TwinStack } from './streaming-transcode';

export interface RungResult {
  name: string;
  size: string;
  numbers: Recall;
  words: Recall;
  bytesPerHour: number;
  /** Numbers the source shows and the rendition lost, for the report. */
  lostNumbers: string[];
}

export interface LectureReading {
  rungs: RungResult[];
  /** Tokens the source's frames were read as: what every rendition is scored on. */
  sourceTokens: number;
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
  player: PlayerSize;
  /** Scratch space for the renditions and the frames. */
  dir: string;
  log(line: string): void;
}

async function readFrames(options: ReadOptions, video: string, prefix: string): Promise<Tokens[]> {
  const png = (index: number): string => join(options.dir, `${prefix}_${index}.png`);
  await framesAt(options.ffmpeg, video, options.readTimes, options.player, png);
  const read: Tokens[] = [];
  for (const index of options.readTimes.keys()) read.push(tokenise(await ocr(png(index))));
  return read;
}

export async function readLecture(options: ReadOptions): Promise<LectureReading> {
  const { kind, log } = options;
  log(`transcoding the ${kind} clip through the MediaConvert twin`);
  const run = await transcodeThroughTwin(options.stack, options.clip, options.dir, kind);
  const reference = await readFrames(options, options.clip, 'source');
  let framesRead = reference.length;
  const rungs: RungResult[] = [];
  for (const { rendition, joinedPath, bytes } of run.renditions) {
    log(`reading ${kind} ${rendition.name}`);
    const read = await readFrames(options, joinedPath, rendition.name);
    framesRead += read.length;
    let numbers = NO_TOKENS;
    let words = NO_TOKENS;
    const lostNumbers: string[] = [];
    for (const [index, tokens] of read.entries()) {
      const expected = reference[index] ?? { numbers: [], words: [] };
      numbers = addRecall(numbers, recall(expected.numbers, tokens.numbers));
      words = addRecall(words, recall(expected.words, tokens.words));
      lostNumbers.push(...missing(expected.numbers, tokens.numbers));
    }
    rungs.push({
      name: rendition.name,
      size: `${rendition.width}×${rendition.height} @ ${rendition.maxFps}`,
      numbers,
      words,
      bytesPerHour: (bytes * 3600) / options.clipSeconds,
      lostNumbers,
    });
  }
  const sourceTokens = reference.reduce((sum, tokens) => sum + tokens.numbers.length + tokens.words.length, 0);
  return { rungs, sourceTokens, framesRead };
}
