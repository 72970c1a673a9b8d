/**
 * Which ffmpeg the local transcode twin runs: Debian's on PATH when found (newer, and
 * what a developer may have chosen), else the static build that @ffmpeg-installer brings with
 * `npm ci`, so a fresh machine streams without an apt step. Null with the reason when neither runs:
 * the local stack still serves every MP4 and says why streaming is off.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface Binary {
  path: string;
  /** Where it came from, for the start-up line. */
  source: 'PATH' | 'npm';
}

const runs = (path: string): boolean => {
  const result = spawnSync(path, ['-version'], { stdio: 'ignore', timeout: 10_000 });
  return result.status === 0;
};

function installed(packageName: string): string | null {
  try {
    const path = (require(packageName) as { path?: unknown }).path;
    return typeof path === 'string' ? path : null;
  } catch {
    return null;
  }
}

function find(name: 'ffmpeg', packageName: string): Binary | { reason: string } {
  if (runs(name)) return { path: name, source: 'PATH' };
  const path = installed(packageName);
  if (path && runs(path)) return { path, source: 'npm' };
  return {
    reason: path
      ? `${name} from ${packageName} (${path}) does not run on this machine`
      : `no ${name} on PATH and ${packageName} has no binary for ${process.platform}-${process.arch}`,
  };
}

export const findFfmpeg = (): Binary | { reason: string } => find('ffmpeg', '@ffmpeg-installer/ffmpeg');
export const isBinary = (found: Binary | { reason: string }): found is Binary => 'path' in found;

/**
 * Runs ffmpeg to the end. Resolves with the tail of its log (stderr: where it prints figures such as
 * SSIM); rejects with the last lines of it, which say why it failed.
 */
export function runFfmpeg(binary: string, args: readonly string[], keepChars = 8000): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-keepChars);
    });
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve(stderr);
      else
        reject(new Error(`ffmpeg exited with ${signal ?? code}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`));
    });
  });
}
