/**
 * Streaming: a lecture-like clip (bench/lecture-clip.ts) through the real transcode path (the job an
 * upload submits, run by the stack's MediaConvert twin; bench/streaming-transcode.ts), then per
 * rendition: bytes per hour of lecture (segments and playlist, audio included), picture quality
 * (SSIM against the source at the rendition's size and frame rate; bench/streaming-ssim.ts), the
 * ladder's transcode speed on this machine, and what delivery and transcoding cost at AWS's prices
 * (bench/streaming-costs.ts).
 */
import { spawnSync } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { findFfmpeg, isBinary } from '../local/engines/ffmpeg';
import { crfForQvbr, qvbrLevel, renditionOutput } from '../functions/domain/streaming/job-settings';
import { SEGMENT_SECONDS } from '../functions/domain/streaming/ladder';
import { makeLectureClip } from './lecture-clip';
import { costMarkdown } from './streaming-costs';
import { ssimOf, type Ssim } from './streaming-ssim';
import { transcodeThroughTwin } from './streaming-transcode';
import { table } from './stats';
import type { BenchSection, TargetCheck } from './types';

/** BENCH_STREAMING_SECONDS shortens or lengthens the clip (at least 60 s). */
const SECONDS = Math.max(60, Number(process.env.BENCH_STREAMING_SECONDS ?? 120));
const MB = 1e6;
const BYTES_PER_HOUR_TARGET: Readonly<Record<string, number>> = {
  '240p': 100 * MB,
  '540p': 50 * MB,
  '360p': 200 * MB,
  '720p': 600 * MB,
};
const SSIM_TARGET = 0.95;

const qvbrText = (crf: number): string => {
  const { level, fineTune } = qvbrLevel(crf);
  return fineTune > 0 ? `${level} + ${fineTune}` : String(level);
};
const twinCrf = (crf: number): number => {
  const { level, fineTune } = qvbrLevel(crf);
  return crfForQvbr(level, fineTune);
};
const mbPerHour = (bytesPerHour: number): string => `${(bytesPerHour / MB).toFixed(0)} MB/h`;

