/**
 * What the measured bytes and the ladder cost at AWS's published on-demand prices: delivery through
 * CloudFront to students in India, and MediaConvert's transcode of each lecture hour. The prices are
 * constants here, with where and when they were read; the report prints them beside every figure.
 */
import { DEFAULT_SOURCE_KIND, isDataSaver, ladderFor, type Rendition } from '../functions/domain/streaming/ladder';
import { audienceMarkdown, autoMix, mixLabel } from './auto-mix';
import { table as tableOf } from './stats';

export const PRICES = {
  /** CloudFront, data transfer out to the internet, India, first 10 TB a month (per GB). */
  cloudFrontIndiaPerGb: 0.109,
  cloudFrontSource:
    'aws.amazon.com/cloudfront/pricing as stored by the search tool (undated; the version with the 1 TB/month always-free tier, which AWS introduced in December 2021), looked up 2026-11-26',
  /** AWS meters data transfer in GB of 2^30 bytes. */
  billingGbBytes: 2 ** 30,
  /** MediaConvert on-demand, per output minute, AVC up to 30 fps (us-east-1). */
  mediaConvert: {
    basic: { sd: 0.0075, hd: 0.015 },
    professional: { sd: 0.012, hd: 0.024 },
  },
  mediaConvertSource:
    'as published on the AWS Elemental MediaConvert pricing page (on-demand, us-east-1, per output minute, AVC up to 30 fps); the search tool found the page but not its rate table, and AWS has since (September 2024) moved on-demand to tiered normalised minutes with volume discounts, whose first tier is assumed equal to these — verify before budgeting',
} as const;

/** A student's month of lectures, and a class. */
export const HOURS_PER_STUDENT_MONTH = 20;
export const CLASS_SIZE = 1000;
export const TUTOR_HOURS_PER_MONTH = 30;

/** Share of watched hours per rendition under Auto: the player's rules applied to an assumed audience. */
/** The mix is worked out for a slides lecture, the class's usual kind, at a 720p source. */
const MIX_LADDER = ladderFor(720, DEFAULT_SOURCE_KIND);
const MIX_SAVER = MIX_LADDER.map((rendition) => rendition.name).find(isDataSaver);
export const AUTO_MIX: Readonly<Record<string, number>> = autoMix(MIX_LADDER, 'now');
/** The same audience under Auto as it was: hls.js's capping everywhere, the data saver unasked. */
const AUTO_MIX_BEFORE: Readonly<Record<string, number>> = autoMix(MIX_LADDER, 'before');

export const usd = (value: number): string =>
  value >= 100 ? `$${value.toFixed(0)}` : value >= 1 ? `$${value.toFixed(2)}` : `$${value.toFixed(3)}`;

/** Delivery cost of a month at `bytesPerHour`. */
export const deliveryPerStudentMonth = (bytesPerHour: number): number =>
  ((bytesPerHour * HOURS_PER_STUDENT_MONTH) / PRICES.billingGbBytes) * PRICES.cloudFrontIndiaPerGb;

/** Bytes per hour under `mix` (AUTO_MIX by default), given each rendition's measured bytes per hour. */
export function autoMixBytesPerHour(
  bytesPerHour: ReadonlyMap<string, number>,
  mix: Readonly<Record<string, number>> = AUTO_MIX,
): number {
  let total = 0;
  for (const [name, share] of Object.entries(mix)) {
    // The mix's data-saver share is whichever data saver the clip's ladder has.
    const saver = [...bytesPerHour.keys()].find(isDataSaver);
    const bytes = bytesPerHour.get(name) ?? (isDataSaver(name) && saver ? bytesPerHour.get(saver) : undefined);
    if (bytes === undefined) throw new Error(`no measured ${name} rendition for the Auto mix`);
    total += share * bytes;
  }
  return total;
}

/** MediaConvert prices SD below 720 lines and HD from 720 to 1080. */
export const isHd = (rendition: Rendition): boolean => rendition.height >= 720;

/** Transcode cost of one lecture hour: every rendition is an output billed per minute. */
export function transcodePerHour(ladder: readonly Rendition[], tier: 'basic' | 'professional'): number {
  const rates = PRICES.mediaConvert[tier];
  return ladder.reduce((sum, rendition) => sum + 60 * (isHd(rendition) ? rates.hd : rates.sd), 0);
}

export interface CostInput {
  /** Measured bytes per lecture hour, by rendition name. */
  bytesPerHour: ReadonlyMap<string, number>;
  sourceBytesPerHour: number;
  ladder: readonly Rendition[];
  tier: 'basic' | 'professional';
}

/** Today's MP4s as the issue states them: about 1.2 GB per lecture hour. */
const STATED_MP4_BYTES_PER_HOUR = 1.2e9;

