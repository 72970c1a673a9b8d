/** Identity-number decoding: 10- and 12-character ids, +500 for women, February always 29 days. */
import { describe, expect, it } from 'vitest';
import { canonicalNic, decodeNic, NIC_PATTERN } from '../../functions/shared/schemas';

const today = new Date('2025-06-15T00:00:00Z');

describe('decodeNic', () => {
  it('decodes a 10-character id as 19YY with the day of the year', () => {
    expect(decodeNic('981234567V', today)).toEqual({
      birthday: '05/02/1998',
      gender: 'Male',
      year: 1998,
      month: 5,
      day: 2,
    });
  });

  it('decodes a 12-character id with the first four digits as the year', () => {
    expect(decodeNic('200012345678', today)).toEqual({
      birthday: '05/02/2000',
      gender: 'Male',
      year: 2000,
      month: 5,
      day: 2,
    });
  });

  it('accepts v, V, x and X as the old-id suffix', () => {
    for (const suffix of ['v', 'V', 'x', 'X'])
      expect(decodeNic(`981234567${suffix}`, today)?.birthday).toBe('05/02/1998');
  });

  it('a day over 500 means Female, with 500 subtracted', () => {
    expect(decodeNic('987654321V', today)).toEqual({
      birthday: '09/21/1998',
      gender: 'Female',
      year: 1998,
      month: 9,
      day: 21,
    });
    expect(decodeNic('200062312345', today)).toMatchObject({ birthday: '05/02/2000', gender: 'Female' });
  });

  it('counts February as 29 days: day 60 is 29 February, day 61 is 1 March in every year', () => {
    expect(decodeNic('200006012345', today)?.birthday).toBe('02/29/2000');
    expect(decodeNic('960601234V', today)?.birthday).toBe('02/29/1996');
    expect(decodeNic('200106112345', today)?.birthday).toBe('03/01/2001');
    expect(decodeNic('200006112345', today)?.birthday).toBe('03/01/2000');
    expect(decodeNic('200103112345', today)?.birthday).toBe('01/31/2001');
    expect(decodeNic('200103212345', today)?.birthday).toBe('02/01/2001');
  });

  it('29 February exists only in leap years (also for women)', () => {
    expect(decodeNic('200106012345', today)).toBeNull(); // 2001
    expect(decodeNic('190006012345', today)).toBeNull(); // 1900: divisible by 100, not by 400
    expect(decodeNic('985601234V', today)).toBeNull(); // 1998, Female day 560
    expect(decodeNic('200456012345', today)).toMatchObject({ birthday: '02/29/2004', gender: 'Female' });
  });

  it('day 366 is 31 December; day 0 and day 367 are invalid for both genders', () => {
    expect(decodeNic('200136612345', today)?.birthday).toBe('12/31/2001');
    expect(decodeNic('200186612345', today)).toMatchObject({ birthday: '12/31/2001', gender: 'Female' });
    expect(decodeNic('200100012345', today)).toBeNull();
    expect(decodeNic('200136712345', today)).toBeNull();
    expect(decodeNic('200150012345', today)).toBeNull();
    expect(decodeNic('200186712345', today)).toBeNull();
    expect(decodeNic('980001234V', today)).toBeNull();
    expect(decodeNic('983671234V', today)).toBeNull();
    expect(decodeNic('984991234V', today)).toBeNull();
  });

  it('a year in the future is invalid', () => {
    expect(decodeNic('202512312345', today)?.year).toBe(2025);
    expect(decodeNic('202612312345', today)).toBeNull();
    expect(decodeNic('202612312345', new Date('2026-01-01T12:00:00Z'))?.year).toBe(2026);
  });

  it.each([
    '',
    '98123456V',
    '9812345678V',
    '98123456VV',
    'ABCDEFGHIV',
    '98765432V1',
    '20001234567',
    '2000123456789',
    '98123456 7V',
  ])('rejects the malformed id %j', (id) => {
    expect(decodeNic(id, today)).toBeNull();
  });

  it('NIC_PATTERN matches exactly the two id shapes', () => {
    expect(NIC_PATTERN.test('981234567V')).toBe(true);
    expect(NIC_PATTERN.test('200012345678')).toBe(true);
    expect(NIC_PATTERN.test('98123456V')).toBe(false);
    expect(NIC_PATTERN.test('981234567Z')).toBe(false);
  });
});

describe('canonicalNic', () => {
  it('rewrites an old id as its 12-digit equivalent, so both forms name one person', () => {
    expect(canonicalNic('971234567v')).toBe('199712304567');
    expect(canonicalNic('971234567X')).toBe('199712304567');
    expect(canonicalNic(' 199712304567 ')).toBe('199712304567');
  });
});
