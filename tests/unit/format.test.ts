import {
  createDateFormatter,
  formatDate,
  formatDayFirst,
  formatNumber,
  rupees,
  type DateStyle,
} from '../../web/src/i18n/format';

// Local time, as the site formats: the same calendar day whatever the machine's time zone.
const WEDNESDAY_12_MARCH_2025 = new Date(2025, 2, 12, 10, 30);
const STYLES: readonly DateStyle[] = ['short', 'medium', 'long', 'full'];

/** An engine like Chromium here: every date locale it lacks resolves to US English. */
const withoutSinhalaOrTamil = createDateFormatter((_locale, options) => new Intl.DateTimeFormat('en-US', options));

describe('rupees', () => {
  it('writes a fee with Rs. and thousands separators', () => {
    expect(rupees(2000)).toBe('Rs. 2,000');
    expect(rupees(0)).toBe('Rs. 0');
    expect(rupees(1_500_000)).toBe('Rs. 1,500,000');
  });

  it('shows cents only when there are any, always two of them', () => {
    expect(rupees(2500.5)).toBe('Rs. 2,500.50');
    expect(rupees(99.999)).toBe('Rs. 100.00');
  });
});

describe('formatNumber', () => {
  it('groups in thousands in every language (Tamil too, as Sri Lanka writes it, not in lakhs)', () => {
    expect(formatNumber(1_234_567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(1_234_567.5, 'si')).toBe('1,234,567.5');
    expect(formatNumber(1_234_567.5, 'ta')).toBe('1,234,567.5');
  });

  it('passes the options on', () => {
    const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
    expect(formatNumber(1.04, 'en', oneDecimal)).toBe('1.0');
    expect(formatNumber(12.25, 'ta', oneDecimal)).toBe('12.3');
  });
});

describe('formatDate in English', () => {
  it('writes the day before the month in every style', () => {
    expect(formatDate(WEDNESDAY_12_MARCH_2025, 'en', 'short')).toBe('12/03/2025');
    expect(formatDate(WEDNESDAY_12_MARCH_2025, 'en', 'medium')).toBe('12 Mar 2025');
    expect(formatDate(WEDNESDAY_12_MARCH_2025, 'en', 'long')).toBe('12 March 2025');
    expect(formatDate(WEDNESDAY_12_MARCH_2025, 'en', 'full')).toMatch(/^Wednesday,? 12 March 2025$/);
  });

  it('reads ISO text and answers "" for what is not a date', () => {
    expect(formatDate(WEDNESDAY_12_MARCH_2025.toISOString(), 'en', 'medium')).toBe('12 Mar 2025');
    expect(formatDate('not a date', 'en', 'medium')).toBe('');
    expect(formatDate('', 'si', 'long')).toBe('');
  });
});

describe('formatDate where the engine has the language', () => {
  it.each(STYLES)('Sinhala %s has the Gregorian month names, whatever names the engine writes', (style) => {
    expect(formatDate(WEDNESDAY_12_MARCH_2025, 'si', style)).toBe(
      withoutSinhalaOrTamil(WEDNESDAY_12_MARCH_2025, 'si', style),
    );
    expect(formatDate(new Date(2025, 11, 31), 'si', style)).not.toMatch(/[A-Za-z]|උඳුවප්/);
  });

  it('writes the Gregorian month where the engine has the lunar names', () => {
    // ICU's newer Sinhala data: "2026 උඳුවප් 5" for 5 December.
    const lunar = createDateFormatter(() => ({
      format: (date) => `${date.getFullYear()} උඳුවප් ${date.getDate()}`,
      resolvedOptions: () => ({ locale: 'si-LK' }),
    }));
    expect(lunar(new Date(2026, 11, 5), 'si', 'long')).toBe('2026 දෙසැම්බර් 5');
  });

  it.each(STYLES)('Tamil %s is what Intl writes for ta-LK', (style) => {
    const intl = new Intl.DateTimeFormat('ta-LK', { dateStyle: style });
    expect(formatDate(WEDNESDAY_12_MARCH_2025, 'ta', style)).toBe(intl.format(WEDNESDAY_12_MARCH_2025));
  });
});

describe('formatDayFirst (the quiz screens)', () => {
  const SATURDAY_5_DECEMBER_2026 = new Date(2026, 11, 5, 19, 30);

  it('writes the day first and the month by name in all three languages', () => {
    expect(formatDayFirst(SATURDAY_5_DECEMBER_2026, 'en', 'full')).toMatch(/^Saturday,? 5 December 2026$/);
    expect(formatDayFirst(SATURDAY_5_DECEMBER_2026, 'en', 'long')).toBe('5 December 2026');
    expect(formatDayFirst(SATURDAY_5_DECEMBER_2026, 'en', 'medium')).toBe('5 Dec 2026');
    expect(formatDayFirst(SATURDAY_5_DECEMBER_2026, 'si', 'full')).toBe('5 දෙසැම්බර් 2026, සෙනසුරාදා');
    expect(formatDayFirst(SATURDAY_5_DECEMBER_2026, 'si', 'long')).toBe('5 දෙසැම්බර් 2026');
    expect(formatDayFirst(SATURDAY_5_DECEMBER_2026, 'si', 'medium')).toBe('5 දෙසැම්බර් 2026');
    expect(formatDayFirst(SATURDAY_5_DECEMBER_2026, 'ta', 'full')).toBe('சனி, 5 டிசம்பர், 2026');
    expect(formatDayFirst(SATURDAY_5_DECEMBER_2026, 'ta', 'long')).toBe('5 டிசம்பர், 2026');
    expect(formatDayFirst(SATURDAY_5_DECEMBER_2026, 'ta', 'medium')).toBe('5 டிச., 2026');
  });

  it('reads ISO text and answers "" for what is not a date', () => {
    expect(formatDayFirst(SATURDAY_5_DECEMBER_2026.toISOString(), 'si', 'long')).toBe('5 දෙසැම්බර් 2026');
    expect(formatDayFirst('not a date', 'ta', 'full')).toBe('');
  });

  it('writes no Latin letter in Sinhala or Tamil on any day of the year', () => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(2024, 0, 1 + day);
      for (const language of ['si', 'ta'] as const) {
        expect(formatDayFirst(date, language, 'full')).not.toMatch(/[A-Za-z]/);
        expect(formatDayFirst(date, language, 'full')).toMatch(new RegExp(`(^|, )${date.getDate()} `));
      }
    }
  });
});

