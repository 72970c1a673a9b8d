/**
 * The Payments screens' calendar: an access end read as the last Colombo day it runs, months
 * written out and stepped across a year's end, and instants shown in Colombo time, in each language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { dateTimeText, lastDayText, monthAt, monthText, shiftMonth } from '../../web/src/features/admin/fees/dates';
import { setActiveLanguage } from '../../web/src/i18n/active';

afterEach(() => setActiveLanguage('en'));

describe('admin fee dates', () => {
  it('reads an end instant as the last Colombo day before it', () => {
    // 8 January 00:00 in Colombo is 7 January 18:30 UTC: access runs through 7 January.
    expect(lastDayText('2027-01-07T18:30:00.000Z')).toBe('7 January 2027');
    expect(lastDayText('2027-01-07T18:31:00.000Z')).toBe('8 January 2027');
    expect(lastDayText('not a date')).toBe('');
  });

  it('writes months out, never as numbers, in every language', () => {
    expect(monthText('2026-12')).toBe('December 2026');
    setActiveLanguage('si');
    expect(monthText('2027-01')).toBe('ජනවාරි 2027');
    expect(lastDayText('2027-01-07T18:30:00.000Z')).toBe('7 ජනවාරි 2027');
    setActiveLanguage('ta');
    expect(monthText('2027-01')).toBe('ஜனவரி 2027');
  });

  it('steps months across a year and finds the month in Colombo', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-06', 0)).toBe('2026-06');
    // 30 November 19:00 UTC is already 1 December in Colombo.
    expect(monthAt(Date.parse('2026-11-30T19:00:00Z'))).toBe('2026-12');
    expect(monthAt(Date.parse('2026-11-30T18:00:00Z'))).toBe('2026-11');
  });

  it('shows an instant day first with a 24-hour Colombo time', () => {
    expect(dateTimeText('2026-12-01T04:35:00.000Z')).toBe('1 December 2026, 10:05');
  });
});
