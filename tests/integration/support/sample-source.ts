/**
 * A tiny lecture-sized source for the transcode tests: 2.5 s of 1280×720 test pattern with a tone,
 * H.264 + AAC in a fast-start MP4 (~125 KB), made once per run by the integration setup.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function makeSampleSource(ffmpeg: string, dir: string): Promise<string> {
  const path = join(dir, 'sample-720p.mp4');
  await run(ffmpeg, [
    ...['-nostdin', '-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=25:duration=2.5'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2.5'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
    ...['-movflags', '+faststart', path],
  ]);
  return path;
}