describe('formatDate where the engine answers si-LK and ta-LK in US English', () => {
  it('writes Sinhala from its own month and weekday names, year first', () => {
    const date = WEDNESDAY_12_MARCH_2025;
    expect(withoutSinhalaOrTamil(date, 'si', 'short')).toBe('2025-03-12');
    expect(withoutSinhalaOrTamil(date, 'si', 'medium')).toBe('2025 මාර්තු 12');
    expect(withoutSinhalaOrTamil(date, 'si', 'long')).toBe('2025 මාර්තු 12');
    expect(withoutSinhalaOrTamil(date, 'si', 'full')).toBe('2025 මාර්තු 12, බදාදා');
    expect(withoutSinhalaOrTamil(new Date(2025, 0, 5), 'si', 'long')).toBe('2025 ජනවාරි 5');
    expect(withoutSinhalaOrTamil(new Date(2025, 11, 31), 'si', 'long')).toBe('2025 දෙසැම්බර් 31');
  });

  it('writes Tamil from its own names, day first', () => {
    const date = WEDNESDAY_12_MARCH_2025;
    expect(withoutSinhalaOrTamil(date, 'ta', 'short')).toBe('12/3/25');
    expect(withoutSinhalaOrTamil(date, 'ta', 'medium')).toBe('12 மார்., 2025');
    expect(withoutSinhalaOrTamil(date, 'ta', 'long')).toBe('12 மார்ச், 2025');
    expect(withoutSinhalaOrTamil(date, 'ta', 'full')).toBe('புதன், 12 மார்ச், 2025');
  });

  it('writes Sinhala names where the engine claims si-LK but has only placeholder names', () => {
    // Chromium started with a Sinhala UI: si-LK resolves as itself, yet months come out as "M05".
    const placeholders = createDateFormatter((_locale, options) => {
      const english = new Intl.DateTimeFormat('en-US', options);
      return {
        format: (date) =>
          options.dateStyle === 'short'
            ? english.format(date)
            : `${date.getFullYear()} M${String(date.getMonth() + 1).padStart(2, '0')} ${date.getDate()}`,
        resolvedOptions: () => ({ locale: 'si-LK' }),
      };
    });
    expect(placeholders(new Date(2005, 4, 2), 'si', 'long')).toBe('2005 මැයි 2');
    expect(placeholders(new Date(2005, 4, 2), 'si', 'medium')).toBe('2005 මැයි 2');
  });

  it('keeps Intl for English, which every engine has', () => {
    expect(withoutSinhalaOrTamil(WEDNESDAY_12_MARCH_2025, 'en', 'medium')).toBe('Mar 12, 2025');
  });

  it('writes no Latin month or weekday in Sinhala or Tamil on any day of the year', () => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(2024, 0, 1 + day);
      for (const language of ['si', 'ta'] as const) {
        for (const style of STYLES) expect(withoutSinhalaOrTamil(date, language, style)).not.toMatch(/[A-Za-z]/);
      }
    }
  });

  it("matches the engine's own Tamil names for every month and weekday", () => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(2024, 0, 1 + day);
      for (const style of STYLES) {
        const intl = new Intl.DateTimeFormat('ta-LK', { dateStyle: style }).format(date);
        expect(withoutSinhalaOrTamil(date, 'ta', style)).toBe(intl);
      }
    }
  });

  it("matches the engine's own Sinhala weekday names", () => {
    const weekday = new Intl.DateTimeFormat('si-LK', { weekday: 'long' });
    for (let day = 0; day < 7; day += 1) {
      const date = new Date(2025, 2, 9 + day);
      expect(withoutSinhalaOrTamil(date, 'si', 'full').split(', ')[1]).toBe(weekday.format(date));
    }
  });

  it('asks the engine once per language and style', () => {
    const asked: string[] = [];
    const format = createDateFormatter((locale, options) => {
      asked.push(`${locale} ${options.dateStyle}`);
      return new Intl.DateTimeFormat('en-US', options);
    });
    format(WEDNESDAY_12_MARCH_2025, 'si', 'long');
    format(new Date(2025, 5, 1), 'si', 'long');
    format(WEDNESDAY_12_MARCH_2025, 'ta', 'short');
    expect(asked).toEqual(['si-LK long', 'ta-LK short']);
  });
});
