/**
 * The local twin's transcode of one validated job: fetch the input from (local) S3, run ffmpeg once
 * per output (the 2018 static build crashes on one multi-output HLS command with a master playlist,
 * and the master is ours to write anyway), and store the playlists and segments under the same keys
 * MediaConvert writes: <destination><name modifier>.m3u8 and <destination><name modifier>_00001.ts.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { runFfmpeg } from '../engines/ffmpeg';

export interface TwinOutput {
  nameModifier: string;
  width: number;
  height: number;
  fps: number;
  gopSeconds: number;
  crf: number;
  maxBitrate: number;
  level: string;
  audioBitrate: number;
  audioSampleRate: number;
  audioChannels: number;
}

export interface TwinJobSpec {
  input: { bucket: string; key: string };
  /** s3://bucket/prefix/base, split. */
  destination: { bucket: string; keyBase: string };
  segmentSeconds: number;
  outputs: TwinOutput[];
}

export interface OutputDetail {
  outputFilePaths: string[];
  durationInMs: number;
  videoDetails: { widthInPx: number; heightInPx: number };
}

/** A job failure with MediaConvert's error code, carried into the ERROR event. */
export class TranscodeError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const CONTENT_TYPES: Record<string, string> = { '.m3u8': 'application/vnd.apple.mpegurl', '.ts': 'video/MP2T' };

const baseName = (keyBase: string): string => keyBase.slice(keyBase.lastIndexOf('/') + 1);

export function ffmpegArgs(spec: TwinJobSpec, output: TwinOutput, inputPath: string, dir: string): string[] {
  const name = `${baseName(spec.destination.keyBase)}${output.nameModifier}`;
  const gop = String(Math.max(1, Math.round(output.fps * output.gopSeconds)));
  return [
    ...['-nostdin', '-v', 'error', '-y', '-i', inputPath, '-map', '0:v:0', '-map', '0:a:0?'],
    ...['-vf', `scale=${output.width}:${output.height},fps=${output.fps}`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-level', output.level],
    ...[
      '-crf',
      output.crf.toFixed(1),
      '-maxrate',
      String(output.maxBitrate),
      '-bufsize',
      String(output.maxBitrate * 2),
    ],
    ...['-g', gop, '-keyint_min', gop, '-sc_threshold', '0', '-flags', '+cgop', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-ac', String(output.audioChannels), '-ar', String(output.audioSampleRate)],
    ...['-b:a', String(output.audioBitrate)],
    ...['-f', 'hls', '-hls_time', String(spec.segmentSeconds), '-hls_playlist_type', 'vod', '-start_number', '1'],
    ...['-hls_segment_filename', join(dir, `${name}_%05d.ts`), join(dir, `${name}.m3u8`)],
  ];
}

const durationMs = (playlist: string): number =>
  Math.round(
    [...playlist.matchAll(/^#EXTINF:([\d.]+)/gm)].reduce((sum, match) => sum + Number(match[1] ?? 0), 0) * 1000,
  );

export async function transcode(spec: TwinJobSpec, ffmpeg: string, s3: S3Client): Promise<OutputDetail[]> {
  const dir = await mkdtemp(join(tmpdir(), 'engtech-transcode-'));
  try {
    const inputPath = join(dir, 'input');
    try {
      const object = await s3.send(new GetObjectCommand({ Bucket: spec.input.bucket, Key: spec.input.key }));
      await pipeline(object.Body as Readable, createWriteStream(inputPath));
    } catch (error) {
      throw new TranscodeError(
        1030,
        `Failed probe/open: unable to open input s3://${spec.input.bucket}/${spec.input.key}: ${String(error)}`,
      );
    }
    const details: OutputDetail[] = [];
    for (const output of spec.outputs) {
      const outDir = join(dir, `out${details.length}`);
      await mkdir(outDir);
      try {
        await runFfmpeg(ffmpeg, ffmpegArgs(spec, output, inputPath, outDir));
      } catch (error) {
        throw new TranscodeError(
          1010,
          `Transcode failed for output ${output.nameModifier}: ${(error as Error).message}`,
        );
      }
      let playlistKey = '';
      let playlistText = '';
      for (const file of (await readdir(outDir)).sort()) {
        const body = await readFile(join(outDir, file));
        const key = `${spec.destination.keyBase.slice(0, spec.destination.keyBase.lastIndexOf('/') + 1)}${file}`;
        const extension = file.slice(file.lastIndexOf('.'));
        await s3.send(
          new PutObjectCommand({
            Bucket: spec.destination.bucket,
            Key: key,
            Body: body,
            ContentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
          }),
        );
        if (extension === '.m3u8') {
          playlistKey = key;
          playlistText = body.toString('utf8');
        }
      }
      details.push({
        outputFilePaths: [`s3://${spec.destination.bucket}/${playlistKey}`],
        durationInMs: durationMs(playlistText),
        videoDetails: { widthInPx: output.width, heightInPx: output.height },
      });
    }
    return details;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
