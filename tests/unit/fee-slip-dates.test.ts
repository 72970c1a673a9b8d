/** The date rules of a payment slip (functions/fees/slip-dates.ts), against a fixed clock in Colombo time. */
import { describe, expect, it } from 'vitest';
import { monthPayable, paidOnAllowed } from '../../functions/fees/slip-dates';

/** 2026-03-15 10:00 in Colombo (UTC+05:30). */
const NOW = Date.parse('2026-03-15T04:30:00Z');

describe('paidOn', () => {
  it('accepts today and days back to the oldest allowed', () => {
    expect(paidOnAllowed('2026-03-15', NOW)).toBe(true);
    expect(paidOnAllowed('2026-02-28', NOW)).toBe(true);
    // 62 days before 15 March 2026 is 12 January 2026.
    expect(paidOnAllowed('2026-01-12', NOW)).toBe(true);
    expect(paidOnAllowed('2026-01-11', NOW)).toBe(false);
  });

  it('refuses a day after today in Colombo, even when it is still yesterday in UTC', () => {
    expect(paidOnAllowed('2026-03-16', NOW)).toBe(false);
    // 00:10 on 1 April in Colombo is 18:40 on 31 March in UTC: 1 April is already today.
    const justAfterMidnight = Date.parse('2026-03-31T18:40:00Z');
    expect(paidOnAllowed('2026-04-01', justAfterMidnight)).toBe(true);
    expect(paidOnAllowed('2026-04-02', justAfterMidnight)).toBe(false);
  });

  it('refuses days that do not exist', () => {
    for (const day of ['2026-02-29', '2026-02-30', '2026-03-32', '2026-13-01', '2026-00-10', '2026-3-1', ''])
      expect(paidOnAllowed(day, NOW), day).toBe(false);
    expect(paidOnAllowed('2024-02-29', Date.parse('2024-03-01T04:30:00Z'))).toBe(true);
  });
});

describe('month', () => {
  it('is this month or the next in Colombo, across a year end', () => {
    expect(monthPayable('2026-03', NOW)).toBe(true);
    expect(monthPayable('2026-04', NOW)).toBe(true);
    expect(monthPayable('2026-02', NOW)).toBe(false);
    expect(monthPayable('2026-05', NOW)).toBe(false);
    // 1 January 00:10 in Colombo is still 31 December in UTC.
    const newYear = Date.parse('2026-12-31T18:40:00Z');
    expect(monthPayable('2027-01', newYear)).toBe(true);
    expect(monthPayable('2027-02', newYear)).toBe(true);
    expect(monthPayable('2026-12', newYear)).toBe(false);
  });
});
