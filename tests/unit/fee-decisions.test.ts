/** The pure rules of a fee decision: what a grant does to each flag, and the fee mails' words. */
import { describe, expect, it } from 'vitest';
import { flagGrant } from '../../functions/domain/fees/grant';
import type { UserItem } from '../../functions/domain/sessions/account';
import { reminderMail, rejectionMail } from '../../functions/fees/fee-mail';
import { dayName, monthName, rupees } from '../../functions/fees/fee-mail-texts';
import { reminderFor } from '../../functions/fees/reminder-sweep';

const NOW = Date.UTC(2026, 11, 10);
const DAY = 24 * 60 * 60 * 1000;
const END = NOW + 30 * DAY;
const iso = (at: number) => new Date(at).toISOString();

const account = (flags: Partial<UserItem> = {}): UserItem =>
  ({ id: 'u1', role: 'student', state: 'active', verified: true, fullName: 'Kasun', ...flags }) as UserItem;

describe('flagGrant', () => {
  it('turns on a flag never granted, with the paid end', () => {
    expect(flagGrant(account(), 'theoryAccess', END, NOW)).toMatchObject({
      flips: 1,
      until: END,
      write: true,
      before: null,
      after: iso(END),
    });
    expect(flagGrant(account({ theoryAccessFlips: 2 }), 'theoryAccess', END, NOW)).toMatchObject({
      flips: 3,
      until: END,
    });
  });
  it('leaves the admin’s forever grant alone', () => {
    expect(flagGrant(account({ theoryAccessFlips: 1 }), 'theoryAccess', END, NOW)).toMatchObject({
      write: false,
      before: null,
      after: null,
    });
  });
  it('extends a running end, never shortens it', () => {
    const later = END + 10 * DAY;
    expect(
      flagGrant(account({ theoryAccessFlips: 1, theoryAccessUntil: later }), 'theoryAccess', END, NOW),
    ).toMatchObject({ write: false, before: iso(later), after: iso(later) });
    const sooner = NOW + DAY;
    expect(
      flagGrant(account({ theoryAccessFlips: 1, theoryAccessUntil: sooner }), 'theoryAccess', END, NOW),
    ).toMatchObject({ flips: 1, until: END, write: true, before: iso(sooner), after: iso(END) });
  });
  it('restarts a lapsed flag without a flip', () => {
    expect(
      flagGrant(account({ theoryAccessFlips: 3, theoryAccessUntil: NOW - DAY }), 'theoryAccess', END, NOW),
    ).toMatchObject({ flips: 3, until: END, before: null, after: iso(END) });
  });
});

describe('reminderFor', () => {
  it('reminds of flags ending within the lead time, once per end', () => {
    const soon = NOW + 2 * DAY;
    const user = account({ theoryAccessFlips: 1, theoryAccessUntil: soon, paperAccessFlips: 1 });
    expect(reminderFor(user, NOW, 3)).toEqual({ fields: ['theoryAccess'], end: soon });
    expect(reminderFor({ ...user, feeReminderFor: soon } as UserItem, NOW, 3)).toBeNull();
    expect(reminderFor(user, NOW, 1)).toBeNull();
    expect(reminderFor(account({ theoryAccessFlips: 1, theoryAccessUntil: NOW - 1 }), NOW, 3)).toBeNull();
    expect(reminderFor(account({ theoryAccessFlips: 2, theoryAccessUntil: soon }), NOW, 3)).toBeNull();
  });
});

describe('fee mails', () => {
  it('write rupees with separators and dates with the month written out', () => {
    expect(rupees(2000)).toBe('Rs. 2,000');
    expect(dayName('2027-01-07', 'en')).toBe('7 January 2027');
    expect(dayName('2027-01-07', 'ta')).toBe('7 ஜனவரி, 2027');
    // The Gregorian month names the site shows, never the engine's lunar ones ("උඳුවප්").
    expect(dayName('2026-12-31', 'si')).toBe('31 දෙසැම්බර් 2026');
    expect(monthName('2026-12', 'si')).toBe('දෙසැම්බර් 2026');
    expect(monthName('2027-01', 'ta')).toBe('ஜனவரி 2027');
    expect(monthName('2027-01', 'en')).toBe('January 2027');
  });
  it('name the reason and the note in the student’s language', () => {
    const payment = {
      studentName: 'Kasun',
      amount: 2500,
      month: '2026-12',
      planName: 'Theory',
      reason: 'wrongAmount' as const,
      note: 'Rs. 2,000 short',
    };
    const en = rejectionMail(payment, 'en', 'EngTech Academy', 'https://example.lk');
    expect(en.text).toContain('Your payment of Rs. 2,500 for December 2026 (Theory) was not accepted.');
    expect(en.text).toContain('https://example.lk/fees');
    expect(rejectionMail(payment, 'si', 'EngTech Academy').text).toContain('මෙම සැලැස්මේ ගාස්තුව නොවේ');
    const reminder = reminderMail(
      { fullName: 'Kasun' },
      ['theoryAccess', 'paperAccess'],
      '2026-12-31',
      'en',
      'EngTech Academy',
    );
    expect(reminder.text).toContain('Your access to Theory and Paper runs until 31 December 2026.');
    expect(reminder.html).toContain('<html lang="en">');
  });
});
