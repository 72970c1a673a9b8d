/** A quiz's start as the admin reads it: the date day first with the month written out, then a 24-hour time. */
import { activeLanguage } from '../../../i18n/active';
import { formatDayFirst } from '../../../i18n/format';

const pad = (n: number) => String(n).padStart(2, '0');

export function quizWhen(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDayFirst(date, activeLanguage(), 'full')}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
