/**
 * Calendar months and days (not instants) written out in the reader's language: a fee's month and
 * the last day its access runs. Apart from ./format.ts, which every first load carries, because only
 * the fee screens need them.
 */
import { namedMonth } from './date-names';
import { formatDayFirst } from './format';
import type { Language } from './translation';

const CALENDAR_DATE = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;

/**
 * A calendar month ('YYYY-MM') written out: "December 2026", "දෙසැම්බර් 2026", "டிசம்பர் 2026".
 * It names a month, not an instant, so no time zone can move it; "" when it is not a month.
 */
export function formatMonth(month: string, language: Language): string {
  const match = CALENDAR_DATE.exec(month);
  if (!match || match[3]) return '';
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  if (index < 0 || index > 11) return '';
  if (language !== 'en') return namedMonth(year, index, language);
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }).format(new Date(year, index, 1));
}

/** A calendar day ('YYYY-MM-DD') written out day first: "7 December 2026"; "" when it is not a day. */
export function formatCalendarDay(day: string, language: Language): string {
  const match = CALENDAR_DATE.exec(day);
  if (!match?.[3]) return '';
  return formatDayFirst(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])), language, 'long');
}
