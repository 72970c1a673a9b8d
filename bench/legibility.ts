/**
 * Legibility: can a student read the slide's numbers in each rendition? Two short 720p lecture clips
 * (bench/legibility-clip.ts: slides with a pointer, and a filmed board with motion) go through the
 * real transcode path (bench/legibility-read.ts, bench/streaming-transcode.ts: the job an upload of
 * that kind submits, run by the stack's MediaConvert twin), so every rung of whatever ladder the
 * product gives each kind is measured. At a few moments the rendition's frame and the source's frame
 * are scaled to the player's size and read by OCR (bench/ocr.ts); the rendition's reading is scored
 * against the source's (bench/legibility-recall.ts).
 */
import { join } from 'node:path';
import { mkdir } from 'node:fs/promises';
import { findFfmpeg, isBinary } from '../local/engines/ffmpeg';
import { isDataSaver } from '../functions/domain/streaming/ladder';
import { CLIP_SECONDS, READ_TIMES, makeLegibilityClip, writtenAt, type LectureKind } from './legibility-clip';
import { audioMarkdown } from './legibility-audio';
import { readLecture, type RungResult } from './legibility-read';
import { ratio, type Recall } from './legibility-recall';
import { tesseractVersion, type PlayerSize } from './ocr';
import { table } from './stats';
import type { BenchSection, TargetCheck } from './types';

/**
 * A phone held sideways with the player full screen: 640×360 CSS px at a device pixel ratio of 1.5
 * (the ratio the player's Auto caps at), so the frame is shown on 960×540 device pixels.
 */
const PLAYER: PlayerSize = { width: 960, height: 540 };
const KINDS: readonly LectureKind[] = ['slides', 'camera'];
const MB = 1e6;
const TARGETS = { numbers: 1, words: 0.95, dataSaverBytesPerHour: 50 * MB };

const percent = (r: Recall): string => `${(ratio(r) * 100).toFixed(1)} % (${r.matched}/${r.total})`;
const mbPerHour = (bytes: number): string => `${(bytes / MB).toFixed(1)} MB/h`;
const LOST_SHOWN = 8;
const lostList = (lost: readonly string[]): string =>
  lost.length === 0
    ? '—'
    : `${lost
        .slice(0, LOST_SHOWN)
        .map((token) => `"${token}"`)
        .join(', ')}${lost.length > LOST_SHOWN ? ` and ${lost.length - LOST_SHOWN} more` : ''}`;

