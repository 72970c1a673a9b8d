import { FRAME, lagOf, logSpectralDistance, spectra } from '../../bench/audio-spectrum';

const RATE = 32_000;
/** A deterministic noisy tone: a 300 Hz voice-like fundamental plus broadband noise. */
function signal(seconds: number): Float32Array {
  let seed = 7;
  const noise = (): number => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31 - 0.5;
  };
  return Float32Array.from(
    { length: seconds * RATE },
    (_, i) => 0.5 * Math.sin((2 * Math.PI * 300 * i) / RATE) + 0.2 * noise(),
  );
}

/** A crude low-pass: the mean of `width` neighbours, which removes most of the highs. */
const smoothed = (samples: Float32Array, width: number): Float32Array =>
  Float32Array.from(samples, (_, i) => {
    let sum = 0;
    for (let j = 0; j < width; j += 1) sum += samples[Math.max(0, i - j)] ?? 0;
    return sum / width;
  });

describe('log-spectral distance', () => {
  const source = signal(1);

  it('is zero for the same signal, and larger where a low-pass took the highs', () => {
    const band = { fromHz: 6000, toHz: 14000 };
    expect(logSpectralDistance(spectra(source), spectra(source), RATE, band)).toBe(0);
    const lowpassed = smoothed(source, 8);
    const high = logSpectralDistance(spectra(source), spectra(lowpassed), RATE, band);
    const low = logSpectralDistance(spectra(source), spectra(lowpassed), RATE, { fromHz: 100, toHz: 800 });
    expect(high).toBeGreaterThan(10);
    expect(low).toBeLessThan(high / 3);
  });

  it('frames the signal by halves of FRAME', () => {
    expect(spectra(source).length).toBe(Math.floor((source.length - FRAME) / (FRAME / 2)) + 1);
  });
});

describe('lagOf', () => {
  it('finds the delay an encoder put in front', () => {
    const source = signal(1);
    const delayed = new Float32Array(source.length + 2048);
    delayed.set(source, 1105);
    expect(lagOf(source, delayed, 2048, 8000)).toBe(1105);
  });
});
