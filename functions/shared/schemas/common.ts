/**
 * The building blocks every domain's schemas share: the pure-marked `schema` helper that keeps
 * bundles to the schemas they use, zod's English issue texts, and the small field and query
 * schemas more than one domain checks with.
 */
import * as z from 'zod/mini';

const sizeUnits: Partial<Record<string, string>> = {
  string: 'characters',
  file: 'bytes',
  array: 'items',
  set: 'items',
  map: 'entries',
};
const typeName = (type: string, input?: unknown): string =>
  type === 'number' && typeof input === 'number' && !Number.isFinite(input)
    ? String(input)
    : type === 'nan'
      ? 'NaN'
      : type;
/** zod's util.parsedType, stringifyPrimitive and joinValues (zod/mini's `util` namespace would bring the whole module). */
const parsedType = (data: unknown): string => {
  if (typeof data === 'number') return Number.isNaN(data) ? 'nan' : 'number';
  if (typeof data === 'object') {
    if (data === null) return 'null';
    if (Array.isArray(data)) return 'array';
    if (Object.getPrototypeOf(data) !== Object.prototype && 'constructor' in data && data.constructor)
      return (data.constructor as { name: string }).name;
  }
  return typeof data;
};
const primitive = (value: unknown): string =>
  typeof value === 'bigint' ? `${value}n` : typeof value === 'string' ? `"${value}"` : `${String(value)}`;
const joinValues = (values: readonly unknown[], separator: string): string => values.map(primitive).join(separator);

/**
 * zod/mini (rather than 'zod') keeps every Lambda bundle and its init small; unlike 'zod' it installs
 * no messages of its own (each would read "Invalid input"), and the checks below without their own
 * text answer with these. They are zod's English locale (zod/v4/locales/en.js) word for word —
 * tests/unit/schemas.test.ts compares the two issue by issue — except for the names of string formats
 * no schema checks (a z.url() would read "Invalid url", not "Invalid URL"): importing the locale
 * itself would put all of it in every Lambda bundle and web chunk that validates anything.
 */
export function englishIssueText(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${typeName(issue.expected)}, received ${typeName(parsedType(issue.input), issue.input)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Invalid input: expected ${primitive(issue.values[0])}`
        : `Invalid option: expected one of ${joinValues(issue.values, '|')}`;
    case 'too_big':
    case 'too_small': {
      const big = issue.code === 'too_big';
      const bound = big ? issue.maximum : issue.minimum;
      const adj = issue.exact ? 'exactly ' : issue.inclusive ? (big ? '<=' : '>=') : big ? '<' : '>';
      const unit = sizeUnits[issue.origin];
      const origin = big ? (issue.origin ?? 'value') : issue.origin;
      return `Too ${big ? 'big' : 'small'}: expected ${origin} to ${unit ? 'have' : 'be'} ${adj}${bound.toString()}${unit ? ` ${unit}` : ''}`;
    }
    case 'invalid_format':
      switch (issue.format) {
        case 'starts_with':
          return `Invalid string: must start with "${issue.prefix as string}"`;
        case 'ends_with':
          return `Invalid string: must end with "${issue.suffix as string}"`;
        case 'includes':
          return `Invalid string: must include "${issue.includes as string}"`;
        case 'regex':
          return `Invalid string: must match pattern ${issue.pattern}`;
        default:
          return `Invalid ${issue.format === 'email' ? 'email address' : issue.format}`;
      }
    case 'not_multiple_of':
      return `Invalid number: must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${joinValues(issue.keys, ', ')}`;
    case 'invalid_key':
      return `Invalid key in ${issue.origin}`;
    case 'invalid_element':
      return `Invalid value in ${issue.origin}`;
    case 'invalid_union': {
      const options = issue.options;
      if (Array.isArray(options) && options.length > 0)
        return `Invalid discriminator value. Expected ${options.map((o) => `'${String(o)}'`).join(' | ')}`;
      return issue.inclusive === false ? 'Invalid input: more than one option matched' : 'Invalid input';
    }
    default:
      return 'Invalid input';
  }
}

z.config({ localeError: englishIssueText });

/**
 * Every top-level schema is built through this, marked pure: zod's constructors are not known to be
 * free of side effects, so without the mark a bundler keeps every schema of this module (and the zod
 * code they use) in every bundle that imports any of it. Marked, a Lambda bundle or web chunk keeps
 * only the schemas its code reaches. The build runs when the module loads, as a plain `const` would.
 */
export function schema<T>(build: () => T): T {
  return build();
}

/** Texts more than one domain answers with. */
export const commonTexts = {
  invalidCursor: 'Invalid cursor.',
  invalidId: 'Invalid id.',
  language: 'Choose English, Sinhala or Tamil.',
} as const;

/** A trimmed string of at most `max` characters whose every failure reads `message`. */
export const trimmed = (max: number, message: string) => z.string({ error: message }).check(z.trim(), z.maxLength(max));

/** A whole number given as a JSON number or as a numeric string (HTML inputs give strings). */
export const wholeNumber = (message: string) =>
  z.union(
    [
      z.number(),
      z.pipe(
        z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/)),
        z.transform((text: string) => Number(text)),
      ),
    ],
    { error: message },
  );

export const idParamSchema = /* @__PURE__ */ schema(() =>
  z.string().check(z.trim(), z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, commonTexts.invalidId)),
);

/** ?cursor=&limit= for media lists (videos, tutes); the default page fills the video grid (24). */
export const mediaPageQuerySchema = /* @__PURE__ */ schema(() =>
  z.object({
    cursor: z.optional(z.string().check(z.maxLength(2048, commonTexts.invalidCursor))),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 24),
  }),
);

export interface MessageResponse {
  message: string;
}