export const section: BenchSection = {
  id: 'streaming',
  async run(ctx) {
    const ffmpeg = findFfmpeg();
    if (!isBinary(ffmpeg)) throw new Error(`The streaming section needs ffmpeg: ${ffmpeg.reason}`);
    const version = spawnSync(ffmpeg.path, ['-version'], { encoding: 'utf8' }).stdout.split('\n')[0] ?? '';
    const clip = join(ctx.scratchDir, 'lecture.mp4');
    ctx.log(`making a ${SECONDS} s lecture clip`);
    const clipStarted = performance.now();
    await makeLectureClip(clip, { seconds: SECONDS });
    const clipSeconds = (performance.now() - clipStarted) / 1000;
    const sourceBytesPerHour = ((await stat(clip)).size * 3600) / SECONDS;

    ctx.log('transcoding through the MediaConvert twin');
    const run = await transcodeThroughTwin(ctx.stack, clip, ctx.scratchDir);
    const ssims = new Map<string, Ssim>();
    for (const { rendition, joinedPath } of run.renditions) {
      ctx.log(`SSIM of ${rendition.name}`);
      ssims.set(
        rendition.name,
        await ssimOf(ffmpeg.path, joinedPath, clip, rendition, join(ctx.scratchDir, `ssim_${rendition.name}.log`)),
      );
    }

    const targets: TargetCheck[] = [];
    const bytesPerHour = new Map<string, number>();
    const rows = run.renditions.map(({ rendition, bytes, segments, seconds }) => {
      const perHour = (bytes * 3600) / SECONDS;
      bytesPerHour.set(rendition.name, perHour);
      const ssim = ssims.get(rendition.name) as Ssim;
      const limit = BYTES_PER_HOUR_TARGET[rendition.name];
      if (limit !== undefined) {
        targets.push({
          name: `${rendition.name} bytes per lecture hour`,
          target: `≤ ${mbPerHour(limit)}`,
          measured: mbPerHour(perHour),
          met: perHour <= limit,
        });
      }
      targets.push({
        name: `${rendition.name} SSIM (Y) vs source`,
        target: `≥ ${SSIM_TARGET}`,
        measured: ssim.y.toFixed(4),
        met: ssim.y >= SSIM_TARGET,
      });
      return [
        rendition.name,
        `${rendition.width}×${rendition.height} @ ${rendition.maxFps}, key every ${rendition.gopSeconds} s`,
        `QVBR ${qvbrText(rendition.crf)} (ladder CRF ${rendition.crf}; twin CRF ${twinCrf(rendition.crf).toFixed(1)}), ≤ ${rendition.maxVideoBitrate / 1000} kbit/s`,
        `${rendition.audioBitrate / 1000} kbit/s mono`,
        `${segments} / ${seconds.toFixed(1)} s`,
        (bytes / MB).toFixed(2),
        mbPerHour(perHour),
        limit === undefined ? '—' : `≤ ${mbPerHour(limit)}`,
        ssim.y.toFixed(4),
        ssim.all.toFixed(4),
        `${ssim.worstFrameY.toFixed(4)} (of ${ssim.frames})`,
      ];
    });
    const sourceRow = [
      'source MP4',
      '1280×720 @ 25',
      'H.264 High CRF 19',
      '128 kbit/s stereo',
      '—',
      ((sourceBytesPerHour * SECONDS) / 3600 / MB).toFixed(2),
      mbPerHour(sourceBytesPerHour),
      '—',
      '—',
      '—',
      '—',
    ];
    const speed = SECONDS / (run.wallMs / 1000);
    const missed = targets.filter((target) => !target.met);
    const tier = run.renditions.some(
      ({ rendition }) =>
        renditionOutput(rendition).VideoDescription?.CodecSettings?.H264Settings?.QualityTuningLevel ===
        'MULTI_PASS_HQ',
    )
      ? 'professional'
      : 'basic';

    const markdown = [
      `A ${SECONDS} s lecture-like clip made by \`bench/lecture-clip.ts\` (1280×720, 25 fps: slides whose bullets appear one by one and that change every 8–14 s, a diagram on every other slide, a moving pointer, a 240×180 camera inset with sensor noise, a voice-like soundtrack with pauses; H.264 High CRF 19 + AAC stereo 128 kbit/s, as a tutor's upload; made in ${clipSeconds.toFixed(0)} s), sent through the real path: stored in the free videos bucket, the job built by \`submit.ts\`'s \`jobRequest\` (source height read from the MP4) and sent with the SDK to the stack's MediaConvert twin, which ran it with **${version}** (${ffmpeg.source === 'PATH' ? "Debian's ffmpeg on PATH" : "@ffmpeg-installer's static build: no ffmpeg on PATH"}, \`${ffmpeg.path}\`).`,
      '',
      `Bytes: every object the twin stored for the rendition (its ${SEGMENT_SECONDS} s MPEG-TS segments, audio included, and its playlist), scaled to one hour of lecture; MB = 10^6 bytes. SSIM: ffmpeg's \`ssim\` filter between the rendition's segments (joined, decoded as one stream) and the source scaled to the rendition's size and resampled to its frame rate with the same filters as the twin (\`scale\`, then \`fps\`); Y is the luma SSIM the target is on, All the filter's weighted Y/U/V figure, and the worst frame the lowest per-frame Y (the average over mostly still slides is forgiving; slide changes and the pointer show in the worst frames).`,
      '',
      table(
        [
          'Rendition',
          'Size @ fps',
          'Video',
          'Audio',
          'Segments / length',
          'MB (clip)',
          'Per hour',
          'Target',
          'SSIM Y',
          'SSIM All',
          'Worst frame Y',
        ],
        [...rows, sourceRow],
      ),
      '',
      missed.length === 0
        ? `Every rendition is within its bytes-per-hour target and at or above SSIM ${SSIM_TARGET}.`
        : `**Missed:** ${missed.map((target) => `${target.name} (${target.measured}, target ${target.target})`).join('; ')}.`,
      '',
      `**Transcode speed**: the whole ladder (${run.renditions.length} renditions, one ffmpeg run each, one after another, as the twin runs them) took ${(run.wallMs / 1000).toFixed(1)} s of wall time for ${SECONDS} s of lecture: **${speed.toFixed(2)} s of lecture per second**. A 2-hour lecture would take about **${((2 * 3600) / speed / 60).toFixed(0)} minutes** of wall time on this machine before its streams are ready. ${
        run.cpuSeconds === null
          ? ''
          : `The ffmpeg runs used ${run.cpuSeconds.toFixed(1)} CPU-seconds (${(run.cpuSeconds / (run.wallMs / 1000)).toFixed(2)} of the ${cpus().length} cores on average; ${(run.cpuSeconds / SECONDS).toFixed(2)} CPU-seconds per lecture second, ${((2 * 3600 * run.cpuSeconds) / SECONDS / 60).toFixed(0)} CPU-minutes for 2 hours): wall time moves with whatever else the machine runs, CPU time much less. `
      }In the cloud MediaConvert does this work; the local figure says how long a developer's \`npm start\` waits for its streams.`,
      '',
      costMarkdown({
        bytesPerHour,
        sourceBytesPerHour,
        ladder: run.renditions.map(({ rendition }) => rendition),
        tier,
      }),
    ].join('\n');
    return { title: 'Streaming', markdown, targets };
  },
};