export const section: BenchSection = {
  id: 'legibility',
  async run(ctx) {
    const ffmpeg = findFfmpeg();
    if (!isBinary(ffmpeg)) throw new Error(`The legibility section needs ffmpeg: ${ffmpeg.reason}`);
    const tesseract = tesseractVersion();
    if (!tesseract) throw new Error('The legibility section needs tesseract: apt-get install tesseract-ocr');
    const started = performance.now();
    const results = new Map<LectureKind, RungResult[]>();
    let sourceTokens = 0;
    let framesRead = 0;
    const slips = new Map<LectureKind, string[]>();
    for (const kind of KINDS) {
      const dir = join(ctx.scratchDir, kind);
      await mkdir(dir, { recursive: true });
      const clip = join(dir, 'lecture.mp4');
      ctx.log(`making the ${kind} clip`);
      await makeLegibilityClip(ffmpeg.path, clip, kind);
      const reading = await readLecture({
        stack: ctx.stack,
        ffmpeg: ffmpeg.path,
        clip,
        kind,
        clipSeconds: CLIP_SECONDS,
        readTimes: READ_TIMES,
        writtenAt,
        player: PLAYER,
        dir,
        log: ctx.log,
      });
      results.set(kind, reading.rungs);
      slips.set(kind, reading.slips);
      sourceTokens += reading.sourceTokens;
      framesRead += reading.framesRead;
    }

    ctx.log('encoding the voice for the audio comparison');
    const audioDir = join(ctx.scratchDir, 'audio');
    await mkdir(audioDir, { recursive: true });
    const audio = await audioMarkdown(ffmpeg.path, ctx.chromiumPath, audioDir);

    const targets: TargetCheck[] = [];
    for (const rung of results.get('slides') ?? []) {
      const label = isDataSaver(rung.name) ? `${rung.name} (data saver)` : rung.name;
      targets.push(
        {
          name: `${label} numbers recalled, slides`,
          target: '100 %',
          measured: percent(rung.numbers),
          met: ratio(rung.numbers) >= TARGETS.numbers,
        },
        {
          name: `${label} words recalled, slides`,
          target: '≥ 95 %',
          measured: percent(rung.words),
          met: ratio(rung.words) >= TARGETS.words,
        },
      );
      if (isDataSaver(rung.name)) {
        targets.push({
          name: `${label} bytes per lecture hour, slides`,
          target: `≤ ${mbPerHour(TARGETS.dataSaverBytesPerHour)}`,
          measured: mbPerHour(rung.bytesPerHour),
          met: rung.bytesPerHour <= TARGETS.dataSaverBytesPerHour,
        });
      }
    }

    const tables = KINDS.flatMap((kind) => [
      `**${kind === 'slides' ? 'Slides' : 'Camera'} clip**`,
      '',
      table(
        [
          'Rendition',
          'Size @ fps',
          'Numbers recalled',
          'Words recalled',
          'Per hour',
          'Numbers lost',
          'Size only: numbers, words',
        ],
        (results.get(kind) ?? []).map((rung) => [
          isDataSaver(rung.name) ? `${rung.name} (data saver)` : rung.name,
          rung.size,
          percent(rung.numbers),
          percent(rung.words),
          mbPerHour(rung.bytesPerHour),
          lostList(rung.lostNumbers),
          `${percent(rung.sizeOnly.numbers)}, ${percent(rung.sizeOnly.words)}`,
        ]),
      ),
      '',
      `Left out of the reference as slips of the source's reading: ${lostList(slips.get(kind) ?? [])}.`,
      '',
    ]);
    const missed = targets.filter((target) => !target.met);
    const markdown = [
      `Two ${CLIP_SECONDS} s lecture clips made by \`bench/legibility-clip.ts\` (1280×720, 25 fps, 18–20 px DejaVu Sans text of values such as "R2 = 2.2 kohm", "1.38 mA", "3.3 kΩ", "12 V", two slides of six lines): **slides** (a still page with a pointer gliding along the lines) and **camera** (a filmed board: the text sways, the shading drifts, a hand-sized shape passes, sensor noise). Each went through the real transcode path (the job an upload's completion builds, run by the stack's MediaConvert twin with ${ffmpeg.source === 'PATH' ? "Debian's ffmpeg" : "@ffmpeg-installer's static ffmpeg"}), into every rung the ladder of its kind gives a 720p source (the slides' ladder for the slides clip, the camera's for the camera clip, as an upload the admin marked so gets).`,
      '',
      `Reading: at ${READ_TIMES.map((t) => `${t} s`).join(', ')} the frame of the source and of each rendition is scaled (bicubic) to **${PLAYER.width}×${PLAYER.height}**, the player full screen on a phone held sideways (640×360 CSS px at a device pixel ratio of 1.5), and read by **${tesseract}** (English, one block of text). Recall is what the rendition's reading has of the source's reading of the same moment, less what the slide does not say (${sourceTokens} tokens in all): a slip on the sharp source frame ("R1" read as "Rl", the pointer read as "a", "kΩ" as "kQ") is left out, since a rendition that reads "R1" right would otherwise count as losing "rl". Counted as multisets: numbers (decimals kept whole, so "2.2" read as "22" is lost) apart from words (lower-cased; "R3" read as "A3" is lost). Per hour: every object the twin stored for the rendition (segments, audio included, and playlist) scaled from the clip to one hour; a ${CLIP_SECONDS} s clip has a keyframe per segment like a long one, but the Streaming section's longer clip is the figure to plan with. Size only: the source scaled to the rung's size (as the twin scales) and straight back to the player's, with no encoding, read the same way: the most any quality level or frame rate at that size can give.`,
      '',
      ...tables,
      `The section took ${((performance.now() - started) / 1000).toFixed(0)} s of wall time (making the clips, transcoding them, decoding and reading ${framesRead} frames).`,
      '',
      missed.length === 0
        ? 'Every rung reads the slides clip within the targets.'
        : `**Missed:** ${missed.map((target) => `${target.name} (${target.measured}, target ${target.target})`).join('; ')}.`,
      '',
      audio,
    ].join('\n');
    return { title: 'Legibility', markdown, targets };
  },
};
