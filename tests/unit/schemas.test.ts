/** Every registration rule with its exact text, plus the login and OTP shapes (shared with the web forms). */
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import {
  changeStateSchema,
  englishIssueText,
  fieldSchemas,
  loginSchema,
  otpSchema,
  pageQuerySchema,
  registrationSchema,
  toggleAccessSchema,
  type RegistrationInput,
  accountTexts,
} from '../../functions/shared/schemas';

const valid: RegistrationInput = {
  fullName: 'Kasun Perera',
  userName: 'kasunp',
  email: 'kasun@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  address: 'Badulla',
  idNo: '200012345678',
  phoneNumber: '0712345678',
  school: 'Badulla Central College',
  alYear: '2026',
};

const firstMessage = (input: unknown): string | null => {
  const result = registrationSchema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? '');
};

describe('the account texts are the product’s exact texts', () => {
  it('has each message once, verbatim', () => {
    expect(accountTexts).toMatchObject({
      name: '*Name is required and must be at least 3 characters long.',
      email: '*Enter a valid email address.',
      password: '*Password must be at least 6 characters long.',
      confirmPassword: '*Passwords do not match.',
      address: '*Address is required.',
      idNo: '*Enter a valid ID number (e.g., 987654321V , 200012345678).',
      phoneNumber: '*Enter a valid phone number (e.g., 0712345678).',
      school: '*School name is required.',
      alYear: '*Enter a valid year (e.g., 2025).',
      registrationInvalid: 'Please fill all required fields correctly.',
    });
  });
});

describe('registrationSchema', () => {
  it('accepts a valid registration, trimming text and lowercasing the email', () => {
    const parsed = registrationSchema.parse({ ...valid, fullName: '  Kasun Perera ', email: ' Kasun@Example.COM ' });
    expect(parsed.fullName).toBe('Kasun Perera');
    expect(parsed.email).toBe('kasun@example.com');
  });

  it.each([
    ['fullName', { fullName: 'ab' }, accountTexts.name],
    ['fullName (spaces do not count)', { fullName: '  ab   ' }, accountTexts.name],
    ['fullName missing', { fullName: undefined }, accountTexts.name],
    ['userName', { userName: 'xy' }, accountTexts.name],
    ['userName missing', { userName: undefined }, accountTexts.name],
    ['email', { email: 'kasun@' }, accountTexts.email],
    ['email missing', { email: undefined }, accountTexts.email],
    ['email with spaces inside', { email: 'ka sun@example.com' }, accountTexts.email],
    ['password', { password: '12345', confirmPassword: '12345' }, accountTexts.password],
    ['password missing', { password: undefined }, accountTexts.password],
    ['confirmPassword', { confirmPassword: 'secret2' }, accountTexts.confirmPassword],
    ['address', { address: '' }, accountTexts.address],
    ['address blank', { address: '   ' }, accountTexts.address],
    ['idNo 8 digits + V', { idNo: '12345678V' }, accountTexts.idNo],
    ['idNo 11 digits', { idNo: '20001234567' }, accountTexts.idNo],
    ['idNo wrong letter', { idNo: '981234567Z' }, accountTexts.idNo],
    ['idNo impossible day', { idNo: '200036712345' }, accountTexts.idNo],
    ['idNo missing', { idNo: undefined }, accountTexts.idNo],
    ['phoneNumber 9 digits', { phoneNumber: '071234567' }, accountTexts.phoneNumber],
    ['phoneNumber 11 digits', { phoneNumber: '07123456789' }, accountTexts.phoneNumber],
    ['phoneNumber not starting with 0', { phoneNumber: '7712345678' }, accountTexts.phoneNumber],
    ['phoneNumber with letters', { phoneNumber: '07123456a8' }, accountTexts.phoneNumber],
    ['school', { school: '' }, accountTexts.school],
    ['alYear 2024', { alYear: '2024' }, accountTexts.alYear],
    ['alYear 2029', { alYear: '2029' }, accountTexts.alYear],
    ['alYear not four digits', { alYear: '25' }, accountTexts.alYear],
    ['alYear missing', { alYear: undefined }, accountTexts.alYear],
  ])('%s → its own text', (_field, overrides, message) => {
    expect(firstMessage({ ...valid, ...overrides })).toBe(message);
  });

  it.each(['2025', '2026', '2027', '2028'])('accepts alYear %s', (alYear) => {
    expect(firstMessage({ ...valid, alYear })).toBeNull();
  });

  it.each(['987654321V', '987654321v', '987654321x', '200012345678'])('accepts idNo %s', (idNo) => {
    expect(firstMessage({ ...valid, idNo })).toBeNull();
  });

  it('reports the first failing field in form order', () => {
    expect(firstMessage({ ...valid, email: 'bad', school: '' })).toBe(accountTexts.email);
    expect(firstMessage({})).toBe(accountTexts.name);
  });

  it('individual field schemas carry the same messages (used by the form as fields are touched)', () => {
    expect(fieldSchemas.phoneNumber.safeParse('123').error?.issues[0]?.message).toBe(accountTexts.phoneNumber);
    expect(fieldSchemas.alYear.safeParse('2030').error?.issues[0]?.message).toBe(accountTexts.alYear);
  });
});

describe('loginSchema', () => {
  it('lowercases the email and requires both fields', () => {
    expect(loginSchema.parse({ email: ' Admin@EngTech.Local ', password: 'x' })).toEqual({
      email: 'admin@engtech.local',
      password: 'x',
    });
    expect(loginSchema.safeParse({ email: 'a@b.c' }).success).toBe(false);
    expect(loginSchema.safeParse({ email: '', password: 'x' }).success).toBe(false);
  });
});

