/**
 * A rendition's picture quality against its source: ffmpeg's `ssim` filter between the rendition's
 * segments (joined, decoded as one stream) and the source scaled to the rendition's size and resampled
 * to its frame rate by the same filters, in the same order, the twin encodes with (scale, then fps).
 * Both streams start at zero, so each rendition frame meets the source frame it was made from.
 */
import { readFile } from 'node:fs/promises';
import type { Rendition } from '../functions/domain/streaming/ladder';
import { runFfmpeg } from '../local/engines/ffmpeg';

export interface Ssim {
  y: number;
  all: number;
  /** The lowest per-frame Y: a slide change or the pointer, where an average over still slides hides it. */
  worstFrameY: number;
  frames: number;
}

/** The frame rate the twin encodes at: the rendition's ceiling (the twin applies it as given). */
export async function ssimOf(
  ffmpeg: string,
  renditionPath: string,
  sourcePath: string,
  rendition: Rendition,
  statsPath: string,
): Promise<Ssim> {
  const graph = [
    `[0:v]setpts=PTS-STARTPTS[encoded]`,
    `[1:v]scale=${rendition.width}:${rendition.height},fps=${rendition.maxFps},setpts=PTS-STARTPTS[reference]`,
    `[encoded][reference]ssim=stats_file=${statsPath}`,
  ].join(';');
  const stderr = await runFfmpeg(ffmpeg, [
    ...['-hide_banner', '-nostdin', '-nostats', '-i', renditionPath, '-i', sourcePath],
    ...['-lavfi', graph, '-f', 'null', '-'],
  ]);
  const match = /SSIM Y:([\d.]+).*All:([\d.]+)/.exec(stderr);
  if (!match) throw new Error(`no SSIM line in ffmpeg's output: ${stderr.slice(-500)}`);
  const frameYs = [...(await readFile(statsPath, 'utf8')).matchAll(/ Y:([\d.]+)/g)].map((frame) => Number(frame[1]));
  if (frameYs.length === 0) throw new Error('the SSIM stats file lists no frames');
  return { y: Number(match[1]), all: Number(match[2]), worstFrameY: Math.min(...frameYs), frames: frameYs.length };
}
