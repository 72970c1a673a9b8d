/**
 * fast-check arbitraries for values no endpoint may accept: wrong JSON types, NoSQL-style operator
 * objects and strings, path traversal, awkward unicode (astral, RTL, NUL, lone surrogates), strings
 * that are blank, too short, too long or 1 MB, numbers out of range, malformed JSON text, wrong
 * content types and forged cursors. Each arbitrary is "invalid for one kind of field": the caller
 * picks the kind that matches the rule the field has (see bad-input-targets.ts).
 */
import fc from 'fast-check';

export const MB = 1024 * 1024;
/** 1 MB of text: over every JSON body limit (16 KB, 128 KB) and every field limit. */
export const HUGE = 'x'.repeat(MB);

export const NOSQL_OBJECTS: readonly unknown[] = [
  { $ne: null },
  { $gt: '' },
  { $regex: '.*' },
  { $where: 'sleep(1000)' },
  { $exists: true },
  { $in: [] },
];
export const NOSQL_STRINGS = ['{"$ne":null}', '{"$gt":""}', '[$ne]=1', "' || '1'=='1", '{"$where":"1==1"}', '$gt'];
export const TRAVERSAL = [
  '../',
  '..%2f',
  '%2e%2e%2f',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e/%2e%2e/',
  '....//',
  '/etc/passwd',
  '%252e%252e%252f',
  '..',
];
export const AWKWARD_UNICODE = [
  '\u202Eevil\u202C', // RTL override
  'עברית ימין לשמאל',
  'مرحبا',
  '𝕋𝕙𝕖𝕠𝕣𝕪', // astral
  '😀😀😀',
  'a\u0000b', // NUL
  '\u0000',
  '\uD800', // lone surrogates
  '\uDFFFx',
  'x\uD83D',
  '\uFEFF\u200B', // BOM, zero width space
  'Ａｄｍｉｎ', // full width
];

/** Strings an attacker tries in ids and path parameters. */
export const strangeString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TRAVERSAL, ...NOSQL_STRINGS, ...AWKWARD_UNICODE) },
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc
    .constantFrom(...TRAVERSAL)
    .chain((prefix) => fc.constantFrom(...AWKWARD_UNICODE, ...NOSQL_STRINGS).map((rest) => `${prefix}${rest}`)),
  fc.constant(HUGE),
);

const nosqlObject = fc.constantFrom(...NOSQL_OBJECTS);
const smallObject = fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.string({ maxLength: 6 }), fc.integer()), {
  maxKeys: 3,
});

/** Any JSON value that is not a string. */
export const notAString: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  smallObject,
  nosqlObject,
);

/** Any JSON value that is not a number. */
export const notANumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer().map(String),
  fc.string({ maxLength: 10 }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  smallObject,
  nosqlObject,
);

/** Any JSON value that is not a boolean. */
export const notABoolean: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('true', 'false', 1, 0, null, [], {}),
  nosqlObject,
  fc.string({ maxLength: 5 }),
);

export const blank = fc.constantFrom('', ' ', '\t\n ', '\u00a0', '\u2028 ');

/** Longer than `max` UTF-16 units even after trimming (and sometimes 1 MB). */
export const tooLong = (max: number): fc.Arbitrary<string> =>
  fc.oneof(
    fc
      .tuple(fc.integer({ min: max + 1, max: max + 300 }), fc.constantFrom('x', 'ක', '😀', '\u202E', 'é'))
      .map(([n, ch]) => ch.repeat(n)),
    fc.constant(HUGE),
  );

/** Non-blank, shorter than `min` after trimming. */
export const tooShort = (min: number): fc.Arbitrary<string> =>
  fc
    .string({ unit: 'grapheme-ascii', minLength: 1, maxLength: min - 1 })
    .filter((s) => s.trim().length > 0 && s.trim().length < min);

/** A string field with length rules only (everything printable is allowed in between). */
export function badText(min: number, max: number): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [notAString, tooLong(max)];
  if (min >= 1) options.push(blank);
  if (min > 1) options.push(tooShort(min));
  return fc.oneof(...options);
}

/** A string field that must be one of `values` exactly. */
export function badEnum(values: readonly string[]): fc.Arbitrary<unknown> {
  const near = fc
    .tuple(
      fc.constantFrom(...values),
      fc.constantFrom(
        (v: string) => v.toUpperCase(),
        (v: string) => v.toLowerCase(),
        (v: string) => ` ${v}`,
        (v: string) => `${v}\u0000`,
        (v: string) => `\u202E${v}`,
        (v: string) => `../${v}`,
        (v: string) => `${v}s`,
      ),
    )
    .map(([value, change]) => change(value));
  return fc
    .oneof(notAString, near, strangeString, fc.string({ maxLength: 12 }))
    .filter((v) => typeof v !== 'string' || !values.includes(v));
}

