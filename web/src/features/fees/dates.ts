/**
 * The fee calendar as a student's screens need it. Fees run by Sri Lanka's calendar (UTC+05:30, no
 * daylight saving), whatever zone the phone is set to: a paid month, the last day access runs, and
 * "today" for the payment date are all Colombo's, as the server counts them.
 */
import type { AccessUntil } from '@schemas';

const COLOMBO_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The Colombo calendar day of an instant, 'YYYY-MM-DD'. */
const colomboDay = (ms: number): string => new Date(ms + COLOMBO_OFFSET_MS).toISOString().slice(0, 10);

export const colomboToday = (now = Date.now()): string => colomboDay(now);

/** The month an instant falls in, in Colombo: 'YYYY-MM'. */
export const colomboMonth = (ms: number): string => colomboDay(ms).slice(0, 7);

/** The last day access runs, 'YYYY-MM-DD': the end is the first instant without it. */
export const lastDayOf = (endIso: string): string => colomboDay(Date.parse(endIso) - 1);

export function nextMonth(month: string): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
}

/**
 * The month to pay for next: the month the soonest running access ends in (the one after the paid
 * month, its grace days being fewer than a month), kept to the months a student may pay for, this one
 * and the next; this month when nothing runs out.
 */
export function monthToPay(accessUntil: AccessUntil | undefined, now = Date.now()): string {
  const current = colomboMonth(now);
  const ends = Object.values(accessUntil ?? {})
    .map((iso) => Date.parse(iso))
    .filter((ms) => Number.isFinite(ms) && ms > now);
  if (ends.length === 0) return current;
  const month = colomboMonth(Math.min(...ends));
  const next = nextMonth(current);
  return month < current ? current : month > next ? next : month;
}
