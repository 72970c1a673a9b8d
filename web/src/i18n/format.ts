/**
 * Dates, numbers and fees in the reader's language. Every function takes the language explicitly;
 * screens pass the active one (./active).
 */
import { namedDate, sinhalaDayFirst, type DateStyle } from './date-names';
import type { Language } from './translation';

export type { DateStyle } from './date-names';

/** Dates are written day before month in English, as Sri Lankan schools write them. */
const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' };

/**
 * Sri Lanka groups digits in thousands in all three languages; the engines' Tamil data groups
 * them in lakhs as India writes them, so Tamil numbers take Sri Lankan English's grouping.
 */
const NUMBER_LOCALES: Record<Language, string> = { en: 'en-GB', si: 'si-LK', ta: 'en-LK' };

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A count or measure with the language's digits and grouping ("1,250", "1.5"). */
export function formatNumber(value: number, language: Language, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(NUMBER_LOCALES[language], options).format(value);
}

/** A fee as every language writes it: "Rs. 2,000", and "Rs. 2,000.50" when there are cents. */
export function rupees(amount: number): string {
  const cents = Number.isInteger(amount) ? 0 : 2;
  return `Rs. ${numberFormat('en-LK', { minimumFractionDigits: cents, maximumFractionDigits: 2 }).format(amount)}`;
}

/** What the date formatter needs from `Intl.DateTimeFormat` (tests stand in an engine without some locales). */
interface DateFormat {
  format(date: Date): string;
  resolvedOptions(): { locale: string };
}
type MakeDateFormat = (locale: string, options: Intl.DateTimeFormatOptions) => DateFormat;

/** A date whose month and weekday an engine with the language's names writes in its script. */
const PROBE_DATE = new Date(2005, 11, 2);

const intlDateFormat: MakeDateFormat = (locale, options) => new Intl.DateTimeFormat(locale, options);

/**
 * A `formatDate` over the given engine. An engine without a language's data does not fail: it
 * quietly answers in another locale (Chromium writes `si-LK` dates in US English). The locale it
 * resolved and what it writes tell, and Sinhala and Tamil then fall back to the site's own month and
 * weekday names.
 */
export function createDateFormatter(make: MakeDateFormat = intlDateFormat) {
  const formats = new Map<string, (date: Date) => string>();

  function formatterFor(language: Language, style: DateStyle): (date: Date) => string {
    const key = `${language} ${style}`;
    let formatter = formats.get(key);
    if (!formatter) {
      const intl = make(DATE_LOCALES[language], { dateStyle: style });
      // Claiming the locale is not enough: Chromium started with a Sinhala UI resolves `si-LK` as
      // itself yet has no Sinhala month names and writes placeholders ("2005 M05 2", "Mon"), and
      // newer ICU data writes Sinhala with the lunar month names ("උඳුවප්" for December), not the
      // Gregorian ones schools use. So the engine is kept only where it writes what the site's own
      // names would.
      const speaks =
        language !== 'en' &&
        intl.resolvedOptions().locale.split('-')[0] === language &&
        intl.format(PROBE_DATE) === namedDate(PROBE_DATE, language, style);
      formatter =
        speaks || language === 'en' ? (date) => intl.format(date) : (date) => namedDate(date, language, style);
      formats.set(key, formatter);
    }
    return formatter;
  }

  /** A date (or ISO text) as the reader's calendar date; "" when it is not a date. */
  return function formatDate(date: Date | string | number, language: Language, style: DateStyle): string {
    const value = date instanceof Date ? date : new Date(date);
    if (Number.isNaN(value.getTime())) return '';
    return formatterFor(language, style)(value);
  };
}

export const formatDate = createDateFormatter();

/**
 * A date day first with its month by name in every language, whatever the engine's locale data:
 * "Saturday, 5 December 2026", "5 දෙසැම්බර් 2026, සෙනසුරාදා", "சனி, 5 டிசம்பர், 2026". The quiz
 * screens write their dates so, beside a 24-hour time.
 */
export function formatDayFirst(
  date: Date | string | number,
  language: Language,
  style: Exclude<DateStyle, 'short'>,
): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  return language === 'si' ? sinhalaDayFirst(value, style) : formatDate(value, language, style);
}