export function costMarkdown(input: CostInput): string {
  const saverName = [...input.bytesPerHour.keys()].find(isDataSaver);
  const saver = saverName === undefined ? undefined : input.bytesPerHour.get(saverName);
  if (saverName === undefined || saver === undefined) throw new Error('no measured data-saver rendition');
  const auto = autoMixBytesPerHour(input.bytesPerHour);
  const scenarios: [string, number][] = [
    [`Auto (${mixLabel(AUTO_MIX)})`, auto],
    [`Auto as it was (${mixLabel(AUTO_MIX_BEFORE)})`, autoMixBytesPerHour(input.bytesPerHour, AUTO_MIX_BEFORE)],
    [`Data saver (all ${saverName})`, saver],
    ["today's MP4 (this clip's source)", input.sourceBytesPerHour],
    ["today's MP4 at ~1.2 GB/h (as stated)", STATED_MP4_BYTES_PER_HOUR],
  ];
  const rows = scenarios.map(([name, bytes]) => {
    const student = deliveryPerStudentMonth(bytes);
    return [
      name,
      `${(bytes / 1e6).toFixed(0)}`,
      `${((bytes * HOURS_PER_STUDENT_MONTH) / 1e9).toFixed(2)}`,
      usd(student),
      usd(student * CLASS_SIZE),
    ];
  });
  const perHour = transcodePerHour(input.ladder, input.tier);
  const other = transcodePerHour(input.ladder, input.tier === 'basic' ? 'professional' : 'basic');
  const monthly = perHour * TUTOR_HOURS_PER_MONTH;
  const savingPerStudent = deliveryPerStudentMonth(STATED_MP4_BYTES_PER_HOUR) - deliveryPerStudentMonth(auto);
  const classSaving = savingPerStudent * CLASS_SIZE;
  const breakEven = Math.ceil(monthly / savingPerStudent);
  const hd = input.ladder.filter(isHd).map((rendition) => rendition.name);
  const sd = input.ladder.filter((rendition) => !isHd(rendition)).map((rendition) => rendition.name);
  const hdShare = hd.length === 0 ? 0 : (60 * PRICES.mediaConvert[input.tier].hd * hd.length) / perHour;
  return [
    '**Costs.** Prices: CloudFront India $' +
      `${PRICES.cloudFrontIndiaPerGb}/GB (${PRICES.cloudFrontSource}); GB here is 2^30 bytes, as AWS meters transfer. MediaConvert on-demand: Basic SD $${PRICES.mediaConvert.basic.sd}/min, HD $${PRICES.mediaConvert.basic.hd}/min; Professional SD $${PRICES.mediaConvert.professional.sd}/min, HD $${PRICES.mediaConvert.professional.hd}/min (${PRICES.mediaConvertSource}).`,
    '',
    `Delivery per student-month (${HOURS_PER_STUDENT_MONTH} lecture hours) and for a class of ${CLASS_SIZE.toLocaleString('en')} students. The Auto mix is the player's rules applied to an assumed audience (below): on a touch screen Auto goes no taller than the player's CSS height × min(pixel ratio, 1.5), with the browser's data saver on or a 2g connection it keeps to the data saver (${MIX_SAVER}), and a computer keeps hls.js's capping; every viewer is assumed to have the bandwidth to reach the cap, so the bytes are an upper bound. "As it was" is the same audience under hls.js's capping alone, which counts the full pixel ratio and rounds up to the next size. The other rows are measured or stated. The account's 1 TB/month always-free CloudFront allowance is not subtracted.`,
    '',
    audienceMarkdown(input.ladder),
    '',
    tableOf(
      [
        'Watching',
        'MB per lecture hour',
        'GB per student-month (10^9)',
        'Per student-month',
        `Class of ${CLASS_SIZE.toLocaleString('en')} per month`,
      ],
      rows,
    ),
    '',
    `Transcode: the job settings use H.264 Main, QVBR with a bitrate ceiling, single-pass HQ (the "balanced" level, the default; only multi-pass HQ is billed at the Professional tier, per the SDK's H264QualityTuningLevel documentation), at most 30 fps, no HEVC/HDR/Dolby — so the **${input.tier === 'basic' ? 'Basic' : 'Professional'} tier**. The outputs are ${sd.join(' and ')} (SD, < 720 lines) and ${hd.join(', ') || 'none'} (HD); the audio rides inside each video output, so there are no audio-only outputs. Per lecture hour: **${usd(perHour)}** (${input.tier === 'basic' ? 'Professional' : 'Basic'} would be ${usd(other)}); a tutor uploading ${TUTOR_HOURS_PER_MONTH} hours a month: **${usd(monthly)}/month**, of which the HD output is ${(hdShare * 100).toFixed(0)} %.`,
    '',
    `Against delivery: moving ${CLASS_SIZE.toLocaleString('en')} students from ~1.2 GB/h MP4s to Auto saves ${usd(classSaving)} a month (${usd(savingPerStudent)} per student-month), ${(classSaving / monthly).toFixed(0)}× the transcode bill; the ladder pays for itself from about ${breakEven} students watching ${HOURS_PER_STUDENT_MONTH} hours a month. ${
      classSaving >= 2 * monthly
        ? 'The transcode cost is in proportion to what it saves.'
        : `**Out of proportion**: the transcode bill is close to or above what it saves at this class size; the cheaper path is to drop the HD output (${(hdShare * 100).toFixed(0)} % of the bill) or to transcode with ffmpeg in a container (as the local twin does) instead of MediaConvert.`
    }`,
  ].join('\n');
}
