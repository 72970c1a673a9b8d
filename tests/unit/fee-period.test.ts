/** The fee calendar: a paid month's access, its grace days, year ends and Sri Lanka's time zone. */
import { describe, expect, it } from 'vitest';
import {
  accessEnd,
  lastDayOf,
  laterEnd,
  monthAt,
  nextMonth,
  parseMonth,
  payableMonths,
} from '../../functions/domain/fees/period';

describe('a paid month', () => {
  it('runs to the end of its last day plus the grace days, in Sri Lanka time', () => {
    // November 2026 + 7 days: through 7 December, so closed from 8 December 00:00 (+05:30).
    const end = accessEnd('2026-11', 7);
    expect(new Date(end).toISOString()).toBe('2026-12-07T18:30:00.000Z');
    expect(lastDayOf(end)).toBe('2026-12-07');
    expect(lastDayOf(accessEnd('2026-11', 0))).toBe('2026-11-30');
  });

  it("carries December's grace into January of the next year", () => {
    const end = accessEnd('2026-12', 7);
    expect(lastDayOf(end)).toBe('2027-01-07');
    expect(new Date(end).toISOString()).toBe('2027-01-07T18:30:00.000Z');
  });

  it('knows February, leap years included', () => {
    expect(lastDayOf(accessEnd('2027-02', 0))).toBe('2027-02-28');
    expect(lastDayOf(accessEnd('2028-02', 0))).toBe('2028-02-29');
    expect(lastDayOf(accessEnd('2028-02', 7))).toBe('2028-03-07');
  });

  it('refuses what is not a month or a grace out of range', () => {
    for (const month of ['2026-13', '2026-00', '2026-1', '26-01', '2026-01-01', ''])
      expect(parseMonth(month), month).toBeNull();
    expect(() => accessEnd('2026-13', 7)).toThrow();
    expect(() => accessEnd('2026-11', -1)).toThrow();
    expect(() => accessEnd('2026-11', 29)).toThrow();
    expect(() => accessEnd('2026-11', 1.5)).toThrow();
  });
});

describe('which months can be paid', () => {
  it('is this month and the next, by the calendar in Colombo', () => {
    // 31 December 2026, 19:00 UTC is already 1 January 2027, 00:30 in Colombo.
    expect(monthAt(Date.UTC(2026, 11, 31, 19))).toBe('2027-01');
    expect(monthAt(Date.UTC(2026, 11, 31, 18))).toBe('2026-12');
    expect(payableMonths(Date.UTC(2026, 11, 31, 18))).toEqual(['2026-12', '2027-01']);
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(nextMonth('2027-01')).toBe('2027-02');
  });
});

describe('a second payment', () => {
  it('never shortens access already paid further ahead', () => {
    const january = accessEnd('2027-01', 7);
    const december = accessEnd('2026-12', 7);
    expect(laterEnd(january, december)).toBe(january);
    expect(laterEnd(december, january)).toBe(january);
    expect(laterEnd(undefined, december)).toBe(december);
  });
});
