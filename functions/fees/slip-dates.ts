/**
 * The date rules of a payment slip, checked against the server's clock: the month paid for must be
 * one a student may pay for now (this month or the next, period.ts), and the day the money went in
 * must be a real calendar day, not after today in Colombo and not older than PAID_ON_MAX_AGE_DAYS —
 * an older deposit is not this month's fee, and a date in the future is a typo.
 */
import { payableMonths } from '../domain/fees/period';
import { PAID_ON_MAX_AGE_DAYS } from '../shared/schemas';

/** Sri Lanka's offset from UTC; the island keeps no daylight saving. */
const COLOMBO_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of the calendar day 'YYYY-MM-DD' names, or null when no such day exists (2026-02-30). */
function calendarDay(value: string): number | null {
  const match = DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = Date.UTC(year, month - 1, day);
  const back = new Date(at);
  // Date.UTC carries an impossible day into the next month; a real day reads back unchanged.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return at;
}

/** Today in Colombo, as midnight UTC of that calendar day (comparable with calendarDay). */
function colomboToday(now: number): number {
  const local = new Date(now + COLOMBO_OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
}

export function paidOnAllowed(paidOn: string, now: number): boolean {
  const day = calendarDay(paidOn);
  if (day === null) return false;
  const today = colomboToday(now);
  return day <= today && today - day <= PAID_ON_MAX_AGE_DAYS * DAY_MS;
}

export const monthPayable = (month: string, now: number): boolean => payableMonths(now).includes(month);
