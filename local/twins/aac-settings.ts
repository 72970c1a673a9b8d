/**
 * The AAC-LC combinations MediaConvert takes in CBR (its user guide's "AAC output reference tables"):
 * per coding mode and sample rate, the bitrates it accepts. A job outside them is refused there with
 * a BadRequestException, so the twin refuses it too: at 44.1 kHz mono starts at 56 kbit/s, and a
 * ladder asking for 32 kbit/s at that rate would transcode here and fail in the cloud.
 *
 * HE-AAC (HEV1, HEV2) is not checked: ffmpeg's own encoder makes no HE-AAC, so the twin could not
 * honour such a job anyway; the ladder uses LC.
 */

type LcTable = Readonly<Record<number, readonly number[]>>;

const k = (...values: number[]): number[] => values.map((value) => value * 1000);

const LC_MONO: LcTable = {
  8000: k(8, 10, 12, 14),
  12000: k(8, 10, 12, 14),
  16000: k(8, 10, 12, 14, 16, 20, 24, 28),
  22050: k(24, 28),
  24000: k(24, 28),
  32000: k(32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192),
  44100: k(56, 64, 80, 96, 112, 128, 160, 192, 224, 256),
  48000: k(56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 288),
  88200: k(288),
  96000: k(128, 160, 192, 224, 256, 288),
};

/**
 * Why MediaConvert would refuse this AAC-LC mono output, or null when it takes it. Other profiles
 * and coding modes are left to the twin's other checks.
 */
export function aacRefusal(settings: {
  profile: unknown;
  codingMode: unknown;
  sampleRate: number;
  bitrate: number;
}): string | null {
  const profile = settings.profile ?? 'LC';
  if (profile !== 'LC' || settings.codingMode !== 'CODING_MODE_1_0') return null;
  const bitrates = LC_MONO[settings.sampleRate];
  if (!bitrates) return `sampleRate ${settings.sampleRate} is not one AAC-LC mono takes`;
  if (!bitrates.includes(settings.bitrate)) {
    return `AAC-LC mono at ${settings.sampleRate} Hz takes a bitrate of ${bitrates.join(', ')}, not ${settings.bitrate}`;
  }
  return null;
}
