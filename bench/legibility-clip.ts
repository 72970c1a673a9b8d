/**
 * Short lecture clips for the legibility bench, made with the ffmpeg the transcode twin runs: 720p
 * with 18–20 px text of the kind this class copies down (decimals such as 2.2 and 1.38, subscripts
 * written R1/R2/R3, units kohm, kΩ, mA, V), in the two kinds of lecture the ladder tells apart:
 * - "slides": still slides that change once, with a pointer gliding over them;
 * - "camera": a filmed board: the picture sways and the scene under the text moves and is noisy.
 * Encoded as an upload would arrive (H.264 High CRF 19, AAC), so the ladder gets what a tutor sends.
 * Nothing random is drawn from the host: the same kind gives the same pictures.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runFfmpeg } from '../local/engines/ffmpeg';
import type { SourceKind } from '../functions/domain/streaming/ladder';

/** The kinds of lecture are the ladder's kinds of source, so each clip gets its own ladder. */
export type LectureKind = SourceKind;

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 25;

/** Each slide's lines, shown for half the clip; sizes alternate 18, 19 and 20 px. */
const SLIDES: readonly (readonly string[])[] = [
  [
    'Series circuit: R1 = 4.7 kohm, R2 = 2.2 kohm, R3 = 1.5 kohm',
    'Total resistance R = R1 + R2 + R3 = 8.4 kohm',
    'Supply voltage V = 12 V, so the current I = 1.43 mA',
    'Voltage across R2: V2 = I x R2 = 3.15 V',
    'Check: V1 + V2 + V3 must add up to 12 V',
    'Power in R3: P3 = 3.07 mW, well under the 0.25 W rating',
  ],
  [
    'Parallel pair: R1 = 3.3 kΩ and R2 = 6.8 kΩ',
    'Combined: 1/R = 1/R1 + 1/R2, so R = 2.22 kohm',
    'With V = 5 V the supply gives I = 2.25 mA',
    'Branch currents: I1 = 1.52 mA and I2 = 0.74 mA',
    'Diode drop 0.7 V leaves 4.3 V across the load',
    'LED current 1.38 mA through R3 = 3.1 kohm',
  ],
];

export const CLIP_SECONDS = 16;

/** The times (s) whose frames are read: two per slide, clear of the slide change and of the start. */
export const READ_TIMES: readonly number[] = [2.5, 6.5, 10.5, 14.5];

/** The text written on the slide shown at `seconds`: what a reading of that moment should find. */
export const writtenAt = (seconds: number): string =>
  (SLIDES[Math.min(SLIDES.length - 1, Math.floor(seconds / (CLIP_SECONDS / 2)))] ?? []).join('\n');

async function textFilters(dir: string, kind: LectureKind): Promise<string[]> {
  const filters: string[] = [];
  const half = CLIP_SECONDS / 2;
  // A filmed board sways a little; the text moves with it.
  const swayX = kind === 'camera' ? '+6*sin(2*PI*t/3)' : '';
  const swayY = kind === 'camera' ? '+4*sin(2*PI*t/4.4)' : '';
  for (const [slideIndex, lines] of SLIDES.entries()) {
    const shown = `between(t,${slideIndex * half},${(slideIndex + 1) * half})`;
    for (const [line, text] of lines.entries()) {
      const file = join(dir, `line-${slideIndex}-${line}.txt`);
      await writeFile(file, text);
      const size = 18 + (line % 3);
      filters.push(
        `drawtext=fontfile=${FONT}:textfile=${file}:fontcolor=0x1a1a1a:fontsize=${size}:x=120${swayX}:y=${150 + line * 56}${swayY}:enable='${shown}'`,
      );
    }
  }
  return filters;
}

/** Makes the clip at `outPath` with the given ffmpeg. */
export async function makeLegibilityClip(ffmpeg: string, outPath: string, kind: LectureKind): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'engtech-legibility-'));
  try {
    const text = await textFilters(dir, kind);
    // Slides: a plain page and a pointer that glides along the lines. Camera: a lit board whose
    // shading drifts, sensor noise, and a hand-sized shape passing across, so most of the picture
    // changes every frame. The shading is computed at a quarter size (geq is slow at 720p) and
    // scaled up; moving shapes are overlays, as this ffmpeg's drawbox takes no time.
    const page = `color=c=0xf7f7f2:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${CLIP_SECONDS}`;
    const mover =
      kind === 'slides'
        ? {
            source: `color=c=0xe53935:s=14x14:r=${FPS}:d=${CLIP_SECONDS}`,
            x: '120+700*(0.5-0.5*cos(PI*mod(t,5)/5))',
            y: '190+56*floor(mod(t/2.5,6))',
          }
        : {
            source: `color=c=0x8d5524:s=160x220:r=${FPS}:d=${CLIP_SECONDS}`,
            x: 'W*0.55+W*0.3*sin(t*0.9)',
            y: 'H*0.62',
          };
    const base =
      kind === 'slides'
        ? '[0:v]null[base]'
        : `[0:v]scale=320:180,format=yuv420p,geq=lum='215+25*sin(X/22+T*1.7)*cos(Y/18-T*1.1)':cb=128:cr=130,scale=${WIDTH}:${HEIGHT}[base]`;
    const after = kind === 'camera' ? ',noise=alls=3:allf=t' : '';
    const graph = [
      base,
      `[base][2:v]overlay=x='${mover.x}':y='${mover.y}'${after},${text.join(',')},format=yuv420p[v]`,
    ].join(';');
    const script = join(dir, 'graph.txt');
    await writeFile(script, graph);
    await runFfmpeg(ffmpeg, [
      ...['-nostdin', '-v', 'error', '-y'],
      ...['-f', 'lavfi', '-i', page],
      ...['-f', 'lavfi', '-i', `sine=frequency=180:sample_rate=48000:duration=${CLIP_SECONDS}`],
      ...['-f', 'lavfi', '-i', mover.source],
      ...['-filter_complex_script', script, '-map', '[v]', '-map', '1:a'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'high', '-crf', '19', '-pix_fmt', 'yuv420p'],
      ...['-g', String(FPS * 2), '-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-ar', '48000'],
      ...['-t', String(CLIP_SECONDS), '-movflags', '+faststart', outPath],
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