describe('otpSchema', () => {
  it('takes six digits as a string, or as the combined number with its leading zeros restored', () => {
    expect(otpSchema.parse({ code: '012345' })).toEqual({ code: '012345' });
    expect(otpSchema.parse({ code: 12345 })).toEqual({ code: '012345' });
    expect(otpSchema.parse({ code: 0 })).toEqual({ code: '000000' });
  });

  it.each([['12345'], ['1234567'], ['12a456'], [1_000_000], [-1], [1.5], [null], [true], [undefined]])(
    'rejects %j with one message',
    (code) => {
      expect(otpSchema.safeParse({ code }).error?.issues[0]?.message).toBe(accountTexts.otpCode);
    },
  );
});

describe('admin request shapes', () => {
  it('changeState takes active or suspended', () => {
    expect(changeStateSchema.safeParse({ id: 'u1', state: 'suspended' }).success).toBe(true);
    expect(changeStateSchema.safeParse({ id: 'u1', state: 'deleted' }).success).toBe(false);
  });

  it('toggleAccess takes only the five access fields', () => {
    for (const field of ['revisionAccess', 'theoryAccess', 'practicalAccess', 'paperAccess', 'revisionTuteAccess']) {
      expect(toggleAccessSchema.safeParse({ id: 'u1', field }).success).toBe(true);
    }
    expect(toggleAccessSchema.safeParse({ id: 'u1', field: 'role' }).success).toBe(false);
  });

  it('page query: limit 1-100, default 50', () => {
    expect(pageQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(pageQuerySchema.parse({ limit: '10' }).limit).toBe(10);
    expect(pageQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });

  // zod/mini installs no locale of its own (every such message would read "Invalid input"); these
  // texts reach the caller as the 400 message, so the schema module (functions/shared/schemas/common.ts) registers zod's English ones.
  it("checks without a message of their own answer with zod's English text", () => {
    expect(pageQuerySchema.safeParse({ limit: '101' }).error?.issues[0]?.message).toBe(
      'Too big: expected number to be <=100',
    );
    expect(changeStateSchema.safeParse({ id: 'x'.repeat(65), state: 'active' }).error?.issues[0]?.message).toBe(
      'Too big: expected string to have <=64 characters',
    );
    expect(changeStateSchema.safeParse({ id: 'u1', state: 'gone' }).error?.issues[0]?.message).toBe(
      'Invalid option: expected one of "active"|"suspended"',
    );
  });

  // The schema module carries its own copy of zod's English locale, smaller by the names of string formats
  // it never checks; every other text must stay zod's, issue for issue.
  it("the English messages are zod's en locale word for word", () => {
    const zodEnglish = en().localeError;
    const issues: z.core.$ZodRawIssue[] = [
      ...[
        ['string', 5],
        ['number', 'x'],
        ['number', Number.NaN],
        ['number', Number.POSITIVE_INFINITY],
        ['object', null],
        ['object', []],
        ['object', new Date(0)],
        ['array', {}],
        ['boolean', undefined],
        ['nan', 1],
        ['bigint', 1n],
      ].map(([expected, input]) => ({ code: 'invalid_type', expected, input }) as z.core.$ZodRawIssue),
      { code: 'invalid_value', values: ['active'], input: 'x' },
      { code: 'invalid_value', values: ['active', 'suspended', 3, true, null, 2n], input: 'x' },
      ...(['string', 'number', 'array', 'set', 'map', 'file', 'bigint', 'date', undefined].flatMap((origin) =>
        [{ inclusive: true }, { inclusive: false }, { exact: true, inclusive: true }].flatMap((flags) => [
          { code: 'too_big', origin, maximum: 100, input: 0, ...flags },
          { code: 'too_small', origin, minimum: 3, input: 0, ...flags },
        ]),
      ) as z.core.$ZodRawIssue[]),
      { code: 'too_big', origin: 'bigint', maximum: 10n, inclusive: true, input: 0 },
      ...(['regex', 'email', 'starts_with', 'ends_with', 'includes'] as const).map(
        (format) =>
          ({
            code: 'invalid_format',
            format,
            pattern: '/^\\d{6}$/',
            prefix: 'VIDEO#',
            suffix: '.pdf',
            includes: '@',
            input: 'x',
          }) as z.core.$ZodRawIssue,
      ),
      { code: 'not_multiple_of', divisor: 5, input: 7 },
      { code: 'unrecognized_keys', keys: ['extra'], input: {} },
      { code: 'unrecognized_keys', keys: ['a', 'b'], input: {} },
      { code: 'invalid_key', origin: 'record', issues: [], input: {} },
      { code: 'invalid_element', origin: 'map', key: 'k', issues: [], input: {} },
      { code: 'invalid_union', errors: [], input: 1 },
      { code: 'invalid_union', errors: [], inclusive: false, input: 1 },
      { code: 'invalid_union', errors: [], options: ['a', 'b'], input: 1 } as unknown as z.core.$ZodRawIssue,
      { code: 'custom', input: 1 },
    ] as z.core.$ZodRawIssue[];
    for (const issue of issues)
      expect({ issue, message: englishIssueText(issue) }).toEqual({ issue, message: zodEnglish(issue) });
    // The only difference: names of formats no schema here checks.
    expect(englishIssueText({ code: 'invalid_format', format: 'url', input: 'x' } as z.core.$ZodRawIssue)).toBe(
      'Invalid url',
    );
  });
});
