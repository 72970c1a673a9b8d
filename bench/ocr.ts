/**
 * OCR as a stand-in for a student's eye: Debian's `tesseract-ocr` (English model) reading a frame
 * as the player shows it. `.ci/run` installs it on a machine that lacks it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { access } from 'node:fs/promises';
import { runFfmpeg } from '../local/engines/ffmpeg';

/** TESSERACT_PATH overrides; else `tesseract` on PATH. */
export const TESSERACT = process.env.TESSERACT_PATH ?? 'tesseract';

/** The first line of `tesseract --version`, or null when it does not run here. */
export function tesseractVersion(): string | null {
  const result = spawnSync(TESSERACT, ['--version'], { encoding: 'utf8', timeout: 10_000 });
  if (result.status !== 0) return null;
  return `${result.stdout}${result.stderr}`.split('\n')[0]?.trim() ?? null;
}

/**
 * The text tesseract reads in the image. Page segmentation 6 (one uniform block of text) because a
 * slide is one: the automatic layout analysis split lines at the pointer and dropped their ends.
 */
export function ocr(imagePath: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(TESSERACT, [imagePath, 'stdout', '-l', 'eng', '--psm', '6'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // One thread: OCR runs one frame at a time, and its thread pool only contends on a small machine.
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`tesseract exited with ${code}: ${stderr.trim()}`));
    });
  });
}

export interface PlayerSize {
  width: number;
  height: number;
}

/**
 * The frames shown at each of `moments` (s), scaled to the player's size (bicubic, as browsers scale
 * video), into `pngPath(index)`. One ffmpeg run with an output per moment, so the video is decoded
 * once. The seeks are on the output side: ffmpeg counts time from the stream's first frame, so an
 * HLS rendition's joined segments (whose timestamps start where MPEG-TS puts them) and the MP4 they
 * came from give the same moment, to the frame.
 *
 * With `via`, the frame is first scaled to that size as the transcode twin scales (ffmpeg's `scale`
 * with its default flags): a rendition's picture before any encoding loss, what no encoder setting
 * at that size can improve on.
 */
export async function framesAt(
  ffmpeg: string,
  videoPath: string,
  moments: readonly number[],
  player: PlayerSize,
  pngPath: (index: number) => string,
  via?: PlayerSize,
): Promise<void> {
  const first = via ? `scale=${via.width}:${via.height},` : '';
  const outputs = moments.flatMap((seconds, index) => [
    ...['-ss', seconds.toFixed(2), '-frames:v', '1', '-an'],
    ...['-vf', `${first}scale=${player.width}:${player.height}:flags=bicubic`, pngPath(index)],
  ]);
  await runFfmpeg(ffmpeg, ['-nostdin', '-v', 'error', '-y', '-i', videoPath, ...outputs]);
  // ffmpeg ends without error and without a picture when a moment is past the stream's end.
  for (const index of moments.keys()) await access(pngPath(index));
}
