/**
 * Can a student hear the tutor: the ladder's mono AAC-LC against HE-AAC, the other candidate for a
 * data saver's voice. A minute of the lecture clip's synthetic voice (bench/lecture-clip.ts: a
 * gliding pitch with harmonics and breath noise, in phrases with pauses) is encoded with ffmpeg as
 * each candidate, in MPEG-TS as the segments carry it; per candidate: bytes per hour, the
 * log-spectral distance of the decoded encode from the source by band (bench/audio-spectrum.ts), and
 * whether this machine's Chromium takes its codec string in Media Source Extensions (hls.js's path).
 * HE-AAC needs libfdk_aac, which Debian's ffmpeg and the static one lack; it is measured only where
 * the ffmpeg found has it.
 */
import { spawnSync } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { launchChromium } from '../tests/support/chromium';
import { runFfmpeg } from '../local/engines/ffmpeg';
import { AUDIO_SAMPLE_RATE } from '../functions/domain/streaming/ladder';
import { FRAME, lagOf, logSpectralDistance, spectra, type Band } from './audio-spectrum';
import { voiceExpression } from './lecture-clip';
import { table } from './stats';

const SECONDS = 60;
/** Decoded and compared at the ladder's rate: what the student's player gets. */
const COMPARE_RATE = AUDIO_SAMPLE_RATE;
const BANDS: readonly (Band & { label: string })[] = [
  { fromHz: 50, toHz: 4000, label: 'vowels, most consonants' },
  { fromHz: 4000, toHz: 8000, label: '"s", "f", "t"' },
  { fromHz: 8000, toHz: 16000, label: 'air' },
];

interface Candidate {
  label: string;
  /** The RFC 6381 string a master playlist would name it by. */
  codecs: string;
  args: string[];
  encoder: 'aac' | 'libfdk_aac';
}

const CANDIDATES: readonly Candidate[] = [
  {
    label: `AAC-LC 32 kbit/s, ${AUDIO_SAMPLE_RATE / 1000} kHz (data savers)`,
    codecs: 'mp4a.40.2',
    args: ['-c:a', 'aac', '-b:a', '32k', '-ar', String(AUDIO_SAMPLE_RATE)],
    encoder: 'aac',
  },
  {
    label: `AAC-LC 48 kbit/s, ${AUDIO_SAMPLE_RATE / 1000} kHz (360p)`,
    codecs: 'mp4a.40.2',
    args: ['-c:a', 'aac', '-b:a', '48k', '-ar', String(AUDIO_SAMPLE_RATE)],
    encoder: 'aac',
  },
  {
    label: "AAC-LC 24 kbit/s, 24 kHz (HE-AAC's bytes, no SBR)",
    codecs: 'mp4a.40.2',
    args: ['-c:a', 'aac', '-b:a', '24k', '-ar', '24000'],
    encoder: 'aac',
  },
  {
    label: 'HE-AAC v1 24 kbit/s, 32 kHz',
    codecs: 'mp4a.40.5',
    args: ['-c:a', 'libfdk_aac', '-profile:a', 'aac_he', '-b:a', '24k', '-ar', String(AUDIO_SAMPLE_RATE)],
    encoder: 'libfdk_aac',
  },
];

async function decode(ffmpeg: string, input: string, output: string): Promise<Float32Array> {
  await runFfmpeg(ffmpeg, [
    '-nostdin',
    '-v',
    'error',
    '-y',
    '-i',
    input,
    ...['-ac', '1', '-ar', String(COMPARE_RATE)],
    ...['-f', 'f32le', output],
  ]);
  const bytes = await readFile(output);
  return new Float32Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.byteLength / 4));
}

async function mseSupport(chromiumPath: string, codecs: readonly string[]): Promise<Map<string, boolean>> {
  const browser = await launchChromium(chromiumPath);
  try {
    const page = await browser.newPage();
    const answers = await page.evaluate(
      (list) => list.map((codec) => MediaSource.isTypeSupported(`video/mp4; codecs="avc1.4d401e,${codec}"`)),
      [...codecs],
    );
    return new Map(codecs.map((codec, index) => [codec, answers[index] ?? false]));
  } finally {
    await browser.close();
  }
}

