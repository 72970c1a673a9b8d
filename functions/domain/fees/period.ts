/**
 * The calendar of class fees. A fee pays for one calendar month in Sri Lanka's time (UTC+05:30, no
 * daylight saving), and its access runs to the end of that month's last day plus the plan's grace
 * days, so a student who pays a few days late never loses a lecture in between. Months are written
 * 'YYYY-MM'; instants are epoch ms.
 */

/** Sri Lanka Standard Time's offset from UTC; the island keeps no daylight saving. */
const COLOMBO_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const DEFAULT_GRACE_DAYS = 7;
export const MAX_GRACE_DAYS = 28;

interface YearMonth {
  year: number;
  /** 1–12 */
  month: number;
}

export function parseMonth(value: string): YearMonth | null {
  const match = MONTH.exec(value);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

export const formatMonth = ({ year, month }: YearMonth): string => `${year}-${String(month).padStart(2, '0')}`;

/** The instant a Colombo calendar day begins (month may run past 12 or day past its month: Date.UTC carries over). */
const colomboMidnight = (year: number, month: number, day: number): number =>
  Date.UTC(year, month - 1, day) - COLOMBO_OFFSET_MS;

/** The month an instant falls in, in Colombo. */
export function monthAt(now: number): string {
  const local = new Date(now + COLOMBO_OFFSET_MS);
  return formatMonth({ year: local.getUTCFullYear(), month: local.getUTCMonth() + 1 });
}

/** The month after `month`, across a year's end. */
export function nextMonth(month: string): string {
  const parsed = parseMonth(month);
  if (!parsed) throw new Error(`not a month: ${month}`);
  return parsed.month === 12
    ? formatMonth({ year: parsed.year + 1, month: 1 })
    : formatMonth({ year: parsed.year, month: parsed.month + 1 });
}

/** The month before `month`, across a year's start. */
export function previousMonth(month: string): string {
  const parsed = parseMonth(month);
  if (!parsed) throw new Error(`not a month: ${month}`);
  return parsed.month === 1
    ? formatMonth({ year: parsed.year - 1, month: 12 })
    : formatMonth({ year: parsed.year, month: parsed.month - 1 });
}

/** The months a student may pay for at `now`: this one and the next. */
export function payableMonths(now: number): [string, string] {
  const current = monthAt(now);
  return [current, nextMonth(current)];
}

/**
 * When access paid for `month` ends: the instant after the last day of the month plus `graceDays`
 * whole days, in Colombo. December's grace runs into January of the next year.
 */
export function accessEnd(month: string, graceDays: number): number {
  const parsed = parseMonth(month);
  if (!parsed) throw new Error(`not a month: ${month}`);
  if (!Number.isInteger(graceDays) || graceDays < 0 || graceDays > MAX_GRACE_DAYS)
    throw new Error(`grace days out of range: ${graceDays}`);
  // Day 1 of the following month is the first instant after the paid month; the grace adds whole days.
  return colomboMidnight(parsed.year, parsed.month + 1, 1) + graceDays * DAY_MS;
}

/** The last day access runs (inclusive), as 'YYYY-MM-DD' in Colombo: what a student is told. */
export function lastDayOf(end: number): string {
  return new Date(end - 1 + COLOMBO_OFFSET_MS).toISOString().slice(0, 10);
}

/** A new end never shortens access already paid further ahead. */
export const laterEnd = (current: number | undefined, added: number): number =>
  current === undefined ? added : Math.max(current, added);