/** A string field checked by `valid` after trimming (phone, NIC, times, codes). */
export const badPattern = (valid: RegExp, known: readonly string[] = []): fc.Arbitrary<unknown> =>
  fc
    .oneof(
      notAString,
      strangeString,
      fc.string({ maxLength: 16 }),
      fc.constantFrom(...known, '', '٠٧١٢٣٤٥٦٧٨', '１２３４５６'),
    )
    .filter((v) => typeof v !== 'string' || !valid.test(v.trim()));

/** A JSON number field that must be an integer (or any number when `integer` is false) in [min, max]. */
export function badNumber(min: number, max: number, integer = true): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [notANumber, fc.integer({ min: -1e6, max: min - 1 }), fc.constant(-1e300)];
  if (max < Number.MAX_SAFE_INTEGER) options.push(fc.integer({ min: max + 1, max: max + 1e6 }), fc.constant(1e300));
  else if (max === Number.MAX_SAFE_INTEGER) options.push(fc.constantFrom(2 ** 60, 1e300));
  if (integer)
    options.push(fc.double({ min, max: Math.min(max, 1e9), noNaN: true }).filter((n) => !Number.isInteger(n)));
  return fc.oneof(...options);
}

/** A field that takes a whole number as a JSON number or a numeric string (HTML inputs): fee, duration. */
export function badWholeNumber(min: number, max: number): fc.Arbitrary<unknown> {
  const numeric = /^-?\d+(\.\d+)?$/;
  return fc.oneof(
    fc.oneof(fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 2 }), nosqlObject, smallObject),
    fc
      .oneof(fc.string({ maxLength: 8 }), strangeString, fc.constantFrom('1e3', '0x10', '12abc', 'Infinity', '٣٠'))
      .filter((s) => !numeric.test(s.trim())),
    fc.integer({ min: -1e6, max: min - 1 }),
    fc.integer({ min: max + 1, max: max + 1e6 }),
    fc.integer({ min: max + 1, max: max + 1e6 }).map(String),
    fc.double({ min, max, noNaN: true }).filter((n) => !Number.isInteger(n)),
  );
}

/** Query-string `limit` values a 1–100 integer rule refuses (z.coerce.number semantics: Number(text)). */
export const badLimit: fc.Arbitrary<string> = fc
  .oneof(
    fc.integer({ min: -1000, max: 0 }).map(String),
    fc.integer({ min: 101, max: 1e9 }).map(String),
    fc.constantFrom('abc', '1.5', 'NaN', 'Infinity', '１０', '{"$gt":0}', '../'),
    fc.string({ maxLength: 6 }),
  )
  .filter((text) => {
    const n = Number(text);
    return !(Number.isInteger(n) && n >= 1 && n <= 100);
  });

/** Text JSON.parse refuses (and that is not blank: a blank body counts as "no body"). */
export const malformedJson: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom(
      '{',
      '{"a":',
      "{'a':1}",
      '{"a":1,}',
      'undefined',
      'NaN',
      '[1,2',
      '{"a":1}}',
      '\u0000',
      'nul',
      '{"a":"\\x"}',
      '{"a":01}',
      '{"__proto__":',
      '{"a": 1 /* c */}',
      '\uFEFF{"a":1}',
    ),
    fc.string({ minLength: 1, maxLength: 30 }),
  )
  .filter((text) => {
    if (text.trim() === '') return false;
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  });

/** Content types the JSON routes refuse (415); none of them is application/json or *+json. */
export const WRONG_JSON_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'text/json',
  'application/jsonp',
  'application/json-seq',
  'application/javascript',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  '*/*',
  'json',
] as const;

const b64 = (value: unknown): string =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/**
 * Cursors no list may accept: junk, base64url of non-JSON or non-objects, objects of the wrong shape
 * or with NoSQL operators, too-long cursors, and `forged` ones (right shape, impossible values).
 */
export function badCursor(forged: readonly object[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    strangeString.filter((s) => s.length > 0),
    fc.string({ minLength: 1, maxLength: 40 }).map(b64),
    fc
      .oneof(fc.integer(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.string())
      .map((v) => b64(JSON.stringify(v))),
    fc.oneof(smallObject, nosqlObject, fc.constant({ pk: { $ne: null }, sk: { $gt: '' } })).map(b64),
    fc.constant('A'.repeat(4096)),
    ...(forged.length > 0 ? [fc.constantFrom(...forged).map(b64)] : []),
  );
}

/** `valid` with a lone UTF-16 surrogate at its start, middle or end: ill-formed text, whatever the field. */
export const illFormed = (valid: string): fc.Arbitrary<string> =>
  fc
    .tuple(fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF'), fc.nat({ max: valid.length }))
    .map(([surrogate, at]) => `${valid.slice(0, at)}${surrogate}${valid.slice(at)}`)
    // Splitting an astral character or completing a pair would make it well-formed again.
    .filter((text) => /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text));
