import { describe, expect, it } from 'vitest';
import { MARGIN_BYTES, MB, roomFor, sizeText, toMb } from '../../web/src/features/offline/lib/storage-check';

describe('room for a save', () => {
  it('is enough when the size plus the margin fits in what the quota leaves', () => {
    expect(roomFor(30 * MB, { quota: 1000 * MB, usage: 900 * MB })).toEqual({ ok: true, unknown: false });
    expect(roomFor(80 * MB, { quota: 1000 * MB, usage: 900 * MB })).toEqual({ ok: true, unknown: false });
  });

  it('is refused with the bytes needed (size + margin) and the bytes free', () => {
    const verdict = roomFor(81 * MB, { quota: 1000 * MB, usage: 900 * MB });
    expect(verdict).toEqual({ ok: false, neededBytes: 81 * MB + MARGIN_BYTES, freeBytes: 100 * MB });
  });

  it('counts a quota already overrun as nothing free', () => {
    expect(roomFor(1, { quota: 10 * MB, usage: 12 * MB })).toEqual({
      ok: false,
      neededBytes: 1 + MARGIN_BYTES,
      freeBytes: 0,
    });
  });

  it('lets the save try where the browser gives no estimate', () => {
    expect(roomFor(5000 * MB, null)).toEqual({ ok: true, unknown: true });
    expect(roomFor(5000 * MB, {})).toEqual({ ok: true, unknown: true });
  });

  it('shows megabytes with one decimal below 10, whole above, never 0 for a file', () => {
    expect(toMb(12_345_678)).toBe(12);
    expect(toMb(4_260_000)).toBe(4.3);
    expect(toMb(20_000)).toBe(0.1);
    expect(toMb(0)).toBe(0);
  });

  it('writes sizes grouped as the reader writes numbers, the unit after, in GB from a thousand MB', () => {
    expect(sizeText(12_345_678, 'en')).toBe('12 MB');
    expect(sizeText(4_260_000, 'si')).toBe('4.3 MB');
    expect(sizeText(740 * MB, 'ta')).toBe('740 MB');
    expect(sizeText(10_740 * MB, 'en')).toBe('10.7 GB');
    expect(sizeText(10_740 * MB, 'si')).toBe('10.7 GB');
    expect(sizeText(1_234_500 * MB, 'ta')).toBe('1,234.5 GB');
    expect(sizeText(1000 * MB, 'en')).toBe('1 GB');
  });
});
