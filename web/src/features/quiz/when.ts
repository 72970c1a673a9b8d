/**
 * Times on the quiz screens: a start as the reader's date and clock time, a countdown split into
 * days, hours, minutes and seconds; and (from ./backoff) the wait between reconnects or answer retries.
 */
import { formatDayFirst } from '../../i18n/format';
import type { Language } from '../../i18n/translation';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A start as its date written out (day first, month by name, in every language and engine) and a
 * 24-hour clock time in the reader's own zone: digits read the same in all three languages.
 */
export function startParts(iso: string, language: Language): { date: string; time: string } {
  const date = new Date(iso);
  return { date: formatDayFirst(date, language, 'full'), time: `${pad(date.getHours())}:${pad(date.getMinutes())}` };
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** What is left of `ms`, rounded up to the whole second so it reaches zero only at the time itself. */
export function countdown(ms: number): Countdown {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export { BACKOFF_CAP_MS, BACKOFF_FIRST_MS, backoffDelay } from './backoff';
