import { calibrationTask, describeCalibration, measureCalibration } from '../../bench/calibration';

describe('calibrationTask', () => {
  it('gives the same digest every time for the same rounds', () => {
    expect(calibrationTask(25)).toBe(calibrationTask(25));
  });

  // Pinned: a change to the task makes its timings incomparable with every report measured before,
  // so it must be a deliberate one (and then this digest changes with it).
  it('is the task earlier reports timed', () => {
    expect(calibrationTask(10)).toBe('00f126a46d9fba030c0400b3a277bfaee822c49f6fe36d62eb4e6a2bf790a153');
  });

  it('does work in every round: each round changes the result', () => {
    const digests = new Set([0, 1, 2, 3].map((rounds) => calibrationTask(rounds)));
    expect(digests.size).toBe(4);
  });
});

describe('measureCalibration', () => {
  it('times the task the number of times asked and keeps the median between the extremes', () => {
    const calibration = measureCalibration(3, 10);
    expect(calibration.repeats).toBe(3);
    expect(calibration.digest).toBe(calibrationTask(10));
    expect(calibration.min).toBeGreaterThan(0);
    expect(calibration.min).toBeLessThanOrEqual(calibration.ms);
    expect(calibration.ms).toBeLessThanOrEqual(calibration.max);
  });

  it('refuses to measure with no timing', () => {
    expect(() => measureCalibration(0, 10)).toThrow(/at least one/);
  });
});

describe('describeCalibration', () => {
  it('writes the median with the range in whole milliseconds', () => {
    expect(describeCalibration({ ms: 412.4, min: 405.2, max: 431.6, repeats: 5, digest: 'x' })).toBe(
      '412 ms (median of 5; 405–432 ms)',
    );
  });
});
