import { DATE_LOCALE } from '../../../texts/en-content';

type Style = 'short' | 'medium' | 'long';

const formatters = new Map<Style, Intl.DateTimeFormat>();

/** An ISO date as the reader's calendar date ("12/03/2025", "12 Mar 2025", "12 March 2025"); "" if unreadable. */
export function formatDate(iso: string, style: Style): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let formatter = formatters.get(style);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DATE_LOCALE, { dateStyle: style });
    formatters.set(style, formatter);
  }
  return formatter.format(date);
}
