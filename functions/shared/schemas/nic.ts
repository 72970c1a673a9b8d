/**
 * Sri Lankan NIC decoding (the registration form's ID number check). Old ids: 9 digits + V/X, year 19YY. New ids: 12 digits, year YYYY.
 * The three digits after the year are the day of the year, +500 for women, counted as if
 * February always had 29 days — so day 60 is 29 February, which only exists in leap years.
 */

type Gender = 'Male' | 'Female';

interface DecodedNic {
  /** MM/DD/YYYY */
  birthday: string;
  gender: Gender;
  year: number;
  month: number;
  day: number;
}

export const NIC_PATTERN = /^(?:\d{9}[vVxX]|\d{12})$/;

const NIC_MONTH_LENGTHS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Returns the decoded id, or null when the id is malformed or names a day that cannot exist. */
export function decodeNic(raw: string, today: Date = new Date()): DecodedNic | null {
  const id = raw.trim();
  if (!NIC_PATTERN.test(id)) return null;
  const isOld = id.length === 10;
  const year = isOld ? 1900 + Number(id.slice(0, 2)) : Number(id.slice(0, 4));
  const dayField = Number(isOld ? id.slice(2, 5) : id.slice(4, 7));
  const gender: Gender = dayField < 500 ? 'Male' : 'Female';
  let dayOfYear = gender === 'Female' ? dayField - 500 : dayField;
  if (year < 1900 || year > today.getFullYear() || dayOfYear < 1 || dayOfYear > 366) return null;

  let month = 0;
  for (const length of NIC_MONTH_LENGTHS) {
    if (dayOfYear <= length) break;
    dayOfYear -= length;
    month += 1;
  }
  const day = dayOfYear;
  if (month === 1 && day === 29 && !isLeapYear(year)) return null;

  return { birthday: `${pad2(month + 1)}/${pad2(day)}/${year}`, gender, year, month: month + 1, day };
}

/**
 * The form used to detect a second account for the same person: upper-cased, and an old 10-character
 * id rewritten as its 12-digit equivalent (19YY + day + 0 + serial), since both name the same person.
 */
export function canonicalNic(raw: string): string {
  const id = raw.trim().toUpperCase();
  if (/^\d{9}[VX]$/.test(id)) return `19${id.slice(0, 2)}${id.slice(2, 5)}0${id.slice(5, 9)}`;
  return id;
}
