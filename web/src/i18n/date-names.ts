/**
 * Sinhala and Tamil dates written without the engine's locale data. Chromium's ICU carries no
 * Sinhala calendar names and answers a `si-LK` request in US English, so the site spells those
 * dates out itself, in the patterns `Intl` uses where it does have the data: Sinhala year first
 * ("2025 මාර්තු 12"), Tamil day first ("12 மார்ச், 2025"). Sinhala months are the Gregorian names
 * schools and exam timetables use, not the lunar month names.
 */
import { MONTH_NAMES } from '@schemas';

export type DateStyle = 'short' | 'medium' | 'long' | 'full';
type ScriptLanguage = 'si' | 'ta';

interface Names {
  months: readonly string[];
  shortMonths: readonly string[];
  weekdays: readonly string[];
}

const SINHALA_MONTHS = MONTH_NAMES.si;

const NAMES: Record<ScriptLanguage, Names> = {
  si: {
    months: SINHALA_MONTHS,
    // Sinhala has no settled month abbreviations: the medium style writes the month in full.
    shortMonths: SINHALA_MONTHS,
    weekdays: ['ඉරිදා', 'සඳුදා', 'අඟහරුවාදා', 'බදාදා', 'බ්\u200Dරහස්පතින්දා', 'සිකුරාදා', 'සෙනසුරාදා'],
  },
  ta: {
    months: MONTH_NAMES.ta,
    shortMonths: ['ஜன.', 'பிப்.', 'மார்.', 'ஏப்.', 'மே', 'ஜூன்', 'ஜூலை', 'ஆக.', 'செப்.', 'அக்.', 'நவ.', 'டிச.'],
    weekdays: ['ஞாயிறு', 'திங்கள்', 'செவ்வாய்', 'புதன்', 'வியாழன்', 'வெள்ளி', 'சனி'],
  },
};

const pad = (n: number) => String(n).padStart(2, '0');

/** `date` in the reader's own time zone, as `Intl` writes it when it is given no `timeZone`. */
export function namedDate(date: Date, language: ScriptLanguage, style: DateStyle): string {
  const { months, shortMonths, weekdays } = NAMES[language];
  const year = date.getFullYear();
  const month = date.getMonth();
  const day = date.getDate();
  const weekday = weekdays[date.getDay()];
  if (language === 'si') {
    if (style === 'short') return `${year}-${pad(month + 1)}-${pad(day)}`;
    const written = `${year} ${(style === 'medium' ? shortMonths : months)[month]} ${day}`;
    return style === 'full' ? `${written}, ${weekday}` : written;
  }
  if (style === 'short') return `${day}/${month + 1}/${pad(year % 100)}`;
  if (style === 'medium') return `${day} ${shortMonths[month]}, ${year}`;
  const written = `${day} ${months[month]}, ${year}`;
  return style === 'full' ? `${weekday}, ${written}` : written;
}

/**
 * A Sinhala date written day first ("5 දෙසැම්බර් 2026, සෙනසුරාදා"), for the screens that put
 * every language's dates day first (the quiz's start, history and list), with the month in full.
 */
export function sinhalaDayFirst(date: Date, style: Exclude<DateStyle, 'short'>): string {
  const { months, weekdays } = NAMES.si;
  const written = `${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}`;
  return style === 'full' ? `${written}, ${weekdays[date.getDay()]}` : written;
}

/** A month and its year, the month in full ("දෙසැම්බර් 2026", "டிசம்பர் 2026"), as a fee's month is named. */
export function namedMonth(year: number, monthIndex: number, language: ScriptLanguage): string {
  return `${NAMES[language].months[monthIndex]} ${year}`;
}
