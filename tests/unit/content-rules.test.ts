/** Pure rules of the class, exam and contact groups: the class title and schedule, the exam link check, the contact schema and send window. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newClassRecord } from '../../functions/class/classes';
import {
  CLIENT_CONTACT_LIMIT,
  clientLimitMessage,
  CONTACT_LIMIT,
  contactLimitMessage,
  waitSeconds,
} from '../../functions/contact/rate-limit';
import { examTitleKey } from '../../functions/exam/store';
import {
  classInputSchema,
  classSchedule,
  classTitle,
  contactInputSchema,
  DEFAULT_EXAM_LINK_PREFIXES,
  examInputSchema,
  examLink,
  yearParamSchema,
  type ClassInput,
  examTexts,
} from '../../functions/shared/schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }): string | null =>
  result.success ? null : (result.error?.issues[0]?.message ?? '');

describe('class title and schedule', () => {
  it.each([
    ['physics', 'PHYSICS | Engineering Technology'],
    ['  combined maths  ', 'COMBINED MATHS | Engineering Technology'],
    ['PHYSICS | Engineering Technology', 'PHYSICS | Engineering Technology'],
    ['physics | engineering technology', 'PHYSICS | Engineering Technology'],
    ['Physics|Engineering Technology  ', 'PHYSICS | Engineering Technology'],
    ['ICT | Web', 'ICT | WEB | Engineering Technology'],
    ['Engineering Technology', 'ENGINEERING TECHNOLOGY | Engineering Technology'],
  ])('%j → %j', (raw, expected) => {
    expect(classTitle(raw)).toBe(expected);
    // Applying it again changes nothing (the client may already have appended the suffix).
    expect(classTitle(classTitle(raw))).toBe(expected);
  });

  it('schedule is "Day: start-end"', () => {
    expect(classSchedule('Sunday', '08:00', '12:00')).toBe('Sunday: 08:00-12:00');
  });
});

describe('classInputSchema', () => {
  const valid: ClassInput = {
    title: 'physics',
    type: 'Practical',
    location: 'Monaragala',
    fee: '1500',
    day: 'Friday',
    startTime: '14:00',
    endTime: '18:00',
  };

  it('outputs the stored shape: final title, computed schedule (client value ignored), numeric fee', () => {
    expect(classInputSchema.parse({ ...valid, schedule: 'Someday: 1-2', teacher: '  ' })).toEqual({
      title: 'PHYSICS | Engineering Technology',
      type: 'Practical',
      location: 'Monaragala',
      fee: 1500,
      day: 'Friday',
      startTime: '14:00',
      endTime: '18:00',
      schedule: 'Friday: 14:00-18:00',
      teacher: undefined,
    });
  });

  it('accepts the boundaries: fee 0 and 1 000 000, 00:00 to 23:59', () => {
    expect(classInputSchema.safeParse({ ...valid, fee: 0, startTime: '00:00', endTime: '23:59' }).success).toBe(true);
    expect(classInputSchema.safeParse({ ...valid, fee: 1_000_000 }).success).toBe(true);
  });

  it.each<[string, Record<string, unknown>]>([
    ['no title', { title: undefined }],
    ['fee "1e3"', { fee: '1e3' }],
    ['fee " "', { fee: ' ' }],
    ['fee null', { fee: null }],
    ['type lower-case', { type: 'theory' }],
    ['end before start', { endTime: '13:59' }],
    ['time 24:00', { endTime: '24:00' }],
    ['day Sun', { day: 'Sun' }],
  ])('rejects %s with the form alert text', (_name, change) => {
    expect(firstMessage(classInputSchema.safeParse({ ...valid, ...change }))).toBe('Please fill the form correctly.');
  });

  it('a new class gets the brand as teacher unless one is given', () => {
    const draft = classInputSchema.parse(valid);
    expect(newClassRecord(draft, 'id-1', 1_700_000_000_000, 'EngTech Academy')).toEqual({
      _id: 'id-1',
      title: 'PHYSICS | Engineering Technology',
      teacher: 'EngTech Academy',
      type: 'Practical',
      location: 'Monaragala',
      schedule: 'Friday: 14:00-18:00',
      fee: 1500,
      createdAt: 1_700_000_000_000,
    });
    expect(newClassRecord(classInputSchema.parse({ ...valid, teacher: 'Mr. Silva' }), 'id-2', 0, 'Brand').teacher).toBe(
      'Mr. Silva',
    );
  });
});

describe('exam link check', () => {
  it('has the designed default: Google Forms addresses', () => {
    expect(DEFAULT_EXAM_LINK_PREFIXES).toEqual(['https://docs.google.com/forms/', 'https://forms.gle/']);
  });

  it.each([
    [
      'https://docs.google.com/forms/d/e/1FAIpQLSf/viewform?usp=sf_link',
      'https://docs.google.com/forms/d/e/1FAIpQLSf/viewform?usp=sf_link',
    ],
    ['  https://forms.gle/AbC123  ', 'https://forms.gle/AbC123'],
    ['HTTPS://DOCS.GOOGLE.COM/forms/d/x', 'https://docs.google.com/forms/d/x'],
    ['https://docs.google.com:443/forms/d/x', 'https://docs.google.com/forms/d/x'],
  ])('accepts %j as %j', (raw, stored) => {
    expect(examLink(raw)).toBe(stored);
  });

  it.each([
    'http://docs.google.com/forms/d/x',
    'https://docs.google.com/spreadsheets/d/x',
    'https://docs.google.com/forms',
    'https://forms.gle/',
    'https://docs.google.com.evil.example/forms/x',
    'https://evil.example/https://forms.gle/x',
    'https://forms.gle@evil.example/x',
    'https://user:pass@forms.gle/x',
    'https://docs.google.com/forms/../document/d/x',
    'https://docs.google.com/forms/%2e%2e/document/d/x',
    'javascript:alert(1)',
    '//forms.gle/x',
    'forms.gle/x',
    '',
  ])('refuses %j', (raw) => {
    expect(examLink(raw)).toBeNull();
  });

  it('uses the configured prefixes, and ignores a prefix that is not https', () => {
    const prefixes = ['https://quiz.example.edu/', 'http://insecure.example/'];
    expect(examLink('https://quiz.example.edu/unit-1', prefixes)).toBe('https://quiz.example.edu/unit-1');
    expect(examLink('https://forms.gle/x', prefixes)).toBeNull();
    expect(examLink('http://insecure.example/x', prefixes)).toBeNull();
  });
});

describe('examInputSchema', () => {
  const valid = { title: 'Paper 1', year: '2024', duration: 60, link: 'https://forms.gle/x' };
  const schema = examInputSchema();

  it('normalises: trimmed title, empty description by default, duration from text', () => {
    expect(schema.parse({ ...valid, title: ' Paper 1 ', duration: '90' })).toEqual({
      title: 'Paper 1',
      year: '2024',
      description: '',
      duration: 90,
      link: 'https://forms.gle/x',
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['duration 0', { duration: 0 }, examTexts.durationMin],
    ['duration 0.5', { duration: 0.5 }, examTexts.durationMin],
    ['duration 2.5', { duration: 2.5 }, examTexts.durationMax],
    ['duration 601', { duration: '601' }, examTexts.durationMax],
    ['link elsewhere', { link: 'https://example.com/x' }, examTexts.link],
    ['year 2031', { year: '2031' }, examTexts.year],
    ['title with a backslash', { title: 'a\\b' }, examTexts.title],
  ])('%s → its message', (_name, change, message) => {
    expect(firstMessage(schema.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it('has the contract texts for duration and link', () => {
    expect(examTexts.durationMin).toBe('Duration must be at least 1 minute.');
    expect(examTexts.link).toBe('Enter a Google Forms link (https://docs.google.com/forms/… or https://forms.gle/…).');
  });

  it('the title key is case- and padding-insensitive', () => {
    expect(examTitleKey('  Unit Test 1 ')).toBe(examTitleKey('unit TEST 1'));
    expect(examTitleKey('Unit Test 1')).not.toBe(examTitleKey('Unit Test 2'));
  });

  it.each(['2025', '1999'])('year parameter %s is four digits', (year) => {
    expect(yearParamSchema.safeParse(year).success).toBe(true);
  });
  it.each(['25', '20250', '202a', ''])('year parameter %j is refused', (year) => {
    expect(firstMessage(yearParamSchema.safeParse(year))).toBe('The year must be four digits.');
  });
});

describe('contactInputSchema', () => {
  const valid = { name: 'Nimal', email: 'Nimal@Example.com', phone: '0712345678', message: 'Hi' };

  it('lower-cases the email and trims the text', () => {
    expect(contactInputSchema.parse({ ...valid, name: ' Nimal ', message: ' Hi ' })).toEqual({
      ...valid,
      email: 'nimal@example.com',
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['bad email', { email: 'nimal@' }, '*Enter a valid email address.'],
    ['no name', { name: '' }, 'Please fill all fields correctly.'],
    ['phone with 11 digits', { phone: '07123456789' }, 'Please fill all fields correctly.'],
    ['no message', { message: '' }, 'Please fill all fields correctly.'],
  ])('%s → its message', (_name, change, message) => {
    expect(firstMessage(contactInputSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });
});

describe('contact send window', () => {
  const T0 = 1_700_000_000_000;

  it('allows 5 messages an hour per address', () => {
    expect(CONTACT_LIMIT).toEqual({ maxMessages: 5, windowMs: 3_600_000 });
    expect(waitSeconds(null, T0)).toBe(0);
    expect(waitSeconds({ windowStart: T0, count: 4 }, T0 + 1000)).toBe(0);
  });

  it('a full window makes the address wait until it closes', () => {
    const full = { windowStart: T0, count: 5 };
    expect(waitSeconds(full, T0)).toBe(3600);
    expect(waitSeconds(full, T0 + 3_599_001)).toBe(1);
    expect(waitSeconds(full, T0 + 3_600_000)).toBe(0);
  });

  it('never asks for more than the window, when a parallel request opened it after this one read the clock', () => {
    expect(waitSeconds({ windowStart: T0 + 5, count: 20 }, T0, CLIENT_CONTACT_LIMIT)).toBe(3600);
    expect(clientLimitMessage(waitSeconds({ windowStart: T0 + 5, count: 20 }, T0, CLIENT_CONTACT_LIMIT))).toBe(
      'Too many messages from your network. Try again in 60 minutes.',
    );
  });

  it('allows 20 messages an hour per client address', () => {
    expect(CLIENT_CONTACT_LIMIT).toEqual({ maxMessages: 20, windowMs: 3_600_000 });
    expect(waitSeconds({ windowStart: T0, count: 19 }, T0 + 1000, CLIENT_CONTACT_LIMIT)).toBe(0);
    expect(waitSeconds({ windowStart: T0, count: 20 }, T0 + 1000, CLIENT_CONTACT_LIMIT)).toBe(3599);
    expect(clientLimitMessage(61)).toBe('Too many messages from your network. Try again in 2 minutes.');
  });

  it('says how long in minutes', () => {
    expect(contactLimitMessage(3600)).toBe('Too many messages from this email address. Try again in 60 minutes.');
    expect(contactLimitMessage(30)).toBe('Too many messages from this email address. Try again in 1 minute.');
  });
});

describe('config.examLinkPrefixes (env EXAM_LINK_PREFIXES)', () => {
  const saved = process.env.EXAM_LINK_PREFIXES;
  afterEach(() => {
    if (saved === undefined) delete process.env.EXAM_LINK_PREFIXES;
    else process.env.EXAM_LINK_PREFIXES = saved;
  });
  // The config module caches what it read, so each case loads a fresh copy.
  const configWith = async (value: string | undefined) => {
    if (value === undefined) delete process.env.EXAM_LINK_PREFIXES;
    else process.env.EXAM_LINK_PREFIXES = value;
    vi.resetModules();
    return (await import('../../functions/shared/config')).config;
  };

  it('defaults to the Google Forms prefixes', async () => {
    expect((await configWith(undefined)).examLinkPrefixes).toEqual(DEFAULT_EXAM_LINK_PREFIXES);
  });

  it('reads a comma-separated list', async () => {
    expect((await configWith(' https://a.example/forms/ ,https://forms.gle/ ')).examLinkPrefixes).toEqual([
      'https://a.example/forms/',
      'https://forms.gle/',
    ]);
  });

  it('fails fast on a prefix that is not https', async () => {
    const config = await configWith('https://forms.gle/,http://a.example/');
    expect(() => config.examLinkPrefixes).toThrow(/EXAM_LINK_PREFIXES/);
  });
});
