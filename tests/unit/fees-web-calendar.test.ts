/**
 * The student fee screens' pure parts: the last day access runs and the month to pay next, read as
 * the server's fee calendar reads them (Colombo's days, whatever the phone's zone); months and days
 * written out in each language; whether a presigned slip URL still holds; and the slip photo's box.
 */
import { describe, expect, it } from 'vitest';
import { SLIP_IMAGE_MAX_SIDE } from '../../functions/shared/schemas';
import { accessEnd, lastDayOf as serverLastDay } from '../../functions/domain/fees/period';
import { lastDayOf, monthToPay, colomboToday } from '../../web/src/features/fees/dates';
import { urlStillValid } from '../../web/src/features/fees/put-slip';
import { formatCalendarDay, formatMonth } from '../../web/src/i18n/calendar';
import { fitWithin } from '../../web/src/lib/image-resize';

const iso = (ms: number) => new Date(ms).toISOString();

describe('the fee calendar on the student’s screens', () => {
  it('names the same last day as the server, across month and year ends', () => {
    for (const [month, grace] of [
      ['2026-11', 7],
      ['2026-12', 7],
      ['2026-12', 0],
      ['2027-01', 28],
      ['2028-02', 0],
    ] as const) {
      const end = accessEnd(month, grace);
      expect(lastDayOf(iso(end))).toBe(serverLastDay(end));
    }
    expect(lastDayOf(iso(accessEnd('2026-11', 7)))).toBe('2026-12-07');
  });

  it('offers the month after the paid one, kept to this month and the next', () => {
    const nov20 = Date.parse('2026-11-20T06:00:00.000Z');
    expect(monthToPay({ theoryAccess: iso(accessEnd('2026-11', 7)) }, nov20)).toBe('2026-12');
    expect(monthToPay({ theoryAccess: iso(accessEnd('2026-11', 0)) }, nov20)).toBe('2026-12');
    // The soonest end decides.
    expect(
      monthToPay({ theoryAccess: iso(accessEnd('2026-12', 7)), paperAccess: iso(accessEnd('2026-11', 7)) }, nov20),
    ).toBe('2026-12');
    // Paid far ahead: still no later than next month; nothing running: this month.
    expect(monthToPay({ theoryAccess: iso(accessEnd('2027-03', 7)) }, nov20)).toBe('2026-12');
    expect(monthToPay(undefined, nov20)).toBe('2026-11');
    expect(monthToPay({ theoryAccess: iso(accessEnd('2026-09', 7)) }, nov20)).toBe('2026-11');
  });

  it('takes today as Colombo’s day', () => {
    // 19:00 UTC on 30 November is 00:30 on 1 December in Colombo.
    expect(colomboToday(Date.parse('2026-11-30T19:00:00.000Z'))).toBe('2026-12-01');
  });
});

describe('months and days written out', () => {
  it('in English, Sinhala and Tamil', () => {
    expect(formatMonth('2026-12', 'en')).toBe('December 2026');
    expect(formatMonth('2026-12', 'si')).toBe('දෙසැම්බර් 2026');
    expect(formatMonth('2027-01', 'ta')).toBe('ஜனவரி 2027');
    expect(formatCalendarDay('2026-12-07', 'en')).toBe('7 December 2026');
    expect(formatCalendarDay('2026-12-07', 'si')).toBe('7 දෙසැම්බර් 2026');
    expect(formatMonth('2026-13', 'en')).toBe('');
    expect(formatCalendarDay('2026-12', 'en')).toBe('');
  });
});

describe('a presigned slip URL', () => {
  const url = 'https://s3.local/slips/s1?X-Amz-Date=20261210T040000Z&X-Amz-Expires=900&X-Amz-Signature=x';
  it('holds until a minute before it lapses', () => {
    expect(urlStillValid(url, Date.parse('2026-12-10T04:13:00.000Z'))).toBe(true);
    expect(urlStillValid(url, Date.parse('2026-12-10T04:14:30.000Z'))).toBe(false);
    expect(urlStillValid('https://s3.local/slips/s1', Date.now())).toBe(true);
    expect(urlStillValid('not a url', Date.now())).toBe(false);
  });
});

describe('the slip photo’s box', () => {
  it('keeps the longest side within SLIP_IMAGE_MAX_SIDE, landscape or portrait', () => {
    const max = SLIP_IMAGE_MAX_SIDE;
    expect(fitWithin(4000, 3000, max, max)).toEqual({ width: 1800, height: 1350 });
    expect(fitWithin(3000, 4000, max, max)).toEqual({ width: 1350, height: 1800 });
    expect(fitWithin(1200, 900, max, max)).toEqual({ width: 1200, height: 900 });
  });
});
