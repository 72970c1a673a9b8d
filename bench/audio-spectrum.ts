/**
 * A listening check without listeners, for the audio codec choice: how far a decoded encode's
 * spectrum is from the source's, band by band, frame by frame. Log-spectral distance (dB) is what a
 * codec's coarse quantisation and its cut-off show up as; it is no PESQ or ViSQOL score (no Debian
 * package here offers one), but it tells which of two encodes keeps more of a voice, and where.
 */

/** In-place radix-2 FFT of (re, im); the length is a power of two. */
function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i += 1) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const step = (-2 * Math.PI) / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < size / 2; k += 1) {
        const cos = Math.cos(step * k);
        const sin = Math.sin(step * k);
        const a = start + k;
        const b = a + size / 2;
        const tre = re[b]! * cos - im[b]! * sin;
        const tim = re[b]! * sin + im[b]! * cos;
        re[b] = re[a]! - tre;
        im[b] = im[a]! - tim;
        re[a] = re[a]! + tre;
        im[a] = im[a]! + tim;
      }
    }
  }
}

export const FRAME = 1024;
const HOP = FRAME / 2;
const hann = Float64Array.from({ length: FRAME }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FRAME));

/** Power spectra (FRAME / 2 bins) of Hann-windowed frames, half overlapping. */
export function spectra(samples: Float32Array): Float64Array[] {
  const frames: Float64Array[] = [];
  for (let start = 0; start + FRAME <= samples.length; start += HOP) {
    const re = new Float64Array(FRAME);
    const im = new Float64Array(FRAME);
    for (let i = 0; i < FRAME; i += 1) re[i] = (samples[start + i] ?? 0) * hann[i]!;
    fft(re, im);
    frames.push(Float64Array.from({ length: FRAME / 2 }, (_, k) => re[k]! ** 2 + im[k]! ** 2));
  }
  return frames;
}

/**
 * The lag (samples, 0…maxLag) by which `decoded` trails `source`: an AAC encode starts with the
 * encoder's priming delay, and frames must be compared at the same instant.
 */
export function lagOf(source: Float32Array, decoded: Float32Array, maxLag: number, window = 32_000): number {
  let best = 0;
  let bestScore = -Infinity;
  const length = Math.min(window, source.length, decoded.length - maxLag);
  for (let lag = 0; lag <= maxLag; lag += 1) {
    let score = 0;
    for (let i = 0; i < length; i += 1) score += source[i]! * decoded[i + lag]!;
    if (score > bestScore) {
      bestScore = score;
      best = lag;
    }
  }
  return best;
}

export interface Band {
  fromHz: number;
  toHz: number;
}

/**
 * Mean log-spectral distance (dB) over the frames where the source is not silent (within 40 dB of
 * its loudest frame), between `fromHz` and `toHz`. A floor 80 dB under the source's loudest bin
 * stands in for an empty bin, so a band the codec cut off counts as a large but finite distance.
 */
export function logSpectralDistance(
  source: readonly Float64Array[],
  decoded: readonly Float64Array[],
  sampleRate: number,
  band: Band,
): number {
  const binHz = sampleRate / FRAME;
  const from = Math.max(1, Math.floor(band.fromHz / binHz));
  const to = Math.min(FRAME / 2, Math.ceil(band.toHz / binHz));
  const energy = source.map((frame) => frame.reduce((sum, power) => sum + power, 0));
  const loudest = Math.max(...energy);
  const peakBin = Math.max(...source.map((frame) => Math.max(...frame)));
  const floor = peakBin * 1e-8;
  let sum = 0;
  let counted = 0;
  for (const [index, frame] of source.entries()) {
    const other = decoded[index];
    if (!other || (energy[index] ?? 0) < loudest * 1e-4) continue;
    let squares = 0;
    for (let k = from; k < to; k += 1) {
      const db = 10 * Math.log10((frame[k]! + floor) / (other[k]! + floor));
      squares += db * db;
    }
    sum += Math.sqrt(squares / (to - from));
    counted += 1;
  }
  return counted === 0 ? 0 : sum / counted;
}
