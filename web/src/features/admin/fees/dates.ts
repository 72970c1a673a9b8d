/**
 * The calendar of the Payments screens, in Sri Lanka's time (UTC+05:30, no daylight saving) as the
 * server counts fee months, written the way the reader's language writes dates: day first or with
 * the month written out, never month first.
 */
import { activeLanguage } from '../../../i18n/active';
import { namedMonth } from '../../../i18n/date-names';
import { formatDayFirst } from '../../../i18n/format';

const COLOMBO_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The fee month ('YYYY-MM') an instant falls in, in Colombo. */
export function monthAt(now: number): string {
  const local = new Date(now + COLOMBO_OFFSET_MS);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}`;
}

/** `month` moved by `delta` months, across years. */
export function shiftMonth(month: string, delta: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + delta;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** 'YYYY-MM' written out: "January 2027". */
export function monthText(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const language = activeLanguage();
  if (language !== 'en') return namedMonth(year, number - 1, language);
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

/** 'YYYY-MM-DD' written day first with its month by name: "7 January 2027". */
export function dayText(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // Noon local: the calendar day stays the same whatever the browser's zone.
  return formatDayFirst(new Date(year, month - 1, date, 12), activeLanguage(), 'long');
}

/** The last day an access end (the instant after it) still runs, in Colombo: "7 January 2027". */
export function lastDayText(endIso: string): string {
  const end = Date.parse(endIso);
  if (Number.isNaN(end)) return '';
  return dayText(new Date(end - 1 + COLOMBO_OFFSET_MS).toISOString().slice(0, 10));
}

/** An instant as a day-first date and a 24-hour time, in Colombo: "5 December 2026, 14:05". */
export function dateTimeText(iso: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const local = new Date(at + COLOMBO_OFFSET_MS).toISOString();
  return `${dayText(local.slice(0, 10))}, ${local.slice(11, 16)}`;
}