/** What the table means for the ladder: HE-AAC is taken only where it was made and measured here. */
function verdict(perHourOf: ReadonlyMap<Candidate, number>): string {
  const [lc32, , lc24, he] = CANDIDATES.map((candidate) => perHourOf.get(candidate));
  if (he !== undefined)
    return 'HE-AAC was encoded here: compare its row with the 32 kbit/s AAC-LC one before switching.';
  const saving =
    lc32 !== undefined && lc24 !== undefined
      ? `about ${(lc32 - lc24).toFixed(1)} MB per lecture hour`
      : 'a few MB per lecture hour';
  return `HE-AAC could not be made or measured here, so the ladder stays on AAC-LC (MediaConvert would make it with \`AacSettings.CodecProfile: HEV1\`, which the twin could not follow). At 24 kbit/s it would save ${saving} against 32 kbit/s AAC-LC (the 24 kbit/s row's bytes); what those bytes give without SBR keeps the vowels but loses the 4–8 kHz band of "s", "f" and "t".`;
}

export async function audioMarkdown(ffmpeg: string, chromiumPath: string, dir: string): Promise<string> {
  const encoders = spawnSync(ffmpeg, ['-hide_banner', '-encoders'], { encoding: 'utf8' }).stdout;
  const source = join(dir, 'voice.wav');
  const voice = voiceExpression();
  await runFfmpeg(ffmpeg, [
    '-nostdin',
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `aevalsrc=exprs='${voice}':s=48000:d=${SECONDS}`,
    source,
  ]);
  const reference = await decode(ffmpeg, source, join(dir, 'voice.f32'));
  const referenceSpectra = spectra(reference);
  const browsers = await mseSupport(chromiumPath, [...new Set(CANDIDATES.map((candidate) => candidate.codecs))]);
  // The voice's phrases start with a pause; the lag is found on a stretch that speaks.
  const from = 10 * COMPARE_RATE;
  const rows: string[][] = [];
  const perHourOf = new Map<Candidate, number>();
  for (const [index, candidate] of CANDIDATES.entries()) {
    const mse = browsers.get(candidate.codecs) ? 'yes' : 'no';
    if (!new RegExp(`\\b${candidate.encoder}\\b`).test(encoders)) {
      rows.push([
        candidate.label,
        candidate.codecs,
        `not encodable here (this ffmpeg has no ${candidate.encoder})`,
        '—',
        '—',
        '—',
        mse,
      ]);
      continue;
    }
    const encoded = join(dir, `voice-${index}.ts`);
    await runFfmpeg(ffmpeg, [
      '-nostdin',
      '-v',
      'error',
      '-y',
      '-i',
      source,
      '-ac',
      '1',
      ...candidate.args,
      '-f',
      'mpegts',
      encoded,
    ]);
    const perHour = ((await stat(encoded)).size * 3600) / SECONDS / 1e6;
    perHourOf.set(candidate, perHour);
    const decoded = await decode(ffmpeg, encoded, join(dir, `voice-${index}.f32`));
    const lag = lagOf(reference.subarray(from), decoded.subarray(from), 4096);
    const decodedSpectra = spectra(decoded.subarray(lag));
    rows.push([
      candidate.label,
      candidate.codecs,
      `${perHour.toFixed(1)} MB/h`,
      ...BANDS.map(
        (band) => `${logSpectralDistance(referenceSpectra, decodedSpectra, COMPARE_RATE, band).toFixed(1)} dB`,
      ),
      mse,
    ]);
  }
  return [
    "**Audio.** The ladder's voice is mono AAC-LC at " +
      `${AUDIO_SAMPLE_RATE / 1000} kHz (32 kbit/s on the data savers, 48 on 360p, 64 on 720p). Against it, HE-AAC v1 at 24 kbit/s: ` +
      `${SECONDS} s of the lecture clip's synthetic voice (a gliding pitch with harmonics, breath noise, phrases and pauses), encoded by ffmpeg into MPEG-TS as a segment carries it. ` +
      `Per hour: the TS file's bytes scaled to an hour. Log-spectral distance: decoded at ${COMPARE_RATE / 1000} kHz, aligned on the encoder's delay, ` +
      `${FRAME}-sample Hann frames, the mean over the frames where the voice speaks of the RMS dB difference from the source per band (lower is closer; a band the encoder cut off scores high). ` +
      'It is a spectrogram comparison, not a listening test or a PESQ/ViSQOL score (no Debian package here offers one). MSE: whether this Chromium takes the codec string beside H.264 Main.',
    '',
    table(
      [
        'Encode',
        'Codec',
        'Per hour',
        ...BANDS.map((band) => `LSD ${band.fromHz / 1000}–${band.toHz / 1000} kHz (${band.label})`),
        'Chromium MSE',
      ],
      rows,
    ),
    '',
    verdict(perHourOf),
  ].join('\n');
}
